// Replaced at build time: pipeline/vite-plugins/icons-plugin.ts swaps this module for one that imports
// only the Lucide icons the content names, so no page or bundle carries another. Under Node (unit
// tests) every Lucide icon is here.
// biome-ignore lint/style/noRestrictedImports: a lookup by any name needs the index; Node loads it as one file, and no build ever reads this module.
import { icons, type LucideIcon } from 'lucide-react'

/** 'shield-check' → ShieldCheck, the icon's component in lucide-react; undefined for a name it lacks. */
export function iconNamed(name: string): LucideIcon | undefined {
  const componentName = name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
  return (icons as Record<string, LucideIcon>)[componentName]
}

/**
 * An icon named in content (a service, a home intro card, an About pillar): any icon of Lucide, the
 * set the site already draws, by the name lucide.dev/icons shows (`database`, `cloud`,
 * `shield-check`). The build checks the name against lucide-react's own files and suggests the
 * closest name for a mistake; pipeline/vite-plugins/icons-plugin.ts then bundles only the icons the
 * content names, drawn as inline SVG in the prerendered pages. Runs in Node only.
 */
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { closest } from 'fastest-levenshtein'
import { z } from 'zod'

let names: readonly string[] | undefined

/**
 * Every Lucide icon name, from the files behind lucide-react's `lucide-react/icons/<name>` export (one
 * per icon; an old alias has no file of its own, so only today's names are offered).
 */
function lucideIconNames(): readonly string[] {
  if (names === undefined) {
    const packageDir = dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'))
    names = readdirSync(join(packageDir, 'dist', 'esm', 'icons'))
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => file.slice(0, -'.mjs'.length))
      .sort()
  }
  return names
}

function isLucideIconName(name: string): boolean {
  return lucideIconNames().includes(name)
}

/** What the build says of a name that is not Lucide's: the closest one it knows. */
function unknownIconMessage(name: string): string {
  const suggestion = closest(name.toLowerCase(), lucideIconNames())
  return `"${name}" is not a Lucide icon; did you mean "${suggestion}"? (names as lucide.dev/icons shows them)`
}

export const IconName = z
  .string()
  .trim()
  // The editor checks the shape as the owner types (the pattern reaches its form); the build, the name.
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a Lucide name is lowercase words joined by hyphens, e.g. shield-check')
  .refine(isLucideIconName, { error: (issue) => unknownIconMessage(String(issue.input)) })
  .meta({
    title: 'Icon',
    description: 'any Lucide icon, named as lucide.dev/icons shows it, e.g. database, cloud or shield-check',
  })

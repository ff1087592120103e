import { iconNamed } from '#app/content/replaced-at-build/icons'

/**
 * The rounded tile an icon sits in on cards: a service's, a home intro card's or an About pillar's
 * icon, any Lucide icon the content names (app/content/icon-schema.ts checked the name when the
 * site was built). Decorative: the title next to it carries the meaning.
 */
export function IconTile({ name }: { name: string }) {
  const Icon = iconNamed(name)
  if (!Icon) throw new Error(`No Lucide icon "${name}" in this build (app/content/icon-uses.ts lists the content's)`)
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
      <Icon className="size-6" />
    </span>
  )
}

import { BotIcon, type LucideProps, RocketIcon, ShieldCheckIcon } from 'lucide-react'
import type { ServiceIcon as ServiceIconName } from '#app/content/services'

const ICONS = { automation: BotIcon, security: ShieldCheckIcon, strategy: RocketIcon } as const

/** The icon of a service or highlight, decorative: the title next to it carries the meaning. */
function ServiceIcon({ name, ...props }: LucideProps & { name: ServiceIconName }) {
  const Icon = ICONS[name]
  return <Icon {...props} />
}

/** The rounded tile an icon sits in on cards. */
export function IconTile({ name }: { name: ServiceIconName }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
      <ServiceIcon name={name} className="size-6" />
    </span>
  )
}

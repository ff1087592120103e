import type { SectionOf, SectionType } from '#app/content/section-schemas'

/** What every section component gets: its data, the name its ids start with, and its background. */
export type SectionProps<Type extends SectionType> = {
  section: SectionOf<Type>
  /** `section-3`: the section's heading is `section-3-heading`, which labels its landmark. */
  name: string
  background: 'white' | 'muted'
}

import { CtaBanner } from '../cta-banner'
import type { SectionProps } from './section-types'

/** The closing banner of the site's pages, with the owner's words and button. */
export function CtaSection({ section, name }: SectionProps<'cta'>) {
  return (
    <CtaBanner headingId={`${name}-heading`} heading={section.heading} text={section.text} action={section.action} />
  )
}

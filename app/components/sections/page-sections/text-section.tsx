import { Reveal } from '#app/components/ui/reveal'
import { cn } from '#app/utils/cn'
import { SectionHeading } from '../section-heading'
import { RichText } from './rich-text'
import type { SectionProps } from './section-types'

/** Words in the site's article typography, under an optional h2 (its own headings start at h3). */
export function TextSection({ section, name, background }: SectionProps<'text'>) {
  const Landmark = section.heading ? 'section' : 'div'
  return (
    <Landmark
      aria-labelledby={section.heading ? `${name}-heading` : undefined}
      className={cn(background === 'muted' ? 'bg-slate-50' : 'bg-white', 'py-16 sm:py-24')}
    >
      <Reveal className="page-frame">
        <div className="mx-auto max-w-3xl">
          {section.heading ? <SectionHeading id={`${name}-heading`} title={section.heading} align="left" /> : null}
          <RichText nodes={section.body} className={section.heading ? 'mt-6' : undefined} />
        </div>
      </Reveal>
    </Landmark>
  )
}

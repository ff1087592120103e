import { approach } from '#app/content/about'
import { HighlightCard } from './highlight-card'
import { container, SectionHeading } from './section-heading'

/** The three approach pillars (SPEC §2). */
export function AboutApproach() {
  return (
    <section aria-labelledby="approach-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className={container}>
        <SectionHeading
          id="approach-heading"
          eyebrow={approach.eyebrow}
          title={approach.heading}
          text={approach.text}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {approach.pillars.map((pillar, index) => (
            <HighlightCard key={pillar.title} highlight={pillar} index={index} />
          ))}
        </div>
      </div>
    </section>
  )
}

import { pages } from '#app/content/page-list'
import { HighlightCard } from './highlight-card'
import { HeadedSection } from './section-heading'

const { approach } = pages.about.copy

/** The three approach pillars (docs/product.md#pages). */
export function AboutApproach() {
  return (
    <HeadedSection
      name="approach"
      background="muted"
      heading={{ eyebrow: approach.eyebrow, title: approach.heading, text: approach.text }}
    >
      <div className="grid gap-6 md:grid-cols-3">
        {approach.pillars.map((pillar, index) => (
          <HighlightCard key={pillar.title} highlight={pillar} index={index} />
        ))}
      </div>
    </HeadedSection>
  )
}

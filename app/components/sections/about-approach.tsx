import { BalancedGrid } from '#app/components/ui/balanced-grid'
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
      <BalancedGrid count={approach.pillars.length}>
        {approach.pillars.map((pillar, index) => (
          <HighlightCard key={pillar.title} highlight={pillar} index={index} />
        ))}
      </BalancedGrid>
    </HeadedSection>
  )
}

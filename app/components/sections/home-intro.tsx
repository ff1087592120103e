import { BalancedGrid } from '#app/components/ui/balanced-grid'
import { pages } from '#app/content/page-list'
import { HighlightCard } from './highlight-card'
import { HeadedSection } from './section-heading'

const { intro } = pages.home.copy

export function HomeIntro() {
  return (
    <HeadedSection name="intro" anchor heading={{ title: intro.heading, text: intro.text }}>
      <BalancedGrid count={intro.highlights.length}>
        {intro.highlights.map((highlight, index) => (
          <HighlightCard key={highlight.title} highlight={highlight} index={index} />
        ))}
      </BalancedGrid>
    </HeadedSection>
  )
}

import { pages } from '#app/content/page-list'
import { HighlightCard } from './highlight-card'
import { HeadedSection } from './section-heading'

const { intro } = pages.home.copy

export function HomeIntro() {
  return (
    <HeadedSection name="intro" anchor heading={{ title: intro.heading, text: intro.text }}>
      <div className="grid gap-6 md:grid-cols-3">
        {intro.highlights.map((highlight, index) => (
          <HighlightCard key={highlight.title} highlight={highlight} index={index} />
        ))}
      </div>
    </HeadedSection>
  )
}

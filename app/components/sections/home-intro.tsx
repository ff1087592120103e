import { intro } from '#app/content/home'
import { cn } from '#app/utils/cn'
import { HighlightCard } from './highlight-card'
import { container, SectionHeading } from './section-heading'

export function HomeIntro() {
  return (
    <section id="intro" aria-labelledby="intro-heading" className="bg-white py-16 sm:py-24">
      <div className={container}>
        <SectionHeading id="intro-heading" title={intro.heading} text={intro.text} />
        <div className={cn('mt-12 grid gap-6 md:grid-cols-3')}>
          {intro.highlights.map((highlight, index) => (
            <HighlightCard key={highlight.title} highlight={highlight} index={index} />
          ))}
        </div>
      </div>
    </section>
  )
}

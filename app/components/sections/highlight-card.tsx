import { Card } from '#app/components/ui/card'
import { Reveal } from '#app/components/ui/reveal'
import { IconTile } from '#app/components/ui/service-icon'
import type { pages } from '#app/content/page-list'

type Highlight = (typeof pages.home.copy.intro.highlights)[number]

/** An icon, a title and a sentence: the home intro cards and the About pillars. */
export function HighlightCard({ highlight, index }: { highlight: Highlight; index: number }) {
  return (
    <Reveal index={index} className="h-full">
      <Card className="p-6 sm:p-8">
        <IconTile name={highlight.icon} />
        <h3 className="mt-5 text-xl font-semibold text-slate-900">{highlight.title}</h3>
        <p className="mt-3 leading-7 text-slate-600">{highlight.description}</p>
      </Card>
    </Reveal>
  )
}

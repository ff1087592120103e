import { Card } from '#app/components/ui/card'
import { CheckList } from '#app/components/ui/check-list'
import { Reveal } from '#app/components/ui/reveal'
import { HeadedSection } from '../section-heading'
import type { SectionProps } from './section-types'

/** A tick list on a panel, as a service's key features are drawn; two columns past four points. */
export function TicksSection({ section, name, background }: SectionProps<'ticks'>) {
  const { eyebrow, heading, intro, items } = section
  const columns = items.length > 4 ? 2 : 1
  return (
    <HeadedSection name={name} background={background} heading={{ eyebrow, title: heading, text: intro }}>
      <Reveal className={columns === 2 ? 'mx-auto max-w-4xl' : 'mx-auto max-w-2xl'}>
        <Card as="div" className="p-6 sm:p-10">
          <CheckList items={items} columns={columns} className="gap-y-5 text-lg text-slate-800" />
        </Card>
      </Reveal>
    </HeadedSection>
  )
}

import ArrowRightIcon from 'lucide-react/icons/arrow-right'
import { Card } from '#app/components/ui/card'
import { IconTile } from '#app/components/ui/service-icon'
import { GridSection } from './grid-section'
import { SectionAnchor } from './section-link'
import type { SectionProps } from './section-types'

/** Cards in balanced rows of two to four, as the home intro and services are drawn. */
export function CardsSection({ section, name, background }: SectionProps<'cards'>) {
  return (
    <GridSection
      name={name}
      background={background}
      opening={section}
      items={section.cards}
      keyOf={(card) => card.title}
    >
      {(card) => (
        <Card className="p-6 sm:p-8">
          {card.icon ? <IconTile name={card.icon} /> : null}
          <h3
            className={card.icon ? 'mt-5 text-xl font-semibold text-slate-900' : 'text-xl font-semibold text-slate-900'}
          >
            {card.title}
          </h3>
          <p className="mt-3 flex-1 leading-7 text-slate-600">{card.text}</p>
          {card.link ? (
            <SectionAnchor
              href={card.link.href}
              className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {card.link.label}
              <span className="sr-only">: {card.title}</span>
              <ArrowRightIcon className="size-4" />
            </SectionAnchor>
          ) : null}
        </Card>
      )}
    </GridSection>
  )
}

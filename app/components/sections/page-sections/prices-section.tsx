import { Badge } from '#app/components/ui/badge'
import { buttonVariants } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { CheckList } from '#app/components/ui/check-list'
import { cn } from '#app/utils/cn'
import { GridSection } from './grid-section'
import { SectionAnchor } from './section-link'
import type { SectionProps } from './section-types'

/** Packages side by side: name, price, what is included and a button; the recommended one stands out. */
export function PricesSection({ section, name, background }: SectionProps<'prices'>) {
  return (
    <GridSection
      name={name}
      background={background}
      opening={section}
      items={section.packages}
      keyOf={(item) => item.name}
    >
      {(item) => (
        <Card className={cn('p-6 sm:p-8', item.recommended && 'border-brand-700 ring-2 ring-brand-700')}>
          {item.recommended ? <Badge className="mb-4">{section.recommendedLabel}</Badge> : null}
          <h3 className="text-xl font-semibold text-slate-900">{item.name}</h3>
          <p className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{item.price}</p>
          {item.description ? <p className="mt-3 leading-7 text-slate-600">{item.description}</p> : null}
          {/* The list takes the card's spare height, so the buttons line up; its rows keep their own. */}
          <div className="mt-6 flex-1">
            <CheckList items={item.included} size="dense" className="text-slate-700" />
          </div>
          <SectionAnchor
            href={item.action.href}
            className={buttonVariants({
              variant: item.recommended ? 'primary' : 'outline',
              className: 'mt-8',
            })}
          >
            {item.action.label}
            <span className="sr-only">: {item.name}</span>
          </SectionAnchor>
        </Card>
      )}
    </GridSection>
  )
}

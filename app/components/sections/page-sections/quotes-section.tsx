import { Card } from '#app/components/ui/card'
import { Photo } from '#app/components/ui/photo'
import { GridSection } from './grid-section'
import type { SectionProps } from './section-types'

/** Clients' words on cards, each signed with the name, role and company (and a photo, if given). */
export function QuotesSection({ section, name, background }: SectionProps<'quotes'>) {
  return (
    <GridSection
      name={name}
      background={background}
      opening={section}
      items={section.quotes}
      keyOf={(item) => item.quote}
    >
      {(item) => (
        <Card as="div" className="p-6 sm:p-8">
          <figure className="flex h-full flex-col border-l-4 border-accent-600 pl-5">
            <blockquote className="flex-1 text-lg leading-8 text-slate-800 italic">“{item.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              {item.photo ? (
                <Photo
                  photo={item.photo.image}
                  alt={item.photo.description}
                  layout="avatar"
                  className="size-14 shrink-0 rounded-full"
                />
              ) : null}
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">{item.name}</span>
                {item.role || item.company ? (
                  <span className="block text-slate-600">{[item.role, item.company].filter(Boolean).join(', ')}</span>
                ) : null}
              </span>
            </figcaption>
          </figure>
        </Card>
      )}
    </GridSection>
  )
}

import { Card } from '#app/components/ui/card'
import { Photo } from '#app/components/ui/photo'
import { GridSection } from './grid-section'
import { SectionAnchor } from './section-link'
import type { SectionProps } from './section-types'

/** The people, each on a card: photo, name, role, a few words and a link to their profile. */
export function TeamSection({ section, name, background }: SectionProps<'team'>) {
  return (
    <GridSection
      name={name}
      background={background}
      opening={section}
      items={section.members}
      keyOf={(member) => member.name}
    >
      {(member) => (
        <Card>
          <Photo photo={member.photo.image} alt={member.photo.description} layout="portrait" />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-semibold text-slate-900">{member.name}</h3>
            <p className="mt-1 font-semibold text-brand-700">{member.role}</p>
            {member.text ? <p className="mt-3 leading-7 text-slate-600">{member.text}</p> : null}
            {member.link ? (
              <SectionAnchor
                href={member.link.href}
                className="mt-auto self-start rounded pt-4 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {member.link.label}
                <span className="sr-only">: {member.name}</span>
              </SectionAnchor>
            ) : null}
          </div>
        </Card>
      )}
    </GridSection>
  )
}

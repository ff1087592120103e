import { Photo } from '#app/components/ui/photo'
import { Reveal } from '#app/components/ui/reveal'
import { HeadedSection } from '../section-heading'
import { SectionAnchor } from './section-link'
import type { SectionProps } from './section-types'

/**
 * Clients' logos in a row that wraps, each whole inside its box. The tiles stay white in the dark
 * scheme too (`bg-[white]`, not the page's white): a logo is drawn for a light background.
 */
export function LogosSection({ section, name, background }: SectionProps<'logos'>) {
  const { eyebrow, heading, intro, logos } = section
  return (
    <HeadedSection name={name} background={background} heading={{ eyebrow, title: heading, text: intro }}>
      <Reveal>
        <ul className="flex flex-wrap justify-center gap-6">
          {logos.map((logo) => {
            const picture = <Photo photo={logo.image} alt={logo.name} layout="logo" fit="contain" className="w-40" />
            return (
              <li key={logo.name} className="rounded-xl bg-[white] p-4 ring-1 ring-slate-200">
                {logo.link ? (
                  <SectionAnchor href={logo.link} className="block rounded">
                    {picture}
                  </SectionAnchor>
                ) : (
                  picture
                )}
              </li>
            )
          })}
        </ul>
      </Reveal>
    </HeadedSection>
  )
}

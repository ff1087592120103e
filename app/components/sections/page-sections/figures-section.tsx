import { BalancedGrid } from '#app/components/ui/balanced-grid'
import { Reveal } from '#app/components/ui/reveal'
import { HeadedSection } from '../section-heading'
import type { SectionProps } from './section-types'

/** A few numbers in large type, each above its label. */
export function FiguresSection({ section, name, background }: SectionProps<'figures'>) {
  const { eyebrow, heading, intro, figures } = section
  return (
    <HeadedSection name={name} background={background} heading={{ eyebrow, title: heading, text: intro }}>
      <BalancedGrid as="ul" count={figures.length}>
        {figures.map((figure, index) => (
          <li key={figure.label}>
            <Reveal index={index} className="h-full text-center">
              <p className="text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{figure.value}</p>
              <p className="mt-3 leading-7 text-slate-600">{figure.label}</p>
            </Reveal>
          </li>
        ))}
      </BalancedGrid>
    </HeadedSection>
  )
}

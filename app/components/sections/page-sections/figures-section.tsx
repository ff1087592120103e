import { GridSection } from './grid-section'
import type { SectionProps } from './section-types'

/** A few numbers in large type, each above its label. */
export function FiguresSection({ section, name, background }: SectionProps<'figures'>) {
  return (
    <GridSection
      name={name}
      background={background}
      opening={section}
      items={section.figures}
      keyOf={(figure) => figure.label}
    >
      {(figure) => (
        <div className="text-center">
          <p className="text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{figure.value}</p>
          <p className="mt-3 leading-7 text-slate-600">{figure.label}</p>
        </div>
      )}
    </GridSection>
  )
}

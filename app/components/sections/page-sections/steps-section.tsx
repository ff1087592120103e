import { StepCard } from '../step-card'
import { GridSection } from './grid-section'
import type { SectionProps } from './section-types'

/** Numbered steps in balanced rows, as a service's "How We Deliver" is drawn. */
export function StepsSection({ section, name, background }: SectionProps<'steps'>) {
  return (
    <GridSection
      name={name}
      background={background}
      opening={section}
      items={section.steps}
      keyOf={(step) => step.title}
      ordered
    >
      {(step, index) => <StepCard number={index + 1} title={step.title} text={step.text} />}
    </GridSection>
  )
}

import { BalancedGrid } from '#app/components/ui/balanced-grid'
import { Card } from '#app/components/ui/card'
import { Reveal } from '#app/components/ui/reveal'
import { HeadedSection } from '../section-heading'
import type { SectionProps } from './section-types'

/** Numbered steps in balanced rows, as a service's "How We Deliver" is drawn. */
export function StepsSection({ section, name, background }: SectionProps<'steps'>) {
  const { eyebrow, heading, intro, steps } = section
  return (
    <HeadedSection name={name} background={background} heading={{ eyebrow, title: heading, text: intro }}>
      <BalancedGrid as="ol" count={steps.length}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <Reveal index={index} className="h-full">
              <Card className="p-6 sm:p-8">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white print:[print-color-adjust:exact]"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 leading-7 text-slate-600">{step.text}</p>
              </Card>
            </Reveal>
          </li>
        ))}
      </BalancedGrid>
    </HeadedSection>
  )
}

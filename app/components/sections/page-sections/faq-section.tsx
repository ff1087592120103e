import ChevronDownIcon from 'lucide-react/icons/chevron-down'
import { Reveal } from '#app/components/ui/reveal'
import { HeadedSection } from '../section-heading'
import type { SectionProps } from './section-types'

/** An answer's paragraphs: the owner separates them with a blank line. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((paragraph) => paragraph.trim())

/**
 * Questions a visitor opens and closes with the browser's own disclosure (<details>), so they work
 * without JavaScript and find-in-page opens the one that holds the words looked for.
 */
export function FaqSection({ section, name, background }: SectionProps<'faq'>) {
  const { eyebrow, heading, intro, questions } = section
  return (
    <HeadedSection name={name} background={background} heading={{ eyebrow, title: heading, text: intro }}>
      <Reveal className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {questions.map((item) => (
          <details key={item.question} className="group px-6 sm:px-8">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg font-semibold text-slate-900">{item.question}</h3>
              <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-4 pb-6 leading-7 text-slate-600">
              {paragraphsOf(item.answer).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </Reveal>
    </HeadedSection>
  )
}

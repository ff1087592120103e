/**
 * The structured data a page's sections add to it (app/content/section-schemas.ts): its questions
 * and answers as one schema.org FAQPage, which search engines may show under the page's result.
 */
import type { FAQPage, WithContext } from 'schema-dts'
import type { Section } from './section-schemas'

/** One FAQPage of every question of the page's sections, in order; none for a page without questions. */
export function sectionStructuredData(sections: readonly Section[]): WithContext<FAQPage>[] {
  const questions = sections.flatMap((section) => (section.type === 'faq' ? section.questions : []))
  if (questions.length === 0) return []
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: questions.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    },
  ]
}

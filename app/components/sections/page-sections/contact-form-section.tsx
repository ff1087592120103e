import { ContactPanel } from '../contact-panel'
import { HeadedSection } from '../section-heading'
import type { SectionProps } from './section-types'

/**
 * The Contact page's form and details, the same component: the form's island loader comes with it
 * (app/features/contact/contact-form.tsx), so only a page with this section loads the form's script.
 */
export function ContactFormSection({ section, name, background }: SectionProps<'contact-form'>) {
  const { eyebrow, heading, intro } = section
  return (
    <HeadedSection name={name} background={background} heading={{ eyebrow, title: heading, text: intro }}>
      <ContactPanel headingLevel={3} />
    </HeadedSection>
  )
}

import { Card } from '#app/components/ui/card'
import { pages } from '#app/content/page-list'
import { ContactForm } from '#app/features/contact/contact-form'
import { ContactDetails } from './contact-details'

const { formSection: contactFormSection } = pages.contact.copy

/** Contact details beside the enquiry form: shared by the home page's Get In Touch and the Contact page. */
export function ContactPanel({ headingLevel }: { headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8">
      <div>
        <ContactDetails headingLevel={headingLevel} />
      </div>
      <Card className="p-6 sm:p-8">
        <Heading className="text-xl font-semibold text-slate-900">{contactFormSection.heading}</Heading>
        <p className="mt-2 text-sm text-slate-600">{contactFormSection.text}</p>
        <div className="mt-6">
          <ContactForm />
        </div>
      </Card>
    </div>
  )
}

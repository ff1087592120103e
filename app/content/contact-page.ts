/** Copy for the Contact page and the contact details card it shares with the home page (content/pages/contact.yaml). */
import { officeHoursLabel } from './business-facts'
import { entries } from './collections/pages'

export const { intro: contactIntro, details: contactDetails, formSection: contactFormSection } = entries.contact

/** When the office answers, kept once in content/pages/contact.yaml; `label` as the page shows it. */
export const officeHours = { ...entries.contact.officeHours, label: officeHoursLabel(entries.contact.officeHours) }

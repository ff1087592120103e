/** Copy for the Contact page and the contact details card it shares with the home page (content/pages/contact.yaml). */
import { entries } from './collections/pages'

export const { intro: contactIntro, details: contactDetails, formSection: contactFormSection } = entries.contact

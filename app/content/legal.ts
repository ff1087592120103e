/**
 * The Privacy Policy and Terms of Service: content/legal/privacy.md and terms.md, rendered by one
 * layout (app/components/sections/legal-document.tsx). Written for a UK consultancy whose only
 * personal-data flow is the contact form; {company}, {email} and {siteUrl} in them are filled from
 * the site configuration. Have them reviewed by a solicitor before you rely on them.
 */
import { entries } from './collections/legal'

/** A legal text: the date it last changed and its body as HTML. */
export type LegalDocument = (typeof entries)['privacy']

export const privacyPolicy: LegalDocument = entries.privacy
export const termsOfService: LegalDocument = entries.terms

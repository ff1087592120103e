import islandSrc from 'virtual:contact-island'
import { emptyContactForm } from './contact-schema'
import { DRAFT_KEY } from './draft-storage'
import { EnquiryForm } from './enquiry-form'
import { CONTACT_FORM_ATTRIBUTE, type ContactFormState, islandLoaderScript } from './island-loader'

const idle: ContactFormState = 'idle'
// The fields a draft keeps, as saveDraft keeps them (draft-storage.ts): never the honeypot.
const draftFields = Object.keys(emptyContactForm)

/**
 * The enquiry form as the prerendered page carries it: the real form, usable from first paint,
 * followed by the loader that fetches its island when the visitor touches it (island-loader.ts).
 * In development React Router hydrates the whole page instead (app/root.tsx), so no loader is
 * printed there.
 */
export function ContactForm() {
  return (
    <>
      <div {...{ [CONTACT_FORM_ATTRIBUTE]: idle }}>
        <EnquiryForm />
      </div>
      {import.meta.env.DEV || !islandSrc ? null : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script built from our own constants, hashed into the CSP
        <script dangerouslySetInnerHTML={{ __html: islandLoaderScript(islandSrc, DRAFT_KEY, draftFields) }} />
      )}
    </>
  )
}

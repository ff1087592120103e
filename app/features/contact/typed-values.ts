/**
 * The bridge between the prerendered form and its island: what a visitor typed before the
 * island's script arrived, and where the plain-HTML form sends an enquiry without JavaScript.
 */
import { type ContactFormValues, emptyContactForm } from './contact-schema'

const ENQUIRY_SUBJECT = 'Website enquiry'

/**
 * The site's enquiry endpoint, under its base path: the provider's send path, which `npm start`
 * and the hosts' functions answer (ENQUIRY_PATH of server/enquiry-endpoint.js, which app/ may not
 * import: pipeline/keyless-form.test.ts holds the two equal).
 */
export const ENQUIRY_PATH = '/api/v1.0/email/send'

/** The form's action without JavaScript where the site has an endpoint: a url-encoded post to it. */
export function endpointAction(basePath: string): string {
  return `${basePath}${ENQUIRY_PATH}`
}

/**
 * The form's action without JavaScript where nothing receives enquiries: the visitor's e-mail
 * client, with the fields as the message body (a POST of `text/plain` form data to a mailto: URL
 * becomes its body).
 */
export function mailtoAction(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(ENQUIRY_SUBJECT)}`
}

/**
 * Carries the form's mailtoAction in the prerendered page, so that the build can turn a form that
 * posts to the endpoint into one that goes by e-mail where there is none (pipeline/keyless-form.ts)
 * from the page alone.
 */
export const EMAIL_ACTION_ATTRIBUTE = 'data-email-action'

/**
 * Set on the form's area (to WITHOUT_SCRIPT_BY_EMAIL) by the build wherever the form's own post
 * cannot be delivered (pipeline/keyless-form.ts): there, a browser that runs no script shows the
 * written-out e-mail of app/features/contact/without-script-by-email.tsx instead of the form
 * (docs/decisions/041-the-e-mail-fallback-without-script.md).
 * The area is the island's root, whose own attributes React leaves alone. The class names that
 * read it spell it out: Tailwind finds a class only as written.
 */
export const WITHOUT_SCRIPT_ATTRIBUTE = 'data-enquiry-without-script'
export const WITHOUT_SCRIPT_BY_EMAIL = 'email'

/** The non-empty values of the six fields inside `container`, as the visitor left them. */
export function readTypedValues(container: ParentNode): Partial<ContactFormValues> {
  const typed: Partial<ContactFormValues> = {}
  for (const name of Object.keys(emptyContactForm) as (keyof ContactFormValues)[]) {
    const control = container.querySelector(`[name="${name}"]`)
    const value =
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
        ? control.value
        : ''
    if (value !== '') typed[name] = value
  }
  return typed
}

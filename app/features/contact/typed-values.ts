/**
 * The bridge between the prerendered form and its island: what a visitor typed before the
 * island's script arrived, and where the plain-HTML form sends an enquiry without JavaScript.
 */
import { type ContactFormValues, emptyContactForm } from './contact-schema'

const ENQUIRY_SUBJECT = 'Website enquiry'

/**
 * The form's action without JavaScript: the visitor's e-mail client, with the fields as the
 * message body (a POST of `text/plain` form data to a mailto: URL becomes its body).
 */
export function mailtoAction(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(ENQUIRY_SUBJECT)}`
}

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

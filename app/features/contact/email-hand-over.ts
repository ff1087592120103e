/**
 * When this website cannot deliver an enquiry itself (a build without e-mail provider keys served
 * where there is no enquiry endpoint: docs/product.md#delivery), the enquiry goes by e-mail
 * instead: the visitor's e-mail program opens with it filled in, as Send does there without
 * JavaScript (the form's mailtoAction, typed-values.ts). Nobody is asked to retry what cannot work.
 */
import { type Enquiry, serviceLabel } from './contact-schema'
import { mailtoAction } from './typed-values'

/** Shown beside Send wherever the enquiry is known to go by e-mail. */
export function byEmailNote(email: string): string {
  return `Send Message opens your e-mail program with your enquiry filled in, addressed to ${email}.`
}

/** What the visitor is told when Send hands the enquiry over. */
export function handOverMessage(email: string): string {
  return `Your e-mail program opens with your enquiry filled in: please send it from there. If it does not open, write to us at ${email}.`
}

/** The fields an e-mailed enquiry names before its message, as the form labels them. */
const LABELLED_FIELDS = ['Name', 'Email', 'Phone', 'Company', 'Service'] as const

/** A mailto: URL to `email` whose message is `lines`, every character encoded, so any mail program reads it whole. */
function mailtoWithBody(email: string, lines: string[]): string {
  return `${mailtoAction(email)}&body=${encodeURIComponent(lines.join('\r\n'))}`
}

/** A mailto: URL to `email` with the enquiry as the message: the fields as the form labels them, then the message. */
export function enquiryMailto(email: string, enquiry: Enquiry): string {
  const values = [enquiry.name, enquiry.email, enquiry.phone, enquiry.company, serviceLabel(enquiry.service)]
  return mailtoWithBody(email, [
    ...LABELLED_FIELDS.map((label, index) => `${label}: ${values[index]}`),
    '',
    enquiry.message,
  ])
}

/**
 * Without JavaScript, where the form's post cannot be delivered: a mailto: URL whose message is the
 * form's questions, as it labels them, to answer in the e-mail program (the services by name), since
 * nothing can carry what was typed into the form there (docs/decisions/041-the-e-mail-fallback-without-script.md).
 */
export function enquiryTemplateMailto(email: string, services: readonly string[]): string {
  const choices = `${services.slice(0, -1).join(', ')} or ${services.at(-1)}`
  const questions = LABELLED_FIELDS.map((label) => (label === 'Service' ? `${label} (${choices}): ` : `${label}: `))
  return mailtoWithBody(email, [...questions, '', 'Message:', ''])
}

/** What the written-out e-mail says, and its link's words, where the form is not shown without a script. */
export const withoutScriptCopy = {
  text: 'This page’s script is not running, so the form cannot send your enquiry.',
  link: 'Write it in your e-mail program',
  after: (email: string) => `: it opens addressed to ${email}, with the form’s questions to answer.`,
}

/** Opens the visitor's e-mail program (the page itself stays, with the form as it was). */
export function openEmailProgram(url: string): void {
  window.location.assign(url)
}

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

/** A mailto: URL to `email` with the enquiry as the message: the fields as the form labels them, then the message. */
export function enquiryMailto(email: string, enquiry: Enquiry): string {
  const body = [
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    `Company: ${enquiry.company}`,
    `Service: ${serviceLabel(enquiry.service)}`,
    '',
    enquiry.message,
  ].join('\r\n')
  return `${mailtoAction(email)}&body=${encodeURIComponent(body)}`
}

/** Opens the visitor's e-mail program (the page itself stays, with the form as it was). */
export function openEmailProgram(url: string): void {
  window.location.assign(url)
}

/**
 * The enquiry form's rules over this build's service choices. The rules and their messages are
 * one module every runtime shares (server/enquiry-rules.js): the form posted without JavaScript is
 * checked by `npm start` and each host's function with the very same rules.
 */
import type * as z from 'zod/mini'
import { createContactFormSchema } from '../../../server/enquiry-rules.js'

export { fieldMessages, HONEYPOT_FIELD } from '../../../server/enquiry-rules.js'

import { entries as serviceChoices } from '#app/content/replaced-at-build/service-choices'

type ServiceId = (typeof serviceChoices)[number]['id']

export type ServiceValue = ServiceId | 'other'

/** Each service by its id and title (content/services/), then 'Other' for anything else. */
export const serviceOptions: readonly { value: ServiceValue; label: string }[] = [
  ...serviceChoices.map((service) => ({ value: service.id, label: service.title })),
  { value: 'other', label: 'Other' },
]

/** The service's name as the form shows it: what the enquiry's e-mail and stored copy say. */
export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? value
}

const serviceValues = serviceOptions.map((option) => option.value) as [ServiceValue, ...ServiceValue[]]

/** The form's rules, shared with `npm start` and each host's function (server/enquiry-rules.js). */
export const ContactFormSchema = createContactFormSchema(serviceValues)

/** The values as the form holds them: every field a string, the service empty until chosen. */
export type ContactFormValues = z.input<typeof ContactFormSchema>

/** The checked, trimmed enquiry that is sent. */
export type Enquiry = z.output<typeof ContactFormSchema>

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
}

/** Characters the phone input accepts (docs/product.md#phone-characters): digits, plus, whitespace and hyphen. */
const PHONE_DISALLOWED = /[^\d+\s-]/g

/** Drops every character the phone field does not accept; used for typing and pasting alike. */
export function filterPhoneInput(value: string): string {
  return value.replace(PHONE_DISALLOWED, '')
}

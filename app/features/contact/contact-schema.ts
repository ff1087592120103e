/**
 * The enquiry form's rules and messages, worded as docs/product.md#field-rules gives them. Built on
 * `zod/mini`: the same rules as classic zod at a fraction of the bytes, which matters on a marketing site.
 */
import * as z from 'zod/mini'
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

/**
 * The honeypot's name: a field people never see, so only bots fill it in. The keyless endpoint
 * checks the same name (HONEYPOT_PARAM in server/enquiry-endpoint.js).
 */
export const HONEYPOT_FIELD = 'website'

const serviceValues = serviceOptions.map((option) => option.value) as [ServiceValue, ...ServiceValue[]]

/** What may remain of a phone number once spaces, hyphens and plus signs are removed. */
const PHONE_SEPARATORS = /[\s\-+]/g

/** Every message the form shows, worded as docs/product.md#field-rules gives them: tests read them from here. */
export const fieldMessages = {
  name: { tooShort: 'Name must be at least 2 characters', tooLong: 'Name must be less than 50 characters' },
  email: { invalid: 'Please enter a valid email address' },
  phone: {
    tooShort: 'Phone number must be at least 10 digits',
    tooLong: 'Phone number must be less than 15 digits',
    characters: 'Phone number can only contain numbers, spaces, hyphens and + symbol',
  },
  company: {
    tooShort: 'Company name must be at least 2 characters',
    tooLong: 'Company name must be less than 100 characters',
  },
  service: { missing: 'Please select a service' },
  message: { tooShort: 'Message must be at least 10 characters', tooLong: 'Message must be less than 1000 characters' },
} as const

/** Trims first, so a field of spaces never passes a length check and nothing padded is sent. */
function text(min: number, max: number, messages: { tooShort: string; tooLong: string }) {
  return z.string().check(z.trim(), z.minLength(min, messages.tooShort), z.maxLength(max, messages.tooLong))
}

export const ContactFormSchema = z.object({
  name: text(2, 50, fieldMessages.name),
  email: z.string().check(z.trim(), z.email(fieldMessages.email.invalid)),
  phone: z.string().check(
    z.trim(),
    // A phone number too short to judge gets only this message, not the character rule's as well.
    z.minLength(10, { error: fieldMessages.phone.tooShort, abort: true }),
    z.maxLength(15, fieldMessages.phone.tooLong),
    z.refine((value) => /^\d+$/.test(value.replace(PHONE_SEPARATORS, '')), {
      message: fieldMessages.phone.characters,
    }),
  ),
  company: text(2, 100, fieldMessages.company),
  // Input is any string (the select starts empty), output one of the four choices.
  service: z.pipe(z.string(), z.enum(serviceValues, { error: fieldMessages.service.missing })),
  message: text(10, 1000, fieldMessages.message),
})

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

// @ts-check
/**
 * The enquiry form's rules and messages, worded as docs/product.md#field-rules gives them: the one
 * statement of them for every runtime. The browser's form checks with them
 * (app/features/contact/contact-schema.ts), and so do `npm start` and each host's function when a
 * form is posted without JavaScript (./enquiry-handler.js). Built on `zod/mini`: the same rules as
 * classic zod at a fraction of the bytes the visitor's phone downloads. It imports nothing else,
 * so the app's bundle and each host's function can take it as it is.
 */
import * as z from 'zod/mini'

/** Every message the form shows: tests read them from here. */
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
}

/** The six fields, in the order the form shows them: a problem list follows it. */
export const ENQUIRY_FIELDS = /** @type {const} */ (['name', 'email', 'phone', 'company', 'service', 'message'])

/**
 * The form's honeypot: a field people never see, so only bots fill it in. Posted as a form field,
 * or as a template param of the provider's JSON body, under the same name.
 */
export const HONEYPOT_FIELD = 'website'

/** What people type between a phone number's digits: removed before the digits are counted. */
const PHONE_SEPARATORS = /[\s\-+]/g

/** The phone number's digits once its separators are removed, or undefined if anything else remains. */
function phoneDigits(/** @type {string} */ value) {
  const digits = value.replace(PHONE_SEPARATORS, '')
  return /^\d*$/.test(digits) ? digits : undefined
}

/** Trims first, so a field of spaces never passes a length check and nothing padded is sent. */
function text(
  /** @type {number} */ min,
  /** @type {number} */ max,
  /** @type {{ tooShort: string, tooLong: string }} */ messages,
) {
  return z.string().check(z.trim(), z.minLength(min, messages.tooShort), z.maxLength(max, messages.tooLong))
}

/**
 * The form's schema over the service choices the build offers (each service's id, then 'other').
 * @template {string} Service
 * @param {readonly [Service, ...Service[]]} serviceValues
 */
export function createContactFormSchema(serviceValues) {
  return z.object({
    name: text(2, 50, fieldMessages.name),
    email: z.string().check(z.trim(), z.email(fieldMessages.email.invalid)),
    // Digits are counted, as the messages say: `+44 20 7946 0123` is 12 digits in 16 characters.
    // Each check stops the next, so a number gets one message: what to fix first.
    phone: z.string().check(
      z.trim(),
      z.refine((value) => phoneDigits(value) !== undefined, {
        message: fieldMessages.phone.characters,
        abort: true,
      }),
      z.refine((value) => (phoneDigits(value) ?? '').length >= 10, {
        message: fieldMessages.phone.tooShort,
        abort: true,
      }),
      z.refine((value) => (phoneDigits(value) ?? '').length <= 15, { message: fieldMessages.phone.tooLong }),
    ),
    company: text(2, 100, fieldMessages.company),
    // Input is any string (the select starts empty), output one of the choices.
    service: z.pipe(z.string(), z.enum(serviceValues, { error: fieldMessages.service.missing })),
    message: text(10, 1000, fieldMessages.message),
  })
}

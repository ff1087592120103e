import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { SAMPLE_CONTENT_DIR } from '../../../tests/support/test-environment'
import {
  ContactFormSchema,
  type ContactFormValues,
  filterPhoneInput,
  fieldMessages as m,
  serviceOptions,
} from './contact-schema'

const valid: ContactFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 7700 900123',
  company: 'Analytical Engines',
  service: 'other',
  message: 'We would like to automate our invoicing.',
}

/** The messages for one field when every other field is valid; [] when it passes. */
function messagesFor(field: keyof ContactFormValues, value: string): string[] {
  const result = ContactFormSchema.safeParse({ ...valid, [field]: value })
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

test('a complete enquiry passes and comes out trimmed', () => {
  const result = ContactFormSchema.parse({ ...valid, name: `  ${valid.name}  `, message: `  ${valid.message}\n` })
  expect(result).toEqual(valid)
})

test.each([
  ['name', 1, [m.name.tooShort]],
  ['name', 2, []],
  ['name', 50, []],
  ['name', 51, [m.name.tooLong]],
  ['company', 1, [m.company.tooShort]],
  ['company', 2, []],
  ['company', 100, []],
  ['company', 101, [m.company.tooLong]],
  ['message', 9, [m.message.tooShort]],
  ['message', 10, []],
  ['message', 1000, []],
  ['message', 1001, [m.message.tooLong]],
] as const)('%s of %i characters', (field, length, messages) => {
  expect(messagesFor(field, 'a'.repeat(length))).toEqual(messages)
})

test.each([
  [9, [m.phone.tooShort]],
  [10, []],
  [15, []],
  [16, [m.phone.tooLong]],
] as const)('phone of %i digits', (length, messages) => {
  expect(messagesFor('phone', '1'.repeat(length))).toEqual(messages)
})

// Digits are counted, not characters: the old rule refused these (16 to 19 characters).
test.each(['+44 20 7946 0123', '+44 20 7946 0000', '+1 415-555-2671', '0044 20-7946-0123', '+44 20 7946 0123 45'])(
  'phone %j passes: 10 to 15 digits, however spaced',
  (phone) => {
    expect(messagesFor('phone', phone)).toEqual([])
  },
)

test('spaces, hyphens and plus signs do not count towards a phone number’s digits', () => {
  expect(messagesFor('phone', '+44 20 794 60')).toEqual([m.phone.tooShort])
  expect(messagesFor('phone', '1 2 3 4 5 6 7 8 9')).toEqual([m.phone.tooShort])
  expect(messagesFor('phone', '+44 20 7946 0123 4567')).toEqual([m.phone.tooLong])
})

test('phone may hold spaces, hyphens and plus signs around digits, nothing else', () => {
  expect(messagesFor('phone', '+44 7700-900123')).toEqual([])
  expect(messagesFor('phone', '+44 7700 900 12')).toEqual([])
  expect(messagesFor('phone', '(0)7700 900123')).toEqual([m.phone.characters])
  expect(messagesFor('phone', '07700 900abc')).toEqual([m.phone.characters])
  // One message at a time: what is not a phone number's character first, then the count of digits.
  expect(messagesFor('phone', 'abc')).toEqual([m.phone.characters])
  expect(messagesFor('phone', '+-+-+-+-+-')).toEqual([m.phone.tooShort])
})

test('surrounding spaces do not count towards a length', () => {
  expect(messagesFor('name', ' a ')).toEqual([m.name.tooShort])
  expect(messagesFor('phone', `  ${'1'.repeat(9)}  `)).toEqual([m.phone.tooShort])
})

test.each(['', 'ada', 'ada@', 'ada@example', 'ada @example.com'])('email %j is refused', (email) => {
  expect(messagesFor('email', email)).toEqual([m.email.invalid])
})

test('service must be one of the choices: a service by its file name in the services folder, or Other', () => {
  const ids = readdirSync(join(SAMPLE_CONTENT_DIR, 'services')).map((file) => file.replace(/\.yaml$/, ''))
  expect(serviceOptions.map((option) => option.value).sort()).toEqual([...ids, 'other'].sort())
  for (const { value } of serviceOptions) expect(messagesFor('service', value)).toEqual([])
  expect(messagesFor('service', '')).toEqual([m.service.missing])
  for (const { label } of serviceOptions) expect(messagesFor('service', label)).toEqual([m.service.missing])
})

test('an empty form yields exactly one message per field', () => {
  const result = ContactFormSchema.safeParse({ name: '', email: '', phone: '', company: '', service: '', message: '' })
  expect(result.success).toBe(false)
  const byField = result.error?.issues.map((issue) => [issue.path[0], issue.message])
  expect(byField).toEqual([
    ['name', m.name.tooShort],
    ['email', m.email.invalid],
    ['phone', m.phone.tooShort],
    ['company', m.company.tooShort],
    ['service', m.service.missing],
    ['message', m.message.tooShort],
  ])
})

test('the phone filter keeps digits, plus, whitespace and hyphens only', () => {
  expect(filterPhoneInput('+44 (0) 7700-900abc123')).toBe('+44 0 7700-900123')
  expect(filterPhoneInput('call me')).toBe(' ')
  fc.assert(
    fc.property(fc.string(), (input) => {
      const filtered = filterPhoneInput(input)
      expect(filtered).toMatch(/^[\d+\s-]*$/)
      // Filtering twice changes nothing, and allowed text passes through untouched.
      expect(filterPhoneInput(filtered)).toBe(filtered)
    }),
  )
})

// The one place the wording is spelt out: these messages are the product's (docs/product.md#field-rules),
// not the owner's copy, and every other test reads them from fieldMessages.
test('the messages say exactly what docs/product.md#field-rules says', () => {
  expect(m).toEqual({
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
    message: {
      tooShort: 'Message must be at least 10 characters',
      tooLong: 'Message must be less than 1000 characters',
    },
  })
})

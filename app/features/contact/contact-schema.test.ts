import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ContactFormSchema, type ContactFormValues, filterPhoneInput } from './contact-schema'

const valid: ContactFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 7700 900123',
  company: 'Analytical Engines',
  service: 'ai-automation',
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
  ['name', 1, ['Name must be at least 2 characters']],
  ['name', 2, []],
  ['name', 50, []],
  ['name', 51, ['Name must be less than 50 characters']],
  ['company', 1, ['Company name must be at least 2 characters']],
  ['company', 2, []],
  ['company', 100, []],
  ['company', 101, ['Company name must be less than 100 characters']],
  ['message', 9, ['Message must be at least 10 characters']],
  ['message', 10, []],
  ['message', 1000, []],
  ['message', 1001, ['Message must be less than 1000 characters']],
] as const)('%s of %i characters', (field, length, messages) => {
  expect(messagesFor(field, 'a'.repeat(length))).toEqual(messages)
})

test.each([
  [9, ['Phone number must be at least 10 digits']],
  [10, []],
  [15, []],
  [16, ['Phone number must be less than 15 digits']],
] as const)('phone of %i characters', (length, messages) => {
  expect(messagesFor('phone', '1'.repeat(length))).toEqual(messages)
})

test('phone may hold spaces, hyphens and plus signs around digits, nothing else', () => {
  expect(messagesFor('phone', '+44 7700-900123')).toEqual([])
  expect(messagesFor('phone', '+44 7700 900 12')).toEqual([])
  expect(messagesFor('phone', '(0)7700 900123')).toEqual([
    'Phone number can only contain numbers, spaces, hyphens and + symbol',
  ])
  expect(messagesFor('phone', '07700 900abc')).toEqual([
    'Phone number can only contain numbers, spaces, hyphens and + symbol',
  ])
  expect(messagesFor('phone', '+-+-+-+-+-')).toEqual([
    'Phone number can only contain numbers, spaces, hyphens and + symbol',
  ])
})

test('surrounding spaces do not count towards a length', () => {
  expect(messagesFor('name', ' a ')).toEqual(['Name must be at least 2 characters'])
  expect(messagesFor('phone', `  ${'1'.repeat(9)}  `)).toEqual(['Phone number must be at least 10 digits'])
})

test.each(['', 'ada', 'ada@', 'ada@example', 'ada @example.com'])('email %j is refused', (email) => {
  expect(messagesFor('email', email)).toEqual(['Please enter a valid email address'])
})

test('service must be one of the four choices', () => {
  for (const service of ['ai-automation', 'cybersecurity-resilience', 'digital-strategy', 'other']) {
    expect(messagesFor('service', service)).toEqual([])
  }
  expect(messagesFor('service', '')).toEqual(['Please select a service'])
  expect(messagesFor('service', 'AI & Automation')).toEqual(['Please select a service'])
})

test('an empty form yields exactly one message per field', () => {
  const result = ContactFormSchema.safeParse({ name: '', email: '', phone: '', company: '', service: '', message: '' })
  expect(result.success).toBe(false)
  const byField = result.error?.issues.map((issue) => [issue.path[0], issue.message])
  expect(byField).toEqual([
    ['name', 'Name must be at least 2 characters'],
    ['email', 'Please enter a valid email address'],
    ['phone', 'Phone number must be at least 10 digits'],
    ['company', 'Company name must be at least 2 characters'],
    ['service', 'Please select a service'],
    ['message', 'Message must be at least 10 characters'],
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

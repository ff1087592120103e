import { expect, test } from 'vitest'
import type { Enquiry } from './contact-schema'
import { enquiryMailto, enquiryTemplateMailto } from './email-hand-over'

/**
 * A mailto: URL as a mail program reads it (RFC 6068): the address, then `name=value` headers split
 * at `&`, each percent-decoded as UTF-8. No `+` means a space there, and no `&` may be left in a value.
 */
function asMailProgramReadsIt(url: string) {
  const [address = '', query = ''] = url.replace(/^mailto:/, '').split('?')
  const headers = query.split('&').map((pair) => pair.split('=').map((part) => decodeURIComponent(part)))
  return { to: decodeURIComponent(address), headers }
}

test('without a script, the e-mail asks the form’s questions as it labels them, every service by its name', () => {
  const url = enquiryTemplateMailto('hello@example.com', ['Café & Co', 'Security + Resilience', 'Other'])
  expect(asMailProgramReadsIt(url)).toEqual({
    to: 'hello@example.com',
    headers: [
      ['subject', 'Website enquiry'],
      [
        'body',
        [
          'Name: ',
          'Email: ',
          'Phone: ',
          'Company: ',
          'Service (Café & Co, Security + Resilience or Other): ',
          '',
          'Message:',
          '',
        ].join('\r\n'),
      ],
    ],
  })
  // Nothing in it is read differently by another program: no raw space, plus, ampersand or non-ASCII.
  expect(url.split('?')[1]).toMatch(/^[\w.~%=&!'()*-]+$/)
})

test('with a script, the e-mail holds what was typed, intact, after the form’s labels', () => {
  const enquiry: Enquiry = {
    name: 'Zoë Café',
    email: 'zoe@example.com',
    phone: '+44 20 7946 0123',
    company: 'Smith & Sons',
    service: 'other',
    message: 'Tea & cake? 100% yes.\nSecond line',
  }
  const { headers } = asMailProgramReadsIt(enquiryMailto('hello@example.com', enquiry))
  expect(headers).toEqual([
    ['subject', 'Website enquiry'],
    [
      'body',
      'Name: Zoë Café\r\nEmail: zoe@example.com\r\nPhone: +44 20 7946 0123\r\nCompany: Smith & Sons\r\nService: Other\r\n\r\nTea & cake? 100% yes.\nSecond line',
    ],
  ])
})

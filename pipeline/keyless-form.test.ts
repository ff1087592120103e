import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { basePathOf } from '../app/config/base-path'
import { site } from '../app/config/configuration'
import { type Enquiry, serviceOptions } from '../app/features/contact/contact-schema'
import { enquiryMailto, enquiryTemplateMailto } from '../app/features/contact/email-hand-over'
import { EnquiryForm } from '../app/features/contact/enquiry-form'
import { BY_EMAIL, CONTACT_FORM_ATTRIBUTE, DELIVERY_ATTRIBUTE } from '../app/features/contact/island-loader'
import {
  ENQUIRY_PATH,
  endpointAction,
  mailtoAction,
  WITHOUT_SCRIPT_ATTRIBUTE,
  WITHOUT_SCRIPT_BY_EMAIL,
} from '../app/features/contact/typed-values'
import { ENQUIRY_PATH as SERVER_ENQUIRY_PATH } from '../server/enquiry-endpoint.js'
import { markFormsByEmail, withFormsByEmail, writeFormsByEmail } from './keyless-form'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The form's area as the prerendered page prints it (contact-form.tsx), its form served with or without an endpoint. */
const area = (byEmail = false) =>
  renderToStaticMarkup(
    createElement('div', { [CONTACT_FORM_ATTRIBUTE]: 'idle' }, createElement(EnquiryForm, { byEmail })),
  )
const formTag = (html: string) => html.match(/<form\b[^>]*>/)?.[0] ?? ''
const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1]
/** A tag's attributes, as a browser reads them: in any order, names in any case. */
const attributes = (tag: string) =>
  [...tag.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name = '', value]) => `${name.toLowerCase()}=${value}`).sort()
const withoutScript = ` ${WITHOUT_SCRIPT_ATTRIBUTE}="${WITHOUT_SCRIPT_BY_EMAIL}"`
const marking = ` ${DELIVERY_ATTRIBUTE}="${BY_EMAIL}"${withoutScript}`

test('the prerendered form posts url-encoded to the endpoint the server answers, under the base path', () => {
  expect(ENQUIRY_PATH).toBe(SERVER_ENQUIRY_PATH)
  const form = formTag(area())
  expect(attribute(form, 'action')).toBe(`${basePathOf(site.url)}${SERVER_ENQUIRY_PATH}`)
  expect(attribute(form, 'method')).toBe('post')
  expect(attribute(form, 'enctype')).toBeUndefined()
  // A project site's endpoint is under its path, as every address of it is.
  expect(endpointAction('/repo')).toBe(`/repo${SERVER_ENQUIRY_PATH}`)
})

test('where there is no endpoint, the form goes to the e-mail program as text, and its area says so', () => {
  const page = `<main><p>Get in touch</p>${area()}<script>load()</script></main>`
  const marked = withFormsByEmail(page)
  const form = formTag(marked)
  expect(attribute(form, 'action')).toBe(mailtoAction(site.email))
  expect(attribute(form, 'enctype')).toBe('text/plain')
  expect(attribute(form, 'method')).toBe('post')
  expect(marked).toContain(`<div${marking} ${CONTACT_FORM_ATTRIBUTE}="idle">`)
  // Exactly as the island renders a form served without an endpoint, so hydrating it changes nothing.
  expect(attributes(form)).toEqual(attributes(formTag(area(true))))
  // Nothing else changes.
  expect(marked.replace(marking, '').replace(form, formTag(page))).toBe(page)
  expect(withFormsByEmail('<main><form action="/search" method="get"></form></main>')).toBe(
    '<main><form action="/search" method="get"></form></main>',
  )
})

test('every page with a form in a host folder is marked, in sub-folders too', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'services'))
  writeFileSync(join(dir, 'contact.html'), `<body>${area()}</body>`)
  writeFileSync(join(dir, 'services/x.html'), `<body>${area()}</body>`)
  writeFileSync(join(dir, 'about.html'), '<body>About</body>')
  writeFileSync(join(dir, 'app.js'), `x=" ${CONTACT_FORM_ATTRIBUTE}="`)
  expect(await markFormsByEmail(dir)).toBe(2)
  const marked = readFileSync(join(dir, 'services/x.html'), 'utf8')
  expect(marked).toContain(marking)
  expect(attribute(formTag(marked), 'action')).toBe(mailtoAction(site.email))
  expect(readFileSync(join(dir, 'about.html'), 'utf8')).toBe('<body>About</body>')
  expect(readFileSync(join(dir, 'app.js'), 'utf8')).toBe(`x=" ${CONTACT_FORM_ATTRIBUTE}="`)
})

test('with provider keys the script still sends, so only the form’s own post goes by e-mail: the area stays unmarked', () => {
  const page = `<main>${area()}</main>`
  const byEmail = withFormsByEmail(page, { scriptSends: true })
  expect(attribute(formTag(byEmail), 'action')).toBe(mailtoAction(site.email))
  expect(attribute(formTag(byEmail), 'enctype')).toBe('text/plain')
  expect(byEmail).not.toContain(` ${DELIVERY_ATTRIBUTE}=`)
  // Without a script the provider cannot be reached either: the e-mail written out shows instead.
  expect(byEmail).toContain(`<div${withoutScript} ${CONTACT_FORM_ATTRIBUTE}="idle">`)
})

test('the area holds the e-mail written out, hidden unless its mark is there and no script runs; the form the other way round', () => {
  const html = area()
  const link = html.match(/<p class="([^"]*)">[^<]*<a href="([^"]*)"/)
  expect(link?.[1]).toMatch(/(^| )hidden( |$)/)
  expect(link?.[1]).toContain(
    `in-data-[${WITHOUT_SCRIPT_ATTRIBUTE.slice('data-'.length)}=${WITHOUT_SCRIPT_BY_EMAIL}]:noscript:block`,
  )
  expect(attribute(formTag(html), 'class')).toContain(
    `in-data-[${WITHOUT_SCRIPT_ATTRIBUTE.slice('data-'.length)}=${WITHOUT_SCRIPT_BY_EMAIL}]:noscript:hidden`,
  )
  const href = (link?.[2] ?? '').replaceAll('&amp;', '&')
  expect(href).toBe(
    enquiryTemplateMailto(
      site.email,
      serviceOptions.map((option) => option.label),
    ),
  )
})

test('the pages nginx serves by e-mail are copies beside the build, with their gzip sibling and no stale brotli one', async () => {
  const from = mkdtempSync(join(tmpdir(), 'client-'))
  const to = mkdtempSync(join(tmpdir(), 'nginx-by-email-'))
  dirs.push(from, to)
  const contact = `<body>${area()}</body>`
  writeFileSync(join(from, 'contact.html'), contact)
  writeFileSync(join(from, 'contact.html.gz'), gzipSync(contact))
  writeFileSync(join(from, 'about.html'), '<body>About</body>')
  expect([...(await writeFormsByEmail(from, to))]).toEqual(['contact.html'])
  const copy = readFileSync(join(to, 'contact.html'), 'utf8')
  expect(copy).toBe(withFormsByEmail(contact))
  expect(gunzipSync(readFileSync(join(to, 'contact.html.gz'))).toString()).toBe(copy)
  expect(existsSync(join(to, 'about.html'))).toBe(false)
  // The build's own page is left as it was: npm start serves it with its endpoint.
  expect(readFileSync(join(from, 'contact.html'), 'utf8')).toBe(contact)
})

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

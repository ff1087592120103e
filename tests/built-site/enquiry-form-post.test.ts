/**
 * The enquiry form without JavaScript, as the test build wrote it: every form posts to the site's
 * endpoint, the two pages a post ends on are there: the sent page, a page of its own the endpoint
 * sends the browser on to, and the one it fills, never served by any address; where there is no endpoint (the GitHub Pages folder) the form goes to
 * the visitor's e-mail program. What the endpoint answers a post with is checked where it is made
 * (server/enquiry-handler.js); a visitor without JavaScript, in tests/e2e/contact.spec.ts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { site } from '../../app/config/configuration'
import { pages } from '../../app/content/page-list'
import { serviceOptions } from '../../app/features/contact/contact-schema'
import { HOST_FOLDERS } from '../../pipeline/hosts/write-deploy-files'
import { ENQUIRY_PATH } from '../../server/enquiry-endpoint.js'
import { ENQUIRY_ANSWERS, ENQUIRY_SENT_PAGE, listFiles, readServingRules } from '../../server/serving-rules.js'
import { get } from '../support/built-site'
import { TEST_BUILD_DIR } from '../support/test-environment'

const rules = readServingRules(TEST_BUILD_DIR)
const client = join(TEST_BUILD_DIR, 'client')
const html = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8')
/** Every document under `dir` with the enquiry forms' opening tags in it. */
const formsUnder = (dir: string) =>
  listFiles(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, page: html(dir, file), forms: html(dir, file).match(/<form\b[^>]*>/g) ?? [] }))
    .filter(({ forms }) => forms.length > 0)
const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1]

// The handler's own patterns (server/enquiry-handler.js): the h1's text, the message box's HTML.
const HEADING = /<h1\b[^>]*\sdata-enquiry-answer="heading"[^>]*>([^<]*)<\/h1>/
const MESSAGE = /<div\b[^>]*\sdata-enquiry-answer="message"[^>]*>([\s\S]*?)<\/div>/
const CONTROLS = ['name', 'email', 'phone', 'company', 'service', 'message', 'website']

test('every form of every built page posts url-encoded to the site’s endpoint, under its base path', () => {
  const found = formsUnder(client)
  expect(found.map(({ file }) => file)).toEqual(expect.arrayContaining(['index.html', 'contact.html']))
  expect(found.map(({ file }) => file)).toContain(ENQUIRY_ANSWERS.notSent)
  for (const { file, forms } of found) {
    for (const form of forms) {
      expect(attribute(form, 'action'), file).toBe(`${rules.basePath ?? ''}${ENQUIRY_PATH}`)
      expect(attribute(form, 'method'), file).toBe('post')
      expect(attribute(form, 'enctype'), file).toBeUndefined()
    }
  }
})

test('the serving rules say where the two answers are and which services the form offers', () => {
  expect(rules.enquiryAnswers).toEqual(ENQUIRY_ANSWERS)
  expect(rules.enquiryServices).toEqual(serviceOptions.map(({ value, label }) => ({ value, label })))
  expect(rules.enquiryServices?.at(-1)?.value).toBe('other')
  // Each has its policy, computed from its final HTML like every document's.
  for (const file of Object.values(ENQUIRY_ANSWERS)) expect(rules.headers.csp.documents[file], file).toBeTruthy()
})

test('both answers are in the site’s design, ask not to be indexed and carry the parts the endpoint fills', () => {
  for (const file of Object.values(ENQUIRY_ANSWERS)) {
    const page = html(client, file)
    expect(page, file).toContain('<meta name="robots" content="noindex"/>')
    expect(page, file).not.toContain('rel="canonical"')
    expect(page, file).toMatch(/<header\b[\s\S]*<main\b[\s\S]*<footer\b/)
    expect(page.match(HEADING)?.[1], file).toBeTruthy()
    const message = page.match(MESSAGE)?.[1] ?? ''
    expect(message, file).toMatch(/^<p>.+<\/p>$/)
    expect(message, `${file}: no <div> in the message`).not.toMatch(/<div\b/)
  }
  const sent = html(client, ENQUIRY_ANSWERS.sent)
  expect(sent.match(MESSAGE)?.[1]).toContain(pages.contact.copy.replyWithin)
  expect(sent).toContain(`href="${rules.basePath ?? ''}/"`)
  expect(sent).not.toMatch(/<form\b/)
})

test('the answer that was not sent holds the form as on /contact, its island, and the other ways to reach us', () => {
  const page = html(client, ENQUIRY_ANSWERS.notSent)
  // What a screen reader is taken to first: the message, announced, right after the h1.
  expect(page).toMatch(/<\/h1><div data-enquiry-answer="message" role="alert" tabindex="-1" autofocus=""/)
  const form = (text: string) => text.match(/<form\b[\s\S]*?<\/form>/)?.[0] ?? ''
  expect(form(page)).toBe(form(html(client, 'contact.html')))
  for (const name of CONTROLS) expect(form(page).match(new RegExp(` name="${name}"`, 'g')), name).toHaveLength(1)
  expect(page).toMatch(/data-contact-form="idle"[\s\S]*<\/form><\/div><script>\(function\(\)\{/)
  expect(page).toContain(`href="mailto:${site.email}"`)
  expect(page).toContain(pages.contact.copy.officeHours.label)
})

test('the sent page is a page of its own, not in sitemap.xml; the one the endpoint fills is no page: 404 at every address of it', async () => {
  const sitemap = await (await get('/sitemap.xml')).text()
  expect(sitemap).not.toMatch(/enquiry/)
  expect(rules.pages.filter((page) => page.includes('enquiry'))).toEqual([ENQUIRY_SENT_PAGE])
  const sent = await get(ENQUIRY_SENT_PAGE)
  expect(sent.status).toBe(200)
  expect(await sent.text()).toBe(html(client, ENQUIRY_ANSWERS.sent))
  const file = ENQUIRY_ANSWERS.notSent
  for (const path of [`/${file}`, `/${file.replace(/\.html$/, '')}`, `/${file.replace(/\.html$/, '/')}`]) {
    expect((await get(path)).status, path).toBe(404)
  }
  for (const path of ['/__enquiry-sent', '/__enquiry-not-sent', '/enquiry']) expect((await get(path)).status).toBe(404)
})

test('every host folder holds the sent page, none the one the endpoint fills', () => {
  for (const { dir, files: under = '' } of Object.values(HOST_FOLDERS)) {
    const files = listFiles(join(TEST_BUILD_DIR, dir, under))
    expect(files.length, dir).toBeGreaterThan(0)
    expect(
      files.filter((file) => file.includes('enquiry/')),
      dir,
    ).toEqual([ENQUIRY_ANSWERS.sent])
  }
})

test('the GitHub Pages folder has no endpoint: each form goes to the e-mail program and says so, and without a script the e-mail is written out as the form asks it', () => {
  const { dir, files } = HOST_FOLDERS.githubPages
  const found = formsUnder(join(TEST_BUILD_DIR, dir, files))
  expect(found.map(({ file }) => file)).toContain('contact.html')
  for (const { file, page, forms } of found) {
    expect(page, file).toContain(
      'data-enquiry-delivery="email" data-enquiry-without-script="email" data-contact-form="idle"',
    )
    // What the visitor's e-mail program is handed, as it reads it: the form's labels, services by name.
    const href = page.match(/<a href="(mailto:[^"]*&amp;body=[^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? ''
    const body = decodeURIComponent(href.split('&body=')[1] ?? '')
    const services = serviceOptions.map(({ label }) => label)
    expect(body.split('\r\n'), file).toEqual([
      'Name: ',
      'Email: ',
      'Phone: ',
      'Company: ',
      `Service (${services.slice(0, -1).join(', ')} or Other): `,
      '',
      'Message:',
      '',
    ])
    expect(href.startsWith(`mailto:${site.email}?subject=Website%20enquiry&body=`), file).toBe(true)
    for (const form of forms) {
      expect(attribute(form, 'action'), file).toBe(`mailto:${site.email}?subject=Website%20enquiry`)
      expect(attribute(form, 'enctype'), file).toBe('text/plain')
      expect(attribute(form, 'method'), file).toBe('post')
    }
  }
})

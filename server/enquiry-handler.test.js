// @vitest-environment node
// @ts-check
/**
 * The enquiry handler every host's function runs, called as an adapter calls it: what a visitor
 * and a bot are answered, and what reaches the owner's mailbox (the `send` each host provides).
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { enquiry, formHeaders, visitorForm, visitorRecord } from '../tests/support/enquiry-server.js'
import { CONTACT, makeBuild, SITE_ORIGIN } from '../tests/support/mini-build.js'
import { MAX_BODY_BYTES } from './enquiry-endpoint.js'
import { handleEnquiry } from './enquiry-handler.js'
import { readEnquirySite } from './enquiry-site.js'
import { ENQUIRY_SENT_PAGE } from './serving-rules.js'

const build = makeBuild()
afterAll(() => rmSync(build.dir, { recursive: true, force: true }))
const read = readEnquirySite(build.rules, join(build.dir, 'client'), { https: true })
if ('problem' in read) throw new Error(read.problem)
const { site } = read

/** @typedef {import('./enquiry-message.js').EnquiryMail} EnquiryMail */

/** One request as a host hands it over, and what the handler did with it. */
async function call({ method = 'POST', headers = {}, body = JSON.stringify(enquiry), fail = false } = {}) {
  /** @type {EnquiryMail[]} */
  const sent = []
  /** @type {string[]} */
  const errors = []
  const answer = await handleEnquiry(
    { method, headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers }, body },
    {
      site,
      send: async (mail) => {
        if (fail) throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
        sent.push(mail)
      },
      log: () => {},
      logError: (line) => errors.push(line),
    },
  )
  return { answer, sent, errors }
}

test('the script’s enquiry is e-mailed to the contact address, Reply-To the visitor, and answered OK', async () => {
  const { answer, sent } = await call()
  expect(answer).toMatchObject({ status: 200, body: 'OK' })
  expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests')
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({
    to: { name: CONTACT.name, address: CONTACT.email },
    from: { address: CONTACT.email },
    replyTo: { name: visitorRecord.name, address: visitorRecord.email },
  })
  for (const value of Object.values(visitorRecord)) expect(sent[0]?.text).toContain(value)
})

test('the form posted without JavaScript is e-mailed and sent on to the sent page, so a reload posts nothing', async () => {
  const { answer, sent } = await call({ headers: formHeaders, body: visitorForm })
  expect(answer.status).toBe(303)
  expect(answer.headers.location).toBe(ENQUIRY_SENT_PAGE)
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(sent[0]?.text).toContain('Service:  AI & Automation')
  // A project site's sent page is under its path, as every address of it is.
  const project = readEnquirySite({ ...build.rules, basePath: '/repo' }, join(build.dir, 'client'))
  expect('site' in project && project.site.sentPage).toBe(`/repo${ENQUIRY_SENT_PAGE}`)
})

test('a form with mistakes comes back with the values kept, each problem listed, and nothing sent', async () => {
  const posted = new URLSearchParams(visitorForm)
  posted.set('name', '<script>alert(1)</script>"')
  posted.set('phone', '12')
  posted.set('service', '')
  const { answer, sent } = await call({ headers: formHeaders, body: posted.toString() })
  expect(answer.status).toBe(422)
  expect(sent).toEqual([])
  expect(answer.body).toContain('data-enquiry-answer="heading">Please check your enquiry</h1>')
  expect(answer.body).toContain('<a href="#enquiry-phone">Phone number must be at least 10 digits</a>')
  expect(answer.body).toContain('<a href="#enquiry-service">Please select a service</a>')
  expect(answer.body).not.toContain('<script>alert(1)')
  expect(answer.body).toMatch(/name="name"[^>]* value="&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot;"/)
  expect(answer.body).toMatch(/<input[^>]*name="phone"[^>]*aria-invalid="true"/)
  expect(answer.body).toContain(
    `<textarea id="enquiry-message" name="message" rows="5">${visitorRecord.message}</textarea>`,
  )
  expect(answer.headers['content-security-policy']).toBe(
    `${build.rules.headers.csp.documents['enquiry/not-sent.html']}; upgrade-insecure-requests`,
  )
})

test('while the mail server is down nobody is told it was sent: values kept, the address offered, the log holds it', async () => {
  const script = await call({ fail: true })
  expect(script.answer.status).toBe(503)
  expect(script.answer.body).toContain(`e-mail us at ${CONTACT.email}`)
  expect(script.errors.join('\n')).toContain(visitorRecord.message)
  const form = await call({ headers: formHeaders, body: visitorForm, fail: true })
  expect(form.answer.status).toBe(503)
  expect(form.answer.body).toContain(`e-mail it to us at ${CONTACT.email}`)
  expect(form.answer.body).toMatch(/name="email"[^>]* value="ada@example.com"/)
  expect(form.answer.body).toContain('<option value="ai-automation" selected="">')
})

test('a bot filling the hidden field is answered as a person would be, and nothing is sent', async () => {
  const bot = new URLSearchParams(visitorForm)
  bot.set('website', 'https://spam.example')
  const form = await call({ headers: formHeaders, body: bot.toString() })
  expect(form.answer).toMatchObject({ status: 303, headers: { location: ENQUIRY_SENT_PAGE } })
  const script = await call({
    body: JSON.stringify({ ...enquiry, template_params: { ...enquiry.template_params, website: 'x' } }),
  })
  expect(script.answer.body).toBe('OK')
  expect([...form.sent, ...script.sent]).toEqual([])
})

test('a line break in a name adds no header: every header value is one line', async () => {
  const posted = new URLSearchParams(visitorForm)
  posted.set('name', 'Eve\r\nBcc: victim@example.com')
  const { sent } = await call({ headers: formHeaders, body: posted.toString() })
  const mail = sent[0]
  expect(mail?.replyTo?.name).toBe('Eve Bcc: victim@example.com')
  for (const value of [mail?.subject, mail?.replyTo?.name, mail?.from.name, mail?.messageId]) {
    expect(value).not.toMatch(/[\r\n]/)
  }
})

test('what the form never sends is refused before anything is sent', async () => {
  const refusals = [
    [{ method: 'GET' }, 405],
    [{ headers: { 'content-type': 'text/plain' } }, 415],
    [{ headers: { origin: 'https://evil.example' } }, 403],
    [{ body: JSON.stringify({ ...enquiry, template_params: { message: 'x'.repeat(MAX_BODY_BYTES) } }) }, 413],
    [{ body: '{"user_id":' }, 400],
  ]
  for (const [request, status] of /** @type {[Parameters<typeof call>[0], number][]} */ (refusals)) {
    const { answer, sent } = await call(request)
    expect(answer.status, JSON.stringify(request).slice(0, 80)).toBe(status)
    expect(sent).toEqual([])
  }
})

// @vitest-environment node
// @ts-check
/**
 * Enquiries e-mailed to the owner as `npm start` does with SMTP_URL, received by a local mail
 * server (tests/stand-ins/mail-server.ts) and read from the raw bytes it got.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, expect, test } from 'vitest'
import { freePort, headerLines, startMailServer } from '../tests/stand-ins/mail-server'
import {
  enquiry,
  enquiryServers,
  formHeaders,
  post,
  visitorForm,
  visitorRecord,
} from '../tests/support/enquiry-server.js'
import { CONTACT, SITE_ORIGIN } from '../tests/support/mini-build.js'
import { createSmtpSender } from './enquiry-mail.js'
import { ENQUIRY_SENT_PAGE } from './serving-rules.js'

const servers = enquiryServers()
/** Mail servers this file started. @type {{ close: () => Promise<void> }[]} */
const mailServers = []
afterEach(async () => {
  await servers.stopAll()
  for (const mail of mailServers.splice(0)) await mail.close()
})
afterAll(servers.remove)

async function mailServer(/** @type {Parameters<typeof startMailServer>[0]} */ options = {}) {
  const mail = await startMailServer(options)
  mailServers.push(mail)
  return mail
}

/** The enquiry file's e-mail state. */
function mailState(/** @type {string} */ dir, /** @type {string} */ file) {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')).mail
}

test('an enquiry arrives at the contact address, Reply-To the visitor, with every field in its body', async () => {
  const mail = await mailServer()
  const server = await servers.start({ smtpUrl: mail.url })
  expect((await post(server.port)).status).toBe(200)
  await expect.poll(() => mail.received.length).toBe(1)
  // The outbox's own line, not the route's "being e-mailed": it comes once the mail server answered.
  await expect.poll(() => server.logged.some((line) => /^Enquiry \w+ e-mailed to /.test(line))).toBe(true)
  const [received] = mail.received
  if (!received) throw new Error('nothing received')
  const { parsed } = received
  expect(received.to, 'the envelope: nobody else gets it').toEqual([CONTACT.email])
  expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value).toEqual([
    { name: CONTACT.name, address: CONTACT.email },
  ])
  expect(parsed.replyTo?.value).toEqual([{ name: visitorRecord.name, address: visitorRecord.email }])
  expect(parsed.from?.value).toEqual([{ name: `${CONTACT.name} website`, address: CONTACT.email }])
  expect(parsed.subject).toBe(
    `New enquiry from ${visitorRecord.name} (${visitorRecord.company}): ${visitorRecord.service}`,
  )
  for (const [field, value] of Object.entries(visitorRecord)) expect(parsed.text, field).toContain(value)
  expect(parsed.text).toContain(`contact form of ${SITE_ORIGIN}`)
  const [file = ''] = server.stored()
  const id = file.slice(-13, -5)
  expect(parsed.text).toContain(`npm run enquiries -- ${id}`)
  // The file is updated once the mail server has answered, a moment after it received the message.
  await expect.poll(() => mailState(server.dir, file)).toMatchObject({ state: 'sent', to: CONTACT.email, tries: 1 })
  // The route's "received" line and the outbox's "e-mailed" line may come in either order.
  expect(server.logged).toContain(`Enquiry ${id} e-mailed to ${CONTACT.email}.`)
  console.log(`The message as the mail server received it:\n${received.raw.replace(/\r\n/g, '\n')}`)
})

test('posted without JavaScript, the enquiry is e-mailed the same way and the post sent on to the sent page', async () => {
  const mail = await mailServer()
  const server = await servers.start({ smtpUrl: mail.url })
  const answer = await post(server.port, { headers: formHeaders, payload: visitorForm })
  expect(answer.status).toBe(303)
  expect(answer.headers.location).toBe(ENQUIRY_SENT_PAGE)
  // The address the browser then asks for is a page npm start serves.
  const page = await fetch(`http://127.0.0.1:${server.port}${answer.headers.location}`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('data-enquiry-answer="heading">Thank you</h1>')
  await expect.poll(() => mail.received.length).toBe(1)
  const parsed = mail.received[0]?.parsed
  expect(parsed?.replyTo?.value).toEqual([{ name: visitorRecord.name, address: visitorRecord.email }])
  // The service by the name the form shows, as the script sends it.
  for (const [field, value] of Object.entries(visitorRecord)) expect(parsed?.text, field).toContain(value)
})

test('nothing a visitor types reaches a header: line breaks in every field, very long fields, names not in ASCII', async () => {
  const mail = await mailServer()
  const server = await servers.start({ smtpUrl: mail.url })
  const hostile = {
    from_name: 'Zoë Ångström 山田\r\nBcc: x@y',
    from_email: 'zoe@example.com\r\nBcc: z@y',
    phone: '+44 7700 900123\nX-Injected: phone',
    company: `${'Very Long Company '.repeat(300)}\r\nX-Injected: company`,
    service: 'Other\rX-Injected: service',
    message: 'First line\r\nBcc: q@r\r\n.\r\nMAIL FROM:<evil@example.net>\r\nRCPT TO:<evil@example.net>\r\nlast line',
  }
  const payload = JSON.stringify({ ...enquiry, template_params: hostile })
  expect((await post(server.port, { payload })).status).toBe(200)
  // The same fields stored with their line breaks (a file of another origin): sent bypassing the route.
  const direct = createSmtpSender({
    server: { host: '127.0.0.1', port: mail.port, secure: false, requireTLS: false, shown: mail.url },
    recipient: () => ({ contact: CONTACT, siteOrigin: SITE_ORIGIN }),
  })
  const record = {
    receivedAt: new Date().toISOString(),
    name: hostile.from_name,
    email: hostile.from_email,
    phone: hostile.phone,
    company: hostile.company,
    service: hostile.service,
    message: hostile.message,
  }
  await direct.send({ id: 'raw00001', name: 'raw-record', enquiry: record }, new AbortController().signal)
  // A name in any script with a good address: encoded in Reply-To, and read back as typed.
  const zoe = { ...record, name: 'Zoë Ångström 山田', email: 'zoe@example.com', company: 'Ørsted & Søn' }
  await direct.send({ id: 'raw00002', name: 'non-ascii', enquiry: zoe }, new AbortController().signal)
  direct.close()
  await expect.poll(() => mail.received.length).toBe(3)
  const unicode = mail.received.pop()
  expect(unicode?.parsed.replyTo?.value).toEqual([{ name: 'Zoë Ångström 山田', address: 'zoe@example.com' }])
  expect(headerLines(unicode?.raw ?? '').find((line) => line.startsWith('Reply-To:'))).toMatch(
    /^Reply-To: =\?UTF-8\?[BQ]\?.*\?= <zoe@example\.com>$/,
  )

  for (const { raw, to, parsed } of mail.received) {
    const headers = headerLines(raw)
    expect(to, 'the envelope').toEqual([CONTACT.email])
    expect(headers.filter((line) => /^(bcc|cc|x-injected|mail from|rcpt to)\b/i.test(line))).toEqual([])
    expect(
      raw.split('\r\n').every((line) => line.length <= 998),
      'every line within SMTP’s limit',
    ).toBe(true)
    expect(parsed.bcc).toBeUndefined()
    expect(parsed.subject).toMatch(
      /^New enquiry from Zoë Ångström 山田 Bcc: x@y \(Very Long Company .*…\): Other X-Injected: service$/,
    )
    // An address with a line break in it is no address: no Reply-To, and the body says so.
    expect(parsed.replyTo).toBeUndefined()
    expect(parsed.text).toContain('no Reply-To')
    // The body has every field whole, the message with its lines, the lone dot included.
    expect(parsed.text).toContain('Very Long Company '.repeat(300).trim())
    expect(parsed.text).toContain(
      'First line\nBcc: q@r\n.\nMAIL FROM:<evil@example.net>\nRCPT TO:<evil@example.net>\nlast line',
    )
  }
  console.log(`Headers of the hostile enquiry as received:\n${headerLines(mail.received[0]?.raw ?? '').join('\n')}`)
})

test('a message the mail server refuses for good is marked refused, logged as an error and not tried again', async () => {
  const mail = await mailServer({ refuse: () => '550 5.1.1 Mailbox unavailable' })
  const server = await servers.start({ smtpUrl: mail.url, retry: { firstMs: 20, maxMs: 40 } })
  expect((await post(server.port)).status).toBe(200)
  const [file = ''] = server.stored()
  await expect.poll(() => mailState(server.dir, file)?.state).toBe('refused')
  await new Promise((done) => setTimeout(done, 300))
  expect(mailState(server.dir, file)).toMatchObject({
    state: 'refused',
    tries: 1,
    error: expect.stringContaining('550'),
  })
  expect(server.errors).toEqual([
    expect.stringMatching(
      /^Enquiry [0-9a-f]{8} NOT e-mailed: the mail server refused it for good \(550 5\.1\.1 Mailbox unavailable.*npm start tries it once more when it next starts\.$/,
    ),
  ])
  expect(mail.received).toEqual([])
})

test('one stored while the mail server is down arrives once it is back; every try in between is recorded', async () => {
  const port = await freePort()
  const server = await servers.start({ smtpUrl: `smtp://127.0.0.1:${port}`, retry: { firstMs: 100, maxMs: 400 } })
  const t0 = Date.now()
  /** @type {string[]} */
  const timeline = []
  const at = (/** @type {string} */ what) => timeline.push(`${String(Date.now() - t0).padStart(5)} ms  ${what}`)
  expect((await post(server.port)).status).toBe(200)
  at('enquiry posted: 200, stored')
  const [file = ''] = server.stored()
  // Three tries are 0.3 s apart at the least; a machine busy with the other stages makes them seconds
  // (expect.poll waits up to 10 s here: vitest.config.ts).
  await expect.poll(() => mailState(server.dir, file)?.tries ?? 0).toBeGreaterThanOrEqual(3)
  const waiting = mailState(server.dir, file)
  at(`still waiting after ${waiting.tries} tries, last error: ${waiting.lastError}`)
  expect(waiting).toMatchObject({ state: 'waiting', lastError: expect.stringContaining('ECONNREFUSED') })
  expect(server.errors, 'the same error is logged once').toHaveLength(1)
  const mail = await mailServer({ port })
  at('mail server up')
  await expect.poll(() => mail.received.length).toBe(1)
  at(`received: ${mail.received[0]?.parsed.subject}`)
  await expect.poll(() => mailState(server.dir, file).state).toBe('sent')
  const sent = mailState(server.dir, file)
  at(`recorded: ${JSON.stringify(sent)}`)
  expect(sent).toMatchObject({ state: 'sent', to: CONTACT.email })
  expect(sent.tries).toBeGreaterThan(waiting.tries)
  // The outbox records the file first, then logs: on a busy machine the line comes a moment later.
  await expect
    .poll(() => server.logged.at(-1))
    .toMatch(new RegExp(`e-mailed to ${CONTACT.email} at try ${sent.tries}, waiting since`))
  console.log(`Down, then up (retries every 100 ms doubling to 400 ms in this test):\n${timeline.join('\n')}`)
})

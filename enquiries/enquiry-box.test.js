// @ts-check
/**
 * The enquiry domain on a store (./enquiry-box.js), over the in-memory store: kept before it is
 * e-mailed, tried again when due and sent once, refused for good kept and marked, a visitor's flood
 * and a full store refused, the retention period, and what the owner reads.
 */
import { expect, test } from 'vitest'
import { createEnquiryBox, LIMITS } from './enquiry-box.js'
import { createMemoryStorage } from './memory-storage.js'

const fields = { name: 'Ada', email: 'ada@example.com', phone: '', company: 'A Ltd', service: 'Audit', message: 'Hi' }

function clock(start = Date.parse('2026-11-29T10:00:00.000Z')) {
  let at = start
  return { now: () => new Date(at), pass: (/** @type {number} */ ms) => (at += ms) }
}

/** A mail server that is down until `up()`, then takes every message, counting them. */
function mailServer() {
  const sent = /** @type {string[]} */ ([])
  let down = true
  /** @type {import('./enquiry-box.js').Send} */
  const send = async (enquiry, id) => {
    if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
    sent.push(`${id} ${enquiry.name}`)
    return { to: 'owner@example.com' }
  }
  return { sent, send, up: () => (down = false) }
}

test('an enquiry kept while the mail server is down goes at the next request once it is back, exactly once', async () => {
  const time = clock()
  const box = createEnquiryBox(createMemoryStorage(), { now: time.now, logError: () => {} })
  const mail = mailServer()
  const kept = await box.keep(fields, '198.51.100.7')
  if (!kept.kept) throw new Error('not kept')
  expect(await box.deliver(kept.key, mail.send)).toBe('waiting')
  expect((await box.list())[0]?.enquiry.mail).toMatchObject({ state: 'waiting', tries: 1 })
  expect((await box.health()).failingSince).toBe('2026-11-29T10:00:00.000Z')
  mail.up()
  time.pass(1_000)
  expect(await box.deliverDue(mail.send)).toBe(1)
  expect(await box.deliverDue(mail.send)).toBe(0)
  expect(mail.sent).toHaveLength(1)
  const [listed] = await box.list()
  expect(listed?.enquiry.mail).toMatchObject({ state: 'sent', to: 'owner@example.com', tries: 2 })
  const health = await box.health()
  expect(health.lastSentAt).toBe('2026-11-29T10:00:01.000Z')
  expect(health.failingSince).toBeUndefined()
})

test('after the first retry fails, the next waits a minute, then two', async () => {
  const time = clock()
  const box = createEnquiryBox(createMemoryStorage(), { now: time.now, logError: () => {} })
  const mail = mailServer()
  const kept = await box.keep(fields, 'v')
  if (!kept.kept) throw new Error('not kept')
  await box.deliver(kept.key, mail.send)
  await box.deliverDue(mail.send)
  mail.up()
  time.pass(59_000)
  expect(await box.deliverDue(mail.send)).toBe(0)
  time.pass(1_000)
  expect(await box.deliverDue(mail.send)).toBe(1)
})

test('one being sent elsewhere is not sent again until its lease ends', async () => {
  const time = clock()
  const storage = createMemoryStorage()
  const box = createEnquiryBox(storage, { now: time.now, logError: () => {} })
  const kept = await box.keep(fields, 'v')
  if (!kept.kept) throw new Error('not kept')
  /** @type {() => void} */
  let release = () => {}
  const slow = box.deliver(kept.key, () => new Promise((done) => (release = () => done({ to: 'o@example.com' }))))
  await new Promise((done) => setTimeout(done, 0))
  const other = mailServer()
  other.up()
  expect(await box.deliver(kept.key, other.send)).toBe('busy')
  release()
  expect(await slow).toBe('sent')
  expect(other.sent).toEqual([])
})

test('a message refused for good is kept, marked, and never tried again by itself; Retry now tries it', async () => {
  const box = createEnquiryBox(createMemoryStorage(), { logError: () => {} })
  const kept = await box.keep(fields, 'v')
  if (!kept.kept) throw new Error('not kept')
  const refuse = async () => {
    throw Object.assign(new Error('550 5.1.1 Mailbox unknown'), { permanent: true })
  }
  expect(await box.deliver(kept.key, refuse)).toBe('refused')
  const mail = mailServer()
  mail.up()
  expect(await box.deliverDue(mail.send)).toBe(0)
  const [listed] = await box.list()
  expect(listed?.enquiry).toMatchObject({
    message: 'Hi',
    mail: { state: 'refused', error: '550 5.1.1 Mailbox unknown' },
  })
  expect(await box.retryNow(listed?.id ?? '', mail.send)).toBe('sent')
  expect(mail.sent).toHaveLength(1)
})

test('a visitor may leave only so many an hour, and the store only holds so many waiting', async () => {
  const time = clock()
  const storage = createMemoryStorage()
  const box = createEnquiryBox(storage, { now: time.now, limits: { maxWaiting: 12 } })
  const outcomes = []
  for (let count = 0; count < LIMITS.perVisitor + 2; count += 1) outcomes.push((await box.keep(fields, 'flood')).kept)
  expect(outcomes.filter(Boolean)).toHaveLength(LIMITS.perVisitor)
  expect(await box.keep(fields, 'flood')).toEqual({ kept: false, why: 'limited' })
  expect((await box.keep(fields, 'other')).kept).toBe(true)
  expect((await box.keep(fields, 'other')).kept).toBe(true)
  expect(await box.keep(fields, 'third')).toEqual({ kept: false, why: 'full' })
  expect((await box.list()).length).toBe(12)
  // A visitor's address is never kept, only a hash of it.
  expect([...storage.entries.keys(), ...storage.entries.values()].join(' ')).not.toContain('flood')
  time.pass(LIMITS.visitorWindowMs)
  await box.remove((await box.list())[0]?.id ?? '')
  expect((await box.keep(fields, 'flood')).kept).toBe(true)
})

test('enquiries older than the retention period are deleted, newer ones stay; the owner reads newest first', async () => {
  const time = clock()
  const box = createEnquiryBox(createMemoryStorage(), { now: time.now, limits: { retentionDays: 90 } })
  await box.keep({ ...fields, name: 'Old' }, 'a')
  time.pass(30 * 24 * 3_600_000)
  await box.keep({ ...fields, name: 'New' }, 'b')
  expect((await box.list()).map(({ enquiry }) => enquiry.name)).toEqual(['New', 'Old'])
  time.pass(61 * 24 * 3_600_000)
  await box.sweep()
  expect((await box.list()).map(({ enquiry }) => enquiry.name)).toEqual(['New'])
})

test('per enquiry delivered at once, a store is asked a handful of times (what decision 046 counts)', async () => {
  const storage = createMemoryStorage()
  const box = createEnquiryBox(storage)
  const mail = mailServer()
  mail.up()
  const kept = await box.keep(fields, 'v')
  if (!kept.kept) throw new Error('not kept')
  await box.deliver(kept.key, mail.send)
  await box.deliverDue(mail.send)
  console.log('store operations per enquiry:', JSON.stringify(storage.operations))
  expect(storage.operations).toEqual({ get: 3, put: 6, delete: 1, list: 3 })
})

test('the mail server’s last words become advice the owner can act on', async () => {
  const { mailboxAdvice } = await import('./mailbox-advice.js')
  expect(mailboxAdvice('535 5.7.8 Username and Password not accepted', 'Netlify')).toBe(
    "Your mail server refused the login: make a new app password in your mail account's security settings and update SMTP_URL in Netlify's settings, then redeploy.",
  )
  expect(mailboxAdvice('connect ECONNREFUSED 127.0.0.1:2525', 'Vercel')).toMatch(/^Your mail server did not answer/)
  expect(mailboxAdvice("SMTP_URL is not set: set it in the host's settings, then redeploy", 'Vercel')).toMatch(
    /^SMTP_URL is missing or mistyped/,
  )
  expect(mailboxAdvice('452 4.5.3 Daily sending quota exceeded', 'Netlify')).toMatch(/daily sending limit/)
  expect(mailboxAdvice('550 5.1.1 Mailbox unknown', 'Netlify')).toMatch(/refused to deliver to the contact address/)
})

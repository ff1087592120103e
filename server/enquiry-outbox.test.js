// @vitest-environment node
// @ts-check
/** The outbox's schedule and its bookkeeping, with a send function standing in for the mail server. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { RETRY, retryDelay } from '../enquiries/retry.js'
import { visitorParams } from '../tests/support/enquiry-server.js'
import { toStoredEnquiry } from './enquiry-files.js'
import { createEnquiryOutbox } from './enquiry-outbox.js'
import { createEnquiryStore } from './enquiry-store.js'

/** @typedef {import('./enquiry-files.js').StoredEnquiry} StoredEnquiry */
/** @typedef {import('./enquiry-files.js').MailState} MailState */

/** @type {string[]} */
const dirs = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A store in a new directory, and a way to add an enquiry received at `at` in a given e-mail state. */
function storeIn() {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'))
  dirs.push(dir)
  const store = createEnquiryStore({ dir })
  /** @param {string} at @param {MailState | undefined} mail @param {string} name */
  async function add(at, mail, name = visitorParams.from_name) {
    const record = {
      ...toStoredEnquiry({ ...visitorParams, from_name: name }, new Date(at)),
      ...(mail ? { mail } : {}),
    }
    const outcome = await store.store(record, new Date(at))
    if (!outcome.stored) throw new Error('not stored')
    return outcome.file
  }
  const mailOf = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8')).mail
  return { dir, store, add, mailOf }
}

const waiting = (/** @type {string} */ since) => /** @type {MailState} */ ({ state: 'waiting', since, tries: 0 })

test('the retry schedule doubles from a second and never waits more than a minute, whatever it is given', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((failures) => retryDelay(failures))).toEqual([
    1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
  ])
  expect(RETRY.maxMs).toBe(60_000)
  let longest = 0
  for (let failures = 1; failures <= 100_000; failures += 1) {
    longest = Math.max(longest, retryDelay(failures), retryDelay(failures, { firstMs: 30_000, maxMs: 3_600_000 }))
  }
  expect(longest).toBe(60_000)
  expect(retryDelay(1, { firstMs: 50, maxMs: 200 })).toBe(50)
  expect(retryDelay(40, { firstMs: 50, maxMs: 200 })).toBe(200)
})

test('a mail server that keeps failing gets the enquiry again on the schedule, counted from each try’s start', async () => {
  const { dir, store, add, mailOf } = storeIn()
  const file = await add('2026-11-25T12:55:00.000Z', waiting('2026-11-25T12:55:00.000Z'))
  /** @type {number[]} */
  const starts = []
  const outbox = createEnquiryOutbox({
    dir,
    store,
    retry: { firstMs: 40, maxMs: 160 },
    log: () => {},
    logError: () => {},
    async send() {
      starts.push(Date.now())
      // Each try takes a while, as a slow mail server's would.
      await new Promise((done) => setTimeout(done, 30))
      throw Object.assign(new Error('connect ECONNREFUSED'), { permanent: false })
    },
  })
  outbox.add(file)
  await expect.poll(() => starts.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(9)
  await outbox.stop()
  const gaps = starts.slice(1).map((start, index) => start - (starts[index] ?? 0))
  // 40, 80, 160, 160 … from each start: never sooner than the schedule, and the 30 ms a try takes
  // is within the wait, not on top of it. A busy machine only ever delays a timer, so counting from
  // each try's end would make every gap at least 190 ms: one gap under that shows the start counts.
  const steady = gaps.slice(3)
  expect(
    steady.every((gap) => gap >= 150),
    `gaps ${gaps}`,
  ).toBe(true)
  expect(Math.min(...steady), `gaps ${gaps}`).toBeLessThan(160 + 25)
  // The try that stop cut short is not counted.
  const { tries, ...mail } = mailOf(file)
  expect(mail).toMatchObject({ state: 'waiting', lastError: 'connect ECONNREFUSED' })
  expect([starts.length - 1, starts.length]).toContain(tries)
})

test('stopping while a send hangs aborts it soon; the enquiry stays waiting for the next start', async () => {
  const { dir, store, add, mailOf } = storeIn()
  const file = await add('2026-11-25T12:55:00.000Z', waiting('2026-11-25T12:55:00.000Z'))
  let aborted = false
  const outbox = createEnquiryOutbox({
    dir,
    store,
    graceMs: 100,
    log: () => {},
    logError: () => {},
    send: (_mailed, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true
          reject(Object.assign(new Error('aborted'), { permanent: false }))
        })
      }),
  })
  outbox.add(file)
  await new Promise((done) => setTimeout(done, 50))
  const stopping = Date.now()
  await outbox.stop()
  expect(Date.now() - stopping).toBeLessThan(1_000)
  expect(aborted).toBe(true)
  expect(mailOf(file)).toEqual(waiting('2026-11-25T12:55:00.000Z'))
})

test('a send that finishes within the grace at stop is recorded as sent, not sent again', async () => {
  const { dir, store, add, mailOf } = storeIn()
  const file = await add('2026-11-25T12:55:00.000Z', waiting('2026-11-25T12:55:00.000Z'))
  const outbox = createEnquiryOutbox({
    dir,
    store,
    graceMs: 2_000,
    log: () => {},
    send: () => new Promise((resolve) => setTimeout(() => resolve({ to: 'owner@example.com' }), 200)),
  })
  outbox.add(file)
  await new Promise((done) => setTimeout(done, 50))
  await outbox.stop()
  expect(mailOf(file)).toMatchObject({ state: 'sent', to: 'owner@example.com', tries: 1 })
})

test('at start: what waits and what was refused is sent, oldest first; what was sent or never to be e-mailed is not', async () => {
  const { dir, store, add, mailOf } = storeIn()
  const refused = await add(
    '2026-11-25T10:00:00.000Z',
    { state: 'refused', refusedAt: '2026-11-25T10:00:01.000Z', error: '550 no', tries: 1 },
    'Refused Earlier',
  )
  await add('2026-11-25T09:00:00.000Z', undefined, 'Stored Without SMTP')
  await add(
    '2026-11-25T11:00:00.000Z',
    { state: 'sent', sentAt: '2026-11-25T11:00:01.000Z', to: 'owner@example.com', tries: 1 },
    'Sent Already',
  )
  const older = await add('2026-11-25T08:00:00.000Z', waiting('2026-11-25T08:00:00.000Z'), 'Waiting Longest')
  await add('2026-11-25T12:00:00.000Z', waiting('2026-11-25T12:00:00.000Z'), 'Waiting Since Noon')
  /** @type {string[]} */
  const sent = []
  /** @type {string[]} */
  const logged = []
  const outbox = createEnquiryOutbox({
    dir,
    store,
    log: (line) => logged.push(line),
    async send({ enquiry }) {
      sent.push(enquiry.name)
      return { to: 'owner@example.com' }
    },
  })
  expect(outbox.resume()).toEqual({ waiting: 2, refused: 1 })
  await expect.poll(() => sent).toEqual(['Waiting Longest', 'Refused Earlier', 'Waiting Since Noon'])
  await outbox.stop()
  expect(mailOf(older)).toMatchObject({ state: 'sent', tries: 1 })
  expect(mailOf(refused)).toMatchObject({ state: 'sent', tries: 2 })
  expect(logged[1]).toMatch(
    /^Enquiry [0-9a-f]{8} e-mailed to owner@example\.com at try 2, waiting since 2026-11-25T10:00:00\.000Z\.$/,
  )
})

test('a state that cannot be written is logged and the next enquiry still goes', async () => {
  const { dir, store, add } = storeIn()
  const first = await add('2026-11-25T08:00:00.000Z', waiting('2026-11-25T08:00:00.000Z'), 'First')
  const second = await add('2026-11-25T09:00:00.000Z', waiting('2026-11-25T09:00:00.000Z'), 'Second')
  /** @type {string[]} */
  const sent = []
  /** @type {string[]} */
  const errors = []
  const outbox = createEnquiryOutbox({
    dir,
    store: {
      rewrite: (file, record) => (file === first ? Promise.reject(new Error('ENOSPC')) : store.rewrite(file, record)),
    },
    log: () => {},
    logError: (line) => errors.push(line),
    async send({ enquiry }) {
      sent.push(enquiry.name)
      return { to: 'owner@example.com' }
    },
  })
  outbox.add(first)
  outbox.add(second)
  await expect.poll(() => sent).toEqual(['First', 'Second'])
  await outbox.stop()
  expect(errors).toEqual([`Could not record in ${first} whether it was e-mailed (Error: ENOSPC).`])
})

// @ts-check
/**
 * The owner's inbox (./enquiry-inbox.js) over the in-memory store, GitHub answered by a stand-in
 * fetch: who may read (no token, a revoked one, one that cannot push, one that can), GitHub's
 * answer cached a minute and asked again after, the list newest first with each state and the
 * mailbox's health as advice, Retry now and Delete, and every answer uncacheable with the site's headers.
 */
import { expect, test } from 'vitest'
import { createEnquiryBox } from '../enquiries/enquiry-box.js'
import { createMemoryStorage } from '../enquiries/memory-storage.js'
import { createRepositoryAccess, handleInbox } from './enquiry-inbox.js'

const site = /** @type {import('./enquiry-handler.js').EnquirySite} */ (
  /** @type {unknown} */ ({
    securityHeaders: { 'x-content-type-options': 'nosniff' },
    contact: { email: 'o@example.com' },
  })
)
const fields = { name: 'Ada', email: 'ada@example.com', phone: '', company: '', service: 'Audit', message: 'Hi' }

/** GitHub's `GET /repos/{owner}/{name}` for three tokens, counting the questions. */
function gitHub() {
  const asked = /** @type {string[]} */ ([])
  /** @type {typeof globalThis.fetch} */
  const answer = async (url, init) => {
    const token = String(new Headers(init?.headers).get('authorization')).replace('Bearer ', '')
    asked.push(String(url))
    if (token === 'revoked') return new Response('{"message":"Bad credentials"}', { status: 401 })
    const push = token === 'can-push'
    return Response.json({ full_name: 'owner/site', permissions: { pull: true, push } })
  }
  return { asked, fetch: answer }
}

function inbox(now = () => 0) {
  const github = gitHub()
  const access = createRepositoryAccess({ repository: 'owner/site', fetch: github.fetch, now })
  const box = createEnquiryBox(createMemoryStorage(), { logError: () => {} })
  const send = async () => ({ to: 'o@example.com' })
  const sendTest = async () => {
    throw new Error('535 5.7.8 Username and Password not accepted')
  }
  const ask = (/** @type {string} */ token, method = 'GET', body = '') =>
    handleInbox(
      { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body },
      { site, access, box, send, sendTest, host: 'Netlify', missing: '' },
    )
  return { github, box, ask }
}

test('only a token that may push to the site’s repository reads the inbox; every answer is no-store with the site’s headers', async () => {
  const { ask, github } = inbox()
  const answers = await Promise.all(['', 'revoked', 'read-only', 'can-push'].map((token) => ask(token)))
  expect(answers.map((answer) => answer.status)).toEqual([401, 401, 403, 200])
  for (const answer of answers) {
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  }
  expect(answers[0]?.headers['www-authenticate']).toBe('Bearer')
  expect(github.asked).toEqual(Array(3).fill('https://api.github.com/repos/owner/site'))
})

test('GitHub’s answer is kept a minute, then asked again', async () => {
  let at = 0
  const { ask, github } = inbox(() => at)
  await ask('can-push')
  at = 59_000
  await ask('can-push')
  expect(github.asked).toHaveLength(1)
  at = 61_000
  await ask('can-push')
  expect(github.asked).toHaveLength(2)
})

test('a flood of made-up tokens keeps at most a thousand answers: past them, the owner’s is asked again', async () => {
  const { ask, github } = inbox()
  await ask('can-push')
  for (let made = 0; made < 1_000; made += 1) await ask(`made-up-${made}`)
  expect(github.asked).toHaveLength(1_001)
  await ask('can-push')
  expect(github.asked).toHaveLength(1_002)
})

test('the owner reads each enquiry newest first with its state and the mailbox’s health as advice; Retry now and Delete', async () => {
  const { ask, box } = inbox()
  const first = await box.keep({ ...fields, name: 'First' }, 'a')
  await new Promise((done) => setTimeout(done, 5))
  const second = await box.keep({ ...fields, name: 'Second' }, 'b')
  if (!first.kept || !second.kept) throw new Error('not kept')
  await box.deliver(first.key, async () => {
    throw new Error('535 5.7.8 Username and Password not accepted')
  })
  const listed = JSON.parse((await ask('can-push')).body)
  expect(listed.enquiries.map((/** @type {{ enquiry: { name: string } }} */ { enquiry }) => enquiry.name)).toEqual([
    'Second',
    'First',
  ])
  expect(listed.enquiries[1].enquiry.mail).toMatchObject({
    state: 'waiting',
    tries: 1,
    lastError: expect.stringMatching(/535/),
  })
  expect(listed.health.advice).toMatch(/refused the login: make a new app password .* Netlify's settings/)
  const firstId = listed.enquiries[1].id
  const retried = await ask('can-push', 'POST', JSON.stringify({ action: 'retry', id: firstId }))
  expect(JSON.parse(retried.body)).toEqual({ id: firstId, state: 'sent' })
  const deleted = await ask('can-push', 'POST', JSON.stringify({ action: 'delete', id: firstId }))
  expect([deleted.status, JSON.parse(deleted.body).deleted]).toEqual([200, true])
  expect((await box.list()).map(({ enquiry }) => enquiry.name)).toEqual(['Second'])
  // One that cannot push can do neither.
  expect(
    (await ask('read-only', 'POST', JSON.stringify({ action: 'delete', id: listed.enquiries[0].id }))).status,
  ).toBe(403)
  expect(await box.list()).toHaveLength(1)
})

test('Send a test enquiry answers how it went, with advice when the mailbox refuses; only for a token that may push', async () => {
  const { ask } = inbox()
  const tested = await ask('can-push', 'POST', JSON.stringify({ action: 'test' }))
  expect(JSON.parse(tested.body)).toMatchObject({
    sent: false,
    error: '535 5.7.8 Username and Password not accepted',
    advice: expect.stringMatching(/^Your mail server refused the login/),
  })
  expect((await ask('read-only', 'POST', JSON.stringify({ action: 'test' }))).status).toBe(403)
})

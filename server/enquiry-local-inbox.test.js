// @vitest-environment node
// @ts-check
/**
 * `npm start`'s inbox over HTTP, at the enquiry endpoint's path as on every host: who may read it
 * (asked of a stand-in of the Git host /admin/config.yml names), what it lists of `npm start`'s own
 * files with the mailbox's health read off them, Retry now, Delete and the test enquiry.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createEnquiryBox } from '../enquiries/enquiry-box.js'
import { makeBuild } from '../tests/support/mini-build.js'
import { ENQUIRY_PATH } from './enquiry-endpoint.js'
import { createFileStorage } from './enquiry-file-storage.js'
import { createLocalInbox, healthOfKept } from './enquiry-local-inbox.js'
import { createEnquiryRoute, INBOX_LIMIT } from './enquiry-route.js'
import { createEnquiryStore } from './enquiry-store.js'
import { fixedBuild } from './served-build.js'
import { createSiteServer } from './site-server.js'

const build = makeBuild()
const cleanups = /** @type {(() => unknown)[]} */ ([])
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
  rmSync(build.dir, { recursive: true, force: true })
})

/** GitHub's `GET /repos/owner/site` under /api/v3, as a GitHub Enterprise (and Sveltia's api_root) has it. */
async function gitHost() {
  const asked = /** @type {string[]} */ ([])
  const server = createServer((request, response) => {
    asked.push(String(request.url))
    const token = String(request.headers.authorization).replace('Bearer ', '')
    const known = request.url === '/api/v3/repos/owner/site' && token !== 'revoked'
    response.writeHead(known ? 200 : 401, { 'content-type': 'application/json' })
    response.end(JSON.stringify(known ? { permissions: { pull: true, push: token === 'can-push' } } : {}))
  })
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)))
  cleanups.push(() => server.close())
  const address = server.address()
  return { asked, port: typeof address === 'object' && address ? address.port : 0 }
}

const fields = { name: 'Ada', email: 'ada@example.com', phone: '', company: '', service: 'Audit', message: 'Hi' }

test('npm start answers the inbox at the enquiry path: refused without a token, a revoked one or one that cannot push; shown, acted on and tested with one that can', async () => {
  const github = await gitHost()
  mkdirSync(join(build.dir, 'client', 'admin'), { recursive: true })
  const editorConfig = { backend: { name: 'github', repo: 'owner/site', api_root: `http://127.0.0.1:${github.port}` } }
  writeFileSync(join(build.dir, 'client', 'admin', 'config.yml'), JSON.stringify(editorConfig))
  const dir = join(build.dir, 'enquiries')
  mkdirSync(dir)
  // One delivered, one that waits because the mail server refused the login, kept as npm start keeps them.
  const box = createEnquiryBox(createFileStorage(dir), { logError: () => {} })
  const first = await box.keep({ ...fields, name: 'First' }, 'a')
  await new Promise((later) => setTimeout(later, 5))
  const second = await box.keep({ ...fields, name: 'Second' }, 'b')
  if (!first.kept || !second.kept) throw new Error('not kept')
  await box.deliver(first.key, async () => ({ to: 'hello@example.com' }))
  await box.deliver(second.key, async () => {
    throw new Error('Invalid login: 535 5.7.8 Username and Password not accepted')
  })
  const served = fixedBuild(build.dir, false).current
  const app = await createSiteServer({
    buildDir: build.dir,
    plugins: [
      createEnquiryRoute({ store: createEnquiryStore({ dir }), served, inbox: createLocalInbox({ dir, served }) }),
    ],
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  cleanups.push(() => app.close())
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${ENQUIRY_PATH}`
  const ask = async (/** @type {string | undefined} */ token, /** @type {object} */ body = {}) => {
    const response = await fetch(url, {
      method: Object.keys(body).length ? 'POST' : 'GET',
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(Object.keys(body).length ? { 'content-type': 'application/json' } : {}),
      },
      ...(Object.keys(body).length ? { body: JSON.stringify(body) } : {}),
    })
    return { status: response.status, cache: response.headers.get('cache-control'), json: await response.json() }
  }

  // Without Authorization the path is the form's endpoint, as before: it takes POSTs only.
  expect((await fetch(url)).status).toBe(405)
  const refused = await Promise.all(['', 'revoked', 'read-only'].map((token) => ask(token)))
  expect(refused.map(({ status }) => status)).toEqual([401, 401, 403])
  expect(github.asked).toEqual(Array(2).fill('/api/v3/repos/owner/site'))

  const shown = await ask('can-push')
  expect(shown.status).toBe(200)
  expect(shown.cache).toBe('no-store')
  expect(shown.json.enquiries.map((/** @type {{ enquiry: { name: string } }} */ each) => each.enquiry.name)).toEqual([
    'Second',
    'First',
  ])
  expect(shown.json.health.lastSentAt).toBeDefined()
  expect(shown.json.health.failingSince).toBeDefined()
  expect(shown.json.health.advice).toMatch(/refused the login: make a new app password/)

  // Without SMTP_URL, Retry now leaves it waiting, and the test enquiry says how to set it.
  const secondId = second.key.slice(second.key.lastIndexOf('-') + 1)
  expect((await ask('can-push', { action: 'retry', id: secondId })).json.state).toBe('waiting')
  const tested = await ask('can-push', { action: 'test' })
  expect(tested.json).toMatchObject({ sent: false, advice: expect.stringMatching(/^SMTP_URL is missing/) })
  // Delete removes npm start's own file.
  expect((await ask('can-push', { action: 'delete', id: secondId })).json.deleted).toBe(true)
  expect(readdirSync(dir).filter((name) => name.endsWith('.json'))).toEqual([`${first.key}.json`])
  // A token that cannot push may not act either.
  expect((await ask('read-only', { action: 'delete', id: 'x' })).status).toBe(403)

  // A flood of made-up tokens from one address stops at the inbox's limit: GitHub is not asked for each.
  const askedBefore = github.asked.length
  let answered = 0
  let status = 0
  for (; answered < INBOX_LIMIT.perClient + 5 && status !== 429; answered += 1)
    status = (await fetch(url, { headers: { authorization: `Bearer made-up-${answered}` } })).status
  expect(status).toBe(429)
  expect(answered).toBeLessThanOrEqual(INBOX_LIMIT.perClient)
  expect(github.asked.length - askedBefore).toBeLessThan(INBOX_LIMIT.perClient)
})

test('the mailbox’s health is read off the kept enquiries: the last sent, and what failed after it', () => {
  const at = (/** @type {number} */ hour) => `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`
  const kept = (/** @type {import('../enquiries/enquiry-record.js').MailState | undefined} */ mail) => ({
    enquiry: { receivedAt: at(1), ...fields, ...(mail ? { mail } : {}) },
  })
  const sent = kept({ state: 'sent', sentAt: at(5), to: 'o@example.com', tries: 1 })
  const failedBefore = kept({ state: 'refused', refusedAt: at(4), error: 'old', tries: 1 })
  expect(healthOfKept([sent, failedBefore, kept(undefined)])).toEqual({ lastSentAt: at(5) })
  const waiting = kept({ state: 'waiting', since: at(6), tries: 2, lastTryAt: at(8), lastError: '535 no' })
  const refused = kept({ state: 'refused', refusedAt: at(7), error: '550 no', tries: 1 })
  expect(healthOfKept([waiting, refused, sent])).toEqual({
    lastSentAt: at(5),
    failingSince: at(7),
    lastError: '535 no',
  })
  expect(healthOfKept([])).toEqual({})
})

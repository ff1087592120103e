// @vitest-environment node
// @ts-check
/**
 * `npm start` with SMTP_URL, as an owner runs it, against a local mail server that goes down and
 * comes back: nothing stored is lost across a restart or a shutdown in the middle of a send, and
 * `npm run enquiries` says which wait.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { runEnquiries } from '../scripts/enquiries'
import { freePort, startMailServer } from '../tests/stand-ins/mail-server'
import { post } from '../tests/support/enquiry-server.js'
import { CONTACT, makeBuild } from '../tests/support/mini-build.js'
import { launchServer } from '../tests/support/site-process'

const build = makeBuild()
/** @type {(() => unknown)[]} */
const cleanups = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  rmSync(build.dir, { recursive: true, force: true })
})

/** npm start on the mini build, e-mailing through `port`, storing in `enquiryDir`. */
async function serve(/** @type {number} */ port, /** @type {string} */ enquiryDir) {
  const server = await launchServer({
    BUILD_DIR: build.dir,
    ENQUIRY_DIR: enquiryDir,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  })
  cleanups.push(() => server.stop())
  expect(server.port, server.output()).toBeGreaterThan(0)
  return server
}

/** The e-mail states of the enquiries in `dir`, oldest first. */
const states = (/** @type {string} */ dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')).mail?.state)

test('an enquiry stored while the mail server is down arrives after a restart, and one stored while it is down arrives once it is back', async () => {
  const port = await freePort()
  const dir = join(build.dir, 'enquiries-restart')
  const t0 = Date.now()
  /** @type {string[]} */
  const timeline = []
  const at = (/** @type {string} */ what) => timeline.push(`${String(Date.now() - t0).padStart(6)} ms  ${what}`)

  const first = await serve(port, dir)
  at('npm start up, mail server down')
  expect((await post(first.port)).status).toBe(200)
  at('enquiry 1 posted: 200')
  await expect.poll(first.output, { timeout: 10_000 }).toMatch(/not e-mailed yet \(.*ECONNREFUSED.*\), try 1/)
  at('npm start: enquiry 1 not e-mailed yet (ECONNREFUSED), retrying')
  const listed = runEnquiries([], { ENQUIRY_DIR: dir }).output
  expect(listed).toMatch(/Waiting to be e-mailed[\s\S]*#1 since .*ECONNREFUSED/)
  at(
    `npm run enquiries: ${listed
      .split('\n')
      .find((line) => line.includes('#1 since'))
      ?.trim()}`,
  )
  expect(await first.stop()).toBe(0)
  at('npm start stopped (SIGTERM, exit 0)')

  const mail = await startMailServer({ port })
  cleanups.push(() => mail.close())
  at('mail server up')
  const second = await serve(port, dir)
  at('npm start up again')
  await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(1)
  at(`received: "${mail.received[0]?.parsed.subject}" to ${mail.received[0]?.to}`)
  expect(second.output()).toContain('1 stored earlier wait to be e-mailed: sending them now.')
  expect(mail.received[0]?.to).toEqual([CONTACT.email])
  await expect.poll(() => states(dir)).toEqual(['sent'])

  await mail.close()
  at('mail server down')
  expect((await post(second.port)).status).toBe(200)
  at('enquiry 2 posted: 200')
  await expect.poll(second.output, { timeout: 10_000 }).toMatch(/not e-mailed yet \(.*ECONNREFUSED.*\), try 1/)
  at('npm start: enquiry 2 not e-mailed yet, retrying')
  const back = await startMailServer({ port })
  cleanups.push(() => back.close())
  at('mail server up')
  // The default schedule: 1 s, 2 s, 4 s … after the first try.
  await expect.poll(() => back.received.length, { timeout: 15_000 }).toBe(1)
  at(`received: "${back.received[0]?.parsed.subject}"`)
  await expect.poll(() => states(dir)).toEqual(['sent', 'sent'])
  expect(runEnquiries([], { ENQUIRY_DIR: dir }).output).toContain('Waiting to be e-mailed: none.')
  expect(await second.stop()).toBe(0)
  console.log(`npm start with SMTP_URL, the mail server down and up:\n${timeline.join('\n')}`)
}, 60_000)

test('a send in flight at SIGTERM neither loses the enquiry nor holds the process', async () => {
  // A mail server that takes the connection and never says a word.
  const silent = createServer(() => {})
  await new Promise((done) => silent.listen(0, '127.0.0.1', () => done(undefined)))
  cleanups.push(() => new Promise((done) => silent.close(done)))
  const address = silent.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const dir = join(build.dir, 'enquiries-sigterm')
  const server = await serve(port, dir)
  expect((await post(server.port)).status).toBe(200)
  await new Promise((done) => setTimeout(done, 300))
  const signalled = Date.now()
  expect(await server.stop()).toBe(0)
  const took = Date.now() - signalled
  console.log(`SIGTERM with a send in flight: exited 0 after ${took} ms`)
  expect(took).toBeLessThan(5_000)
  expect(states(dir)).toEqual(['waiting'])
}, 30_000)

test('a malformed SMTP_URL stops npm start at once, naming the variable', async () => {
  const server = await launchServer({ BUILD_DIR: build.dir, SMTP_URL: 'smtp.example.com:587' })
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain('- SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587')
}, 15_000)

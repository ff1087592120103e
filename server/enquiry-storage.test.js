// @vitest-environment node
// @ts-check
/** What the local enquiry endpoint keeps: the stored record, the spam it drops, and nothing lost when storing fails. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, expect, test } from 'vitest'
import { enquiry, enquiryServers, post, visitorRecord } from '../tests/support/enquiry-server.js'
import { CONTACT } from '../tests/support/mini-build.js'
import { HONEYPOT_PARAM } from './enquiry-endpoint.js'
import { readEnquiries, readSpamCount } from './enquiry-files.js'
import { createEnquiryStore } from './enquiry-store.js'

const servers = enquiryServers()
const startServer = servers.start
afterEach(servers.stopAll)
afterAll(servers.remove)

test('an enquiry is stored compactly as the visitor wrote it, with no plumbing, readable by the server only', async () => {
  const server = await startServer()
  const response = await post(server.port)
  expect(response.status).toBe(200)
  const [file = ''] = server.stored()
  const text = readFileSync(join(server.dir, file), 'utf8')
  expect(text).toBe(`${JSON.stringify({ receivedAt: JSON.parse(text).receivedAt, ...visitorRecord })}\n`)
  expect(Date.parse(JSON.parse(text).receivedAt)).toBeGreaterThan(Date.now() - 60_000)
  expect(statSync(join(server.dir, file)).mode & 0o777).toBe(0o600)
  expect(server.logged.join('\n')).toContain(`stored in ${join(server.dir, file)}`)
})

test('a filled honeypot is answered like a success, counted, and never stored', async () => {
  const server = await startServer()
  const spam = { ...enquiry, template_params: { ...enquiry.template_params, [HONEYPOT_PARAM]: 'https://spam.example' } }
  for (const from of ['127.0.0.2', '127.0.0.3']) {
    const response = await post(server.port, { from, payload: JSON.stringify(spam) })
    expect(response.status).toBe(200)
    expect(response.text).toBe('OK')
  }
  expect(server.stored()).toEqual([])
  expect(readSpamCount(server.dir)?.dropped).toBe(2)
  expect(statSync(join(server.dir, 'spam-count')).mode & 0o777).toBe(0o600)
  expect(server.logged.at(-1)).toMatch(/dropped as spam .*not stored: 2 dropped so far/)
  expect(JSON.stringify(server.logged)).not.toContain('Ada Lovelace')
  // An empty honeypot is what people send: stored as usual.
  const person = { ...enquiry, template_params: { ...enquiry.template_params, [HONEYPOT_PARAM]: ' ' } }
  expect((await post(server.port, { from: '127.0.0.4', payload: JSON.stringify(person) })).status).toBe(200)
  expect(readEnquiries(server.dir).enquiries.map(({ enquiry }) => enquiry.name)).toEqual(['Ada Lovelace'])
})

test('drops at the same moment are all counted, and the count survives a restart', async () => {
  const server = await startServer({ limits: { perClient: 100, perClientWindowMs: 60_000, perDay: 100 } })
  const spam = JSON.stringify({ ...enquiry, template_params: { [HONEYPOT_PARAM]: 'x' } })
  await Promise.all(Array.from({ length: 10 }, () => post(server.port, { payload: spam })))
  expect(readSpamCount(server.dir)?.dropped).toBe(10)
  const again = createEnquiryStore({ dir: server.dir })
  expect(await again.countSpam(new Date())).toBe(11)
})

test('at the storage cap: 503 offering the contact address, and the enquiry is written to stderr in full', async () => {
  const server = await startServer({ maxCount: 2 })
  expect((await post(server.port)).status).toBe(200)
  expect((await post(server.port, { from: '127.0.0.3' })).status).toBe(200)
  const full = await post(server.port, { from: '127.0.0.4' })
  expect(full.status).toBe(503)
  expect(full.text).toContain(
    `could not be sent just now. Please try again in a few minutes, or e-mail us at ${CONTACT.email}`,
  )
  expect(server.stored()).toHaveLength(2)
  expect(server.errors.join('\n')).toContain('"name":"Ada Lovelace"')
  expect(server.errors.join('\n')).toContain('"message":"Please automate our weaving."')
})

test('a write that fails half-way leaves no file behind, and the enquiry is logged in full', async () => {
  const server = await startServer({
    openFile: async (path, flags, mode) => {
      const { open } = await import('node:fs/promises')
      const handle = await open(path, flags, mode)
      // The disk fills up after a few bytes.
      handle.writeFile = async () => {
        await handle.write('{"receivedAt"')
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
      }
      return handle
    },
  })
  const response = await post(server.port)
  expect(response.status).toBe(503)
  expect(readdirSync(server.dir)).toEqual([])
  expect(server.errors.join('\n')).toContain('ENOSPC')
  expect(server.errors.join('\n')).toContain('Please automate our weaving.')
})

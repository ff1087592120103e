// @vitest-environment node
// @ts-check
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, afterEach, expect, test } from 'vitest'
import { makeBuild, SITE_ORIGIN } from '../tests/support/mini-build.js'
import { ENQUIRY_PATH, HONEYPOT_PARAM } from './enquiry-endpoint.js'
import { readEnquiries, readSpamCount } from './enquiry-files.js'
import { createEnquiryRoute } from './enquiry-route.js'
import { createEnquiryStore } from './enquiry-store.js'
import { createSiteServer } from './site-server.js'

const build = makeBuild()
afterAll(() => rmSync(build.dir, { recursive: true, force: true }))

const enquiry = {
  lib_version: '4.4.1',
  user_id: 'local-stand-in',
  service_id: 'local-stand-in',
  template_id: 'local-stand-in',
  template_params: {
    from_name: 'Ada Lovelace',
    from_email: 'ada@example.com',
    phone: '+44 7700 900123',
    company: 'Analytical Engines',
    service: 'AI & Automation',
    message: 'Please automate our weaving.',
  },
}
const body = JSON.stringify(enquiry)

/** @type {(() => Promise<void>)[]} */
const cleanups = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/**
 * A real server with the enquiry route and its own directory.
 * @param {{ limits?: Parameters<typeof createEnquiryRoute>[0]['limits'], maxCount?: number, trustProxy?: number,
 *   openFile?: Parameters<typeof createEnquiryStore>[0]['openFile'] }} [options]
 */
async function startServer({ limits, maxCount, trustProxy, openFile } = {}) {
  const dir = join(build.dir, `enquiries-${cleanups.length}-${Date.now()}`)
  mkdirSync(dir)
  /** @type {string[]} */
  const errors = []
  /** @type {string[]} */
  const logged = []
  const app = await createSiteServer({
    buildDir: build.dir,
    trustProxy,
    plugins: [
      createEnquiryRoute({
        store: createEnquiryStore({ dir, maxCount, openFile }),
        siteOrigin: SITE_ORIGIN,
        limits,
        log: (line) => logged.push(line),
        logError: (line) => errors.push(line),
      }),
    ],
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  cleanups.push(() => app.close())
  return { port, dir, errors, logged, stored: () => readdirSync(dir).filter((name) => name.endsWith('.json')) }
}

/**
 * POSTs from a chosen loopback address, so that two "visitors" can be told apart.
 * @param {number} port @param {{ from?: string, headers?: Record<string, string>, payload?: string }} [options]
 * @returns {Promise<{ status: number, text: string, headers: import('node:http').IncomingHttpHeaders }>}
 */
function post(port, { from = '127.0.0.2', headers = {}, payload = body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: ENQUIRY_PATH,
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

test('an enquiry is stored compactly as the visitor wrote it, with no plumbing, readable by the server only', async () => {
  const server = await startServer()
  const response = await post(server.port)
  expect(response.status).toBe(200)
  const [file = ''] = server.stored()
  const text = readFileSync(join(server.dir, file), 'utf8')
  expect(text).toBe(
    `${JSON.stringify({
      receivedAt: JSON.parse(text).receivedAt,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 7700 900123',
      company: 'Analytical Engines',
      service: 'AI & Automation',
      message: 'Please automate our weaving.',
    })}\n`,
  )
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

test('a body the provider would refuse is answered 400 naming what is wrong, and nothing is stored', async () => {
  const server = await startServer({ limits: { perClient: 100, perClientWindowMs: 60_000, perDay: 100 } })
  const refused = [
    [null, 'body must be object'],
    [[], 'body must be object'],
    ['text', 'body must be object'],
    [{ ...enquiry, user_id: undefined }, "must have required property 'user_id'"],
    [{ ...enquiry, service_id: '  ' }, 'body/service_id must match pattern'],
    [{ ...enquiry, template_id: 42 }, 'body/template_id must be string'],
    [{ ...enquiry, lib_version: 4 }, 'body/lib_version must be string'],
    [{ ...enquiry, template_params: 'hello' }, 'body/template_params must be object'],
    [{ ...enquiry, template_params: [] }, 'body/template_params must be object'],
    [{ ...enquiry, template_params: null }, 'body/template_params must be object'],
    [{ ...enquiry, template_params: { message: { nested: true } } }, 'body/template_params/message must be'],
  ]
  for (const [value, says] of refused) {
    const response = await post(server.port, { payload: JSON.stringify(value) })
    expect(response.status, JSON.stringify(value)).toBe(400)
    expect(response.text, JSON.stringify(value)).toContain(says)
  }
  expect(server.stored()).toEqual([])
})

test('a body without template params is accepted, like the provider accepts it', async () => {
  const server = await startServer()
  const { template_params: _params, ...bare } = enquiry
  expect((await post(server.port, { payload: JSON.stringify(bare) })).status).toBe(200)
  expect(server.stored()).toHaveLength(1)
})

test('one visitor flooding the form does not shut it for another', async () => {
  const server = await startServer({ limits: { perClient: 5, perClientWindowMs: 600_000, perDay: 100 } })
  const flood = await Promise.all(Array.from({ length: 40 }, () => post(server.port, { from: '127.0.0.2' })))
  expect(flood.filter((response) => response.status === 200)).toHaveLength(5)
  const refused = flood.find((response) => response.status === 429)
  expect(refused?.text).toMatch(
    /Too many enquiries from your address: at most 5 every 10 minutes\. Please try again in \d+ minutes?\./,
  )
  expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
  // The second visitor is served at once.
  expect((await post(server.port, { from: '127.0.0.3' })).status).toBe(200)
  expect(server.stored()).toHaveLength(6)
})

test('the daily cap for everyone holds however many addresses send', async () => {
  const server = await startServer({ limits: { perClient: 5, perClientWindowMs: 600_000, perDay: 3 } })
  const statuses = []
  for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'])
    statuses.push((await post(server.port, { from })).status)
  expect(statuses).toEqual([200, 200, 200, 429])
  expect((await post(server.port, { from: '127.0.0.6' })).text).toMatch(/too many enquiries today/)
})

test('X-Forwarded-For names the visitor only when TRUST_PROXY trusts the proxy in front', async () => {
  const limits = { perClient: 1, perClientWindowMs: 600_000, perDay: 100 }
  const direct = await startServer({ limits })
  const spoofed = await Promise.all(
    ['203.0.113.1', '203.0.113.2'].map((ip) => post(direct.port, { headers: { 'x-forwarded-for': ip } })),
  )
  expect(spoofed.map((response) => response.status).sort()).toEqual([200, 429])

  const proxied = await startServer({ limits, trustProxy: 1 })
  const visitors = await Promise.all(
    ['203.0.113.1', '203.0.113.2'].map((ip) => post(proxied.port, { headers: { 'x-forwarded-for': ip } })),
  )
  expect(visitors.map((response) => response.status)).toEqual([200, 200])
})

test('cross-site posts are refused and nothing is stored', async () => {
  const server = await startServer()
  /** @type {{ headers: Record<string, string>, status: number }[]} */
  const attempts = [
    // What an HTML form or a "simple" fetch from another website sends.
    { headers: { 'content-type': 'text/plain', origin: 'https://evil.example' }, status: 415 },
    { headers: { 'content-type': 'text/plain' }, status: 415 },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, status: 415 },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
    { headers: { 'content-type': '' }, status: 415 },
    { headers: { origin: 'https://evil.example' }, status: 403 },
    { headers: { origin: 'null' }, status: 403 },
    { headers: { origin: `https://127.0.0.1:${server.port}.evil.example` }, status: 403 },
  ]
  for (const attempt of attempts) {
    const response = await post(server.port, { headers: attempt.headers })
    expect(response.status, JSON.stringify(attempt.headers)).toBe(attempt.status)
  }
  expect(server.stored()).toEqual([])
  // The site's canonical origin (behind a proxy that rewrites Host) is its own.
  expect((await post(server.port, { headers: { origin: SITE_ORIGIN } })).status).toBe(200)
})

test('a body over 32 KB is refused from its declared size, before it is read or parsed', async () => {
  const server = await startServer()
  const response = await post(server.port, { payload: `{"x":"${'x'.repeat(40 * 1024)}"}` })
  expect(response.status).toBe(413)
  expect(response.headers.connection).toBe('close')
  expect(server.stored()).toEqual([])
})

test('at the storage cap: 507, and the enquiry is written to stderr in full', async () => {
  const server = await startServer({ maxCount: 2 })
  expect((await post(server.port)).status).toBe(200)
  expect((await post(server.port, { from: '127.0.0.3' })).status).toBe(200)
  const full = await post(server.port, { from: '127.0.0.4' })
  expect(full.status).toBe(507)
  expect(full.text).toContain('could not be stored')
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

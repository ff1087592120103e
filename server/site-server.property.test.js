// @vitest-environment node
// @ts-check
/**
 * Property-based tests of the production server (site handler + local enquiry endpoint) behind a
 * real http server: random and hostile paths, methods, headers and bodies.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { hostileHeaders, hostilePath, method } from '../tests/support/hostile-requests.ts'
import { makeBuild, SECRET } from '../tests/support/mini-build.js'
import { MAX_BODY_BYTES } from './enquiry-endpoint.js'
import { createEnquiryRoute } from './enquiry-route.js'
import { createEnquiryStore } from './enquiry-store.js'
import { COMMON_SECURITY_HEADERS } from './security-headers.js'
import { fixedBuild } from './served-build.js'
import { createSiteServer } from './site-server.js'

const SECURITY_HEADERS = [...Object.keys(COMMON_SECURITY_HEADERS), 'Content-Security-Policy'].map((name) =>
  name.toLowerCase(),
)
const ENQUIRY_PATH = '/api/v1.0/email/send'

const build = makeBuild()
const buildDir = build.dir
const enquiryDir = join(buildDir, 'enquiries')
mkdirSync(enquiryDir)
/** @type {unknown[]} */
const crashes = []
const app = await createSiteServer({
  buildDir,
  log: (error) => crashes.push(error),
  plugins: [
    createEnquiryRoute({
      store: createEnquiryStore({ dir: enquiryDir }),
      served: fixedBuild(buildDir, false).current,
      // High limits, so that they never hide a wrongly stored enquiry.
      limits: { perClient: 1_000_000, perClientWindowMs: 60_000, perDay: 1_000_000 },
      log: () => {},
    }),
  ],
})
const agent = new Agent({ keepAlive: true, maxSockets: 4 })
let port = 0

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(async () => {
  agent.destroy()
  await app.close()
  rmSync(buildDir, { recursive: true, force: true })
})

/**
 * @param {{ method: string, path: string, headers?: Record<string, string | string[]>, body?: string | Buffer }} options
 * @returns {Promise<{ status: number, rawHeaders: string[], body: string }>}
 */
function send({ method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      /** @type {Buffer[]} */
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString() }),
      )
      res.on('error', reject)
    })
    // The server may answer 413 and close before a large body is written: the answer still counts.
    req.on('error', (error) => reject(error))
    req.end(body)
  })
}

/** @param {string[]} rawHeaders @param {string} name */
const count = (rawHeaders, name) =>
  rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name).length

function expectSafeResponse(/** @type {{ status: number, rawHeaders: string[], body: string }} */ response) {
  expect(response.status).toBeGreaterThanOrEqual(200)
  expect(response.status).toBeLessThan(500)
  for (const name of SECURITY_HEADERS) expect(count(response.rawHeaders, name), name).toBe(1)
  expect(count(response.rawHeaders, 'set-cookie')).toBe(0)
  expect(response.body).not.toContain(SECRET)
  expect(response.body).not.toMatch(/root:x:0:0|"notFound"|"pages"/)
}

const storedEnquiries = () => {
  try {
    return readdirSync(enquiryDir).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
}

test('any path, method and headers: never a 5xx, every security header once, nothing outside the build', async () => {
  await fc.assert(
    fc.asyncProperty(hostilePath, method, hostileHeaders, async (path, verb, extra) => {
      const response = await send({ method: verb, path, headers: extra })
      expectSafeResponse(response)
    }),
    { numRuns: 300 },
  )
  expect(crashes).toEqual([])
}, 60_000)

test('hostile Range, If-*, Accept-Encoding, long and repeated headers on files: the server answers and lives on', async () => {
  const targets = fc.constantFrom('/', '/about', '/assets/app-abc123.js', '/robots.txt', '/nope', '/services/nope')
  await fc.assert(
    fc.asyncProperty(targets, fc.constantFrom('GET', 'HEAD'), hostileHeaders, async (path, verb, extra) => {
      const response = await send({ method: verb, path, headers: extra })
      expectSafeResponse(response)
      if (response.status === 206) expect(response.rawHeaders.join('\n')).toMatch(/content-range\nbytes \d+-\d+\/\d+/i)
      // The next ordinary request is answered as ever.
      const after = await send({ method: 'GET', path: '/about', headers: { 'accept-encoding': 'identity' } })
      expect(after.status).toBe(200)
      expect(after.body).toContain('<h1>About</h1>')
    }),
    { numRuns: 300 },
  )
  expect(crashes).toEqual([])
}, 60_000)

const singleLine = fc.string({ maxLength: 40 })
const templateParams = fc.record({
  from_name: singleLine,
  from_email: singleLine,
  phone: singleLine,
  company: singleLine,
  service: singleLine,
  message: fc.string({ maxLength: 200 }),
})
const wellShaped = fc.record({
  lib_version: fc.constant('4.4.1'),
  user_id: fc.constantFrom('local', ''),
  service_id: fc.constant('local'),
  template_id: fc.constant('local'),
  template_params: templateParams,
})
/** Bodies that reach for a prototype, tried on every run: random values name such keys too seldom. */
const PROTOTYPE_KEYS = [
  '{"user_id":"x","service_id":"y","template_id":"z","template_params":{"__proto__":""}}',
  '{"user_id":"x","service_id":"y","template_id":"z","template_params":{"constructor":{"prototype":{}}}}',
  '{"__proto__":{"polluted":"yes"},"user_id":"x","service_id":"y","template_id":"z"}',
]
const enquiryBody = fc.oneof(
  wellShaped.map((body) => JSON.stringify(body)),
  // The form's honeypot, filled by a bot or left blank by a person.
  wellShaped.map((body) =>
    JSON.stringify({ ...body, template_params: { ...body.template_params, website: 'https://spam.example' } }),
  ),
  wellShaped.map((body) => JSON.stringify({ ...body, template_params: { ...body.template_params, website: ' ' } })),
  // CR and LF aimed at one-line fields.
  wellShaped.map((body) =>
    JSON.stringify({ ...body, template_params: { ...body.template_params, from_name: 'Eve\r\nBcc: all@example.com' } }),
  ),
  fc.json({ maxDepth: 3 }),
  fc
    .anything({ maxDepth: 2 })
    .map((value) => JSON.stringify({ user_id: 'x', service_id: 'y', template_id: 'z', template_params: value }) ?? ''),
  fc.string({ maxLength: 200 }),
  fc.constant(
    `{"user_id":"a","service_id":"b","template_id":"c","template_params":{"message":"${'x'.repeat(1024 * 1024)}"}}`,
  ),
)

/** Keys that could reach an object's prototype: refused by the route's JSON parser before validation. */
function poisons(/** @type {unknown} */ value) {
  if (typeof value !== 'object' || value === null) return false
  for (const [key, inner] of Object.entries(value)) {
    if (key === '__proto__') return true
    if (key === 'constructor' && typeof inner === 'object' && inner !== null && 'prototype' in inner) return true
    if (poisons(inner)) return true
  }
  return false
}

/**
 * The provider's rule, stated here apart from the route's schema: the three ids are non-blank
 * strings, lib_version (if sent) a string, and template_params (if sent) an object of plain values.
 * @param {unknown} body
 */
function providerAccepts(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const fields = /** @type {Record<string, unknown>} */ (body)
  const filled = (/** @type {unknown} */ value) => typeof value === 'string' && value.trim() !== ''
  if (![fields.user_id, fields.service_id, fields.template_id].every(filled)) return false
  if (fields.lib_version !== undefined && typeof fields.lib_version !== 'string') return false
  // Absent is fine; null is not an object (the SDK always sends one).
  const params = fields.template_params === undefined ? {} : fields.template_params
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return false
  return Object.values(params).every(
    (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
  )
}

/** The form's spam rule, stated apart from the route's: a honeypot holding more than white space. */
function fillsHoneypot(/** @type {unknown} */ body) {
  const params = /** @type {{ template_params?: Record<string, unknown> }} */ (body).template_params
  const value = params?.website
  return value !== undefined && value !== null && value !== false && String(value).trim() !== ''
}

test('any enquiry body: never a 5xx, and stored only when the provider would accept it and it is not spam', async () => {
  await fc.assert(
    fc.asyncProperty(enquiryBody, async (body) => {
      const before = storedEnquiries().length
      const response = await send({
        method: 'POST',
        path: ENQUIRY_PATH,
        headers: { 'content-type': 'application/json' },
        body,
      })
      expectSafeResponse(response)
      let valid = false
      let spam = false
      try {
        const parsed = JSON.parse(body)
        valid = Buffer.byteLength(body) <= MAX_BODY_BYTES && !poisons(parsed) && providerAccepts(parsed)
        spam = valid && fillsHoneypot(parsed)
      } catch {
        valid = false
      }
      expect(response.status).toBe(valid ? 200 : response.status === 413 ? 413 : 400)
      expect(storedEnquiries().length).toBe(before + (valid && !spam ? 1 : 0))
    }),
    { numRuns: 150, examples: PROTOTYPE_KEYS.map((body) => [body]) },
  )
  for (const file of storedEnquiries()) {
    const stored = JSON.parse(readFileSync(join(enquiryDir, file), 'utf8'))
    for (const key of ['name', 'email', 'phone', 'company', 'service']) {
      expect(stored[key], `${file} ${key}`).not.toMatch(/[\r\n]/)
    }
  }
  expect(crashes).toEqual([])
}, 60_000)

// @vitest-environment node
// @ts-check
/**
 * Property-based tests of the production server (site handler + local enquiry endpoint) behind a
 * real http server: random and hostile paths, methods, headers and bodies.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createEnquiryEndpoint, ENQUIRY_PATH, MAX_BODY_BYTES, validateSendRequest } from './enquiry-endpoint.js'
import { buildHeaderData, COMMON_SECURITY_HEADERS } from './security-headers.js'
import { createSiteHandler } from './site-server.js'

const SECRET = 'TOP-SECRET-OUTSIDE-THE-CLIENT-FOLDER'
const SECURITY_HEADERS = [...Object.keys(COMMON_SECURITY_HEADERS), 'Content-Security-Policy'].map((name) =>
  name.toLowerCase(),
)
const page = (/** @type {string} */ title) =>
  `<!doctype html><html><body><div style="pointer-events:none"></div><h1>${title}</h1><script>window.page=${JSON.stringify(title)}</script></body></html>`

/** A miniature build written the way finish-build writes one, with a secret beside client/. */
function makeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'site-property-'))
  /** @type {Record<string, string>} */
  const documents = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    'services/index.html': page('Services'),
    'services/ai-automation/index.html': page('AI'),
    '404.html': page('404 Page Not Found'),
    'services/404.html': page('Service Not Found'),
  }
  const files = { ...documents, 'assets/app-abc123.js': 'console.log(1)', 'robots.txt': 'User-agent: *' }
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, 'client', file, '..'), { recursive: true })
    writeFileSync(join(dir, 'client', file), body)
  }
  writeFileSync(join(dir, 'secret.txt'), SECRET)
  const manifest = {
    pages: ['/', '/about', '/services', '/services/ai-automation'],
    notFound: [
      { prefix: '/services/', file: 'services/404.html' },
      { prefix: '/', file: '404.html' },
    ],
    headers: buildHeaderData({ documents, imageOrigin: 'https://images.example.com' }),
  }
  writeFileSync(join(dir, 'site-manifest.json'), JSON.stringify(manifest))
  return dir
}

const buildDir = makeBuild()
const enquiryDir = join(buildDir, 'enquiries')
let clock = Date.parse('2025-01-01T00:00:00Z')
function nextMinute() {
  clock += 60_000
  return new Date(clock)
}
const handler = createSiteHandler({
  buildDir,
  routes: {
    // A minute between requests, so the endpoint's rate limit never hides a wrongly stored enquiry.
    [ENQUIRY_PATH]: createEnquiryEndpoint({ dir: enquiryDir, log: () => {}, now: nextMinute }),
  },
})
/** @type {unknown[]} */
const crashes = []
const server = createServer((req, res) => {
  Promise.resolve(handler(req, res)).catch((error) => {
    crashes.push(error)
    if (!res.headersSent) res.writeHead(500)
    res.end()
  })
})
const agent = new Agent({ keepAlive: true, maxSockets: 4 })
let port = 0

beforeAll(async () => {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)))
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(async () => {
  agent.destroy()
  await new Promise((done) => server.close(done))
  rmSync(buildDir, { recursive: true, force: true })
})

/**
 * @param {{ method: string, path: string, headers?: Record<string, string>, body?: string | Buffer }} options
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
    return readdirSync(enquiryDir)
  } catch {
    return []
  }
}

// Characters a client can put in a request target without Node's client refusing it; `%` makes
// broken escapes, `.` and `/` traversals, letters mixed case.
const pathCharacter = fc.constantFrom(...'aAbBsSeE./%2fF5cC0e-_~:@!$&()*+,;=?'.split(''))
const hostilePath = fc.oneof(
  fc.array(pathCharacter, { maxLength: 40 }).map((chars) => `/${chars.join('')}`),
  fc.constantFrom(
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/site-manifest.json',
    '/%00',
    '/%E0%A4%A',
    '/services/%2e%2e/%2e%2e/secret.txt',
  ),
  fc
    .tuple(fc.constantFrom('/', '/about', '/services', '/services/ai-automation', '/nope'), fc.string({ maxLength: 5 }))
    .map(([path, suffix]) => `${path.toUpperCase()}${encodeURIComponent(suffix)}`),
  fc.string({ maxLength: 3000 }).map((text) => `/${encodeURIComponent(text)}`),
)
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND')
const headerValue = fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, ''))
const headers = fc.record(
  {
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'gzip, br', '*', 'x;q=0'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=999999-', 'bytes=a-b'),
    'if-none-match': headerValue,
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'HTTPS, http', ''),
    cookie: headerValue,
  },
  { requiredKeys: [] },
)

test('any path, method and headers: never a 5xx, every security header once, nothing outside the build', async () => {
  await fc.assert(
    fc.asyncProperty(hostilePath, method, headers, async (path, verb, extra) => {
      const response = await send({ method: verb, path, headers: extra })
      expectSafeResponse(response)
    }),
    { numRuns: 300 },
  )
  expect(crashes).toEqual([])
})

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
const enquiryBody = fc.oneof(
  wellShaped.map((body) => JSON.stringify(body)),
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

test('any enquiry body: never a 5xx, and stored only when the provider would accept it', async () => {
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
      try {
        valid = Buffer.byteLength(body) <= MAX_BODY_BYTES && validateSendRequest(JSON.parse(body)).ok
      } catch {
        valid = false
      }
      expect(response.status).toBe(valid ? 200 : response.status === 413 ? 413 : 400)
      expect(storedEnquiries().length).toBe(before + (valid ? 1 : 0))
    }),
    { numRuns: 150 },
  )
  for (const file of storedEnquiries()) {
    const { template_params: params } = JSON.parse(readFileSync(join(enquiryDir, file), 'utf8'))
    for (const key of ['from_name', 'from_email', 'phone', 'company', 'service']) {
      expect(String(params[key] ?? ''), `${file} ${key}`).not.toMatch(/[\r\n]/)
    }
  }
  expect(crashes).toEqual([])
})

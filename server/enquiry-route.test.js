// @vitest-environment node
// @ts-check
/** The local enquiry endpoint over HTTP: what it refuses, and the limits that keep it open to everyone. */
import { afterAll, afterEach, expect, test } from 'vitest'
import { enquiry, enquiryServers, post } from '../tests/support/enquiry-server.js'
import { SITE_ORIGIN } from '../tests/support/mini-build.js'

const servers = enquiryServers()
const startServer = servers.start
afterEach(servers.stopAll)
afterAll(servers.remove)

test('a body the provider would refuse is answered 400 naming what is wrong, and nothing is stored', async () => {
  const server = await startServer({ limits: { perClient: 100, perClientWindowMs: 60_000, perDay: 100 } })
  const refused = [
    [null, 'body: Invalid input: expected object, received null'],
    [[], 'body: Invalid input: expected object, received array'],
    ['text', 'body: Invalid input: expected object, received string'],
    [{ ...enquiry, user_id: undefined }, 'body/user_id: Invalid input: expected string, received undefined'],
    [{ ...enquiry, service_id: '  ' }, 'body/service_id: must not be blank'],
    [{ ...enquiry, template_id: 42 }, 'body/template_id: Invalid input: expected string, received number'],
    [{ ...enquiry, lib_version: 4 }, 'body/lib_version: Invalid input: expected string, received number'],
    [{ ...enquiry, template_params: 'hello' }, 'body/template_params: Invalid input: expected record, received string'],
    [{ ...enquiry, template_params: [] }, 'body/template_params: Invalid input: expected record, received array'],
    [{ ...enquiry, template_params: null }, 'body/template_params: Invalid input: expected record, received null'],
    [{ ...enquiry, template_params: { message: { nested: true } } }, 'body/template_params/message: Invalid input'],
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
    // What a "simple" fetch from another website sends.
    { headers: { 'content-type': 'text/plain', origin: 'https://evil.example' }, status: 415 },
    { headers: { 'content-type': 'text/plain' }, status: 415 },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, status: 415 },
    // A form of another website posting to ours: browsers send its Origin.
    { headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, status: 403 },
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

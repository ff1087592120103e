// @vitest-environment node
// @ts-check
import { rmSync } from 'node:fs'
import { request } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { makeBuild, SECRET } from '../tests/support/mini-build.js'
import { SECURITY_HEADERS } from '../tests/support/security-headers.ts'
import { createSiteServer } from './site-server.js'

const build = makeBuild()
/** @type {string[]} */
const logged = []
const app = await createSiteServer({
  buildDir: build.dir,
  log: (error) => logged.push(String(error)),
  plugins: [
    async (instance) => {
      instance.get('/boom', () => {
        throw new Error('a bug while answering one request')
      })
    },
  ],
})
let origin = ''

beforeAll(async () => {
  origin = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
  rmSync(build.dir, { recursive: true, force: true })
})

/** @param {string} path @param {Record<string, string>} [headers] @param {RequestInit} [init] */
const get = (path, headers = {}, init = {}) =>
  fetch(`${origin}${path}`, { redirect: 'manual', headers: { 'accept-encoding': 'identity', ...headers }, ...init })

test('known pages answer 200 with their HTML and no-cache', async () => {
  const response = await get('/about')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-cache')
  expect(await response.text()).toContain('<h1>About</h1>')
})

test('other spellings of a page redirect permanently to a path on this site, keeping the query', async () => {
  /** @type {[string, string][]} */
  const cases = [
    ['/ABOUT/?utm=x', '/about?utm=x'],
    ['///about', '/about'],
    ['/about/index.html', '/about'],
  ]
  for (const [path, location] of cases) {
    const response = await get(path)
    expect(response.status, path).toBe(301)
    expect(response.headers.get('location'), path).toBe(location)
  }
})

test('unknown paths get their section not-found page with 404, never a 304 or 206', async () => {
  const service = await get('/services/nope')
  expect(service.status).toBe(404)
  expect(await service.text()).toContain('Service Not Found')
  const other = await get('/nope', { range: 'bytes=0-3' })
  expect(other.status).toBe(404)
  expect(await other.text()).toContain('404 Page Not Found')
  const conditional = await get('/nope', { 'if-none-match': other.headers.get('etag') ?? '*' })
  expect(conditional.status).toBe(404)
})

test('%3F, double escapes and deploy files never answer 200 with some other file', async () => {
  for (const path of ['/404.html%3F', '/about%3F', '/%252D', '/_headers', '/_redirects', '/index.html.gz']) {
    const response = await get(path)
    expect(response.status, path).toBe(404)
    expect(await response.text(), path).toContain('404 Page Not Found')
  }
  expect((await get('/assets/app-abc123.js.map')).status).toBe(404)
})

test('precompressed files are served in place of the original, by Accept-Encoding only', async () => {
  const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
  expect(gzip.headers.get('content-encoding')).toBe('gzip')
  expect(gzip.headers.get('vary')).toBe('Accept-Encoding')
  expect(await gzip.text()).toBe(build.asset)
  const plain = await get('/assets/app-abc123.js')
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
})

test('ranges are answered as RFC 9110 says', async () => {
  const size = build.asset.length
  /** @type {[string, number, string | null, string | null][]} */
  const cases = [
    ['bytes=0-0', 206, `bytes 0-0/${size}`, build.asset.slice(0, 1)],
    ['bytes=-100', 206, `bytes ${size - 100}-${size - 1}/${size}`, build.asset.slice(-100)],
    ['bytes=10-', 206, `bytes 10-${size - 1}/${size}`, build.asset.slice(10)],
    ['bytes=0-9007199254740992', 206, `bytes 0-${size - 1}/${size}`, build.asset],
    ['bytes=100-50', 416, `bytes */${size}`, null],
    ['bytes=5-3', 416, `bytes */${size}`, null],
    ['bytes=999999-', 416, `bytes */${size}`, null],
    ['bytes=a-b', 416, `bytes */${size}`, null],
    ['items=0-5', 200, null, build.asset],
    // Several ranges: answering the whole file is allowed, and cheaper than multipart.
    ['bytes=0-1,5-6', 200, null, build.asset],
  ]
  for (const [range, status, contentRange, body] of cases) {
    const response = await get('/assets/app-abc123.js', { range })
    expect(response.status, range).toBe(status)
    expect(response.headers.get('content-range'), range).toBe(contentRange)
    if (body !== null) expect(await response.text(), range).toBe(body)
  }
})

/**
 * A plain GET: fetch() adds `Cache-Control: no-cache` to conditional requests, which rightly
 * makes any server answer in full.
 * @param {string} path @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, body: string }>}
 */
function plainGet(path, headers) {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers }, (response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
      .on('error', reject)
      .end()
  })
}

test('conditional requests: ETag and Last-Modified give 304, If-Range a range only while unchanged', async () => {
  const first = await get('/about')
  const etag = first.headers.get('etag') ?? ''
  const lastModified = first.headers.get('last-modified') ?? ''
  const old = 'Mon, 01 Jan 2001 00:00:00 GMT'
  expect((await plainGet('/about', { 'if-none-match': etag })).status).toBe(304)
  expect((await plainGet('/about', { 'if-none-match': '"something-else"' })).status).toBe(200)
  expect((await plainGet('/about', { 'if-modified-since': lastModified })).status).toBe(304)
  expect((await plainGet('/about', { 'if-modified-since': old })).status).toBe(200)
  expect((await plainGet('/about', { range: 'bytes=0-4', 'if-range': lastModified })).status).toBe(206)
  const stale = await plainGet('/about', { range: 'bytes=0-4', 'if-range': old })
  expect(stale.status).toBe(200)
  expect(stale.body).toContain('<h1>About</h1>')
})

test('files outside client/ are never served', async () => {
  for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/site-manifest.json', '/assets/..%2f..%2fsecret.txt']) {
    const response = await get(path)
    expect(response.status, path).toBe(404)
    expect(await response.text()).not.toContain(SECRET)
  }
})

test('malformed URLs and methods other than GET/HEAD get a 4xx with the security headers', async () => {
  for (const [path, status, method] of [
    ['/%E0%A4%A', 400, 'GET'],
    ['/a%00b', 400, 'GET'],
    [`/${'x'.repeat(3000)}`, 414, 'GET'],
    ['/about', 405, 'PUT'],
    ['/about', 405, 'POST'],
  ]) {
    const response = await get(
      String(path),
      { 'content-type': 'multipart/form-data; boundary=x' },
      { method: String(method), ...(method === 'GET' ? {} : { body: 'x' }) },
    )
    expect(response.status, `${method} ${path}`).toBe(status)
    for (const name of SECURITY_HEADERS) expect(response.headers.get(name), `${path} ${name}`).toBeTruthy()
  }
  expect((await get('/about', {}, { method: 'POST', body: 'x' })).headers.get('allow')).toBe('GET, HEAD')
})

test('an exception while answering one request is a 500 with the security headers; the server lives on', async () => {
  const response = await get('/boom')
  expect(response.status).toBe(500)
  expect(await response.text()).toBe('Internal Server Error')
  for (const name of SECURITY_HEADERS) expect(response.headers.get(name), name).toBeTruthy()
  expect(logged.join('\n')).toContain('a bug while answering one request')
  expect((await get('/about')).status).toBe(200)
})

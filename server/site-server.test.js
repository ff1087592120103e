// @ts-check
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { canonicalPath, createSiteHandler } from './site-server.js'

/** A miniature build: two pages, both not-found documents and one hashed asset. */
function makeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'))
  const files = {
    'client/index.html': '<h1>Home</h1>',
    'client/about/index.html': '<h1>About</h1>',
    'client/services/ai-automation/index.html': '<h1>AI</h1>',
    'client/404.html': '<h1>404 Page Not Found</h1>',
    'client/services/404.html': '<h1>Service Not Found</h1>',
    'client/assets/app-abc123.js': 'console.log(1)',
    'client/robots.txt': 'User-agent: *',
  }
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), body)
  }
  writeFileSync(join(dir, 'secret.txt'), 'do not serve')
  writeFileSync(
    join(dir, 'site-manifest.json'),
    JSON.stringify({
      pages: ['/', '/about', '/services/ai-automation'],
      notFound: [
        { prefix: '/services/', file: 'services/404.html' },
        { prefix: '/', file: '404.html' },
      ],
    }),
  )
  return dir
}

let buildDir = ''
let origin = ''
/** @type {import('node:http').Server} */
let server

beforeAll(async () => {
  buildDir = makeBuild()
  server = createServer(createSiteHandler({ buildDir }))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => {
  server.close()
  rmSync(buildDir, { recursive: true, force: true })
})

/** @param {string} path @param {RequestInit} [init] */
const get = (path, init) => fetch(`${origin}${path}`, { redirect: 'manual', ...init })

test('canonical paths are lowercase without a trailing slash or index.html', () => {
  expect(canonicalPath('/About/')).toBe('/about')
  expect(canonicalPath('/about/index.html')).toBe('/about')
  expect(canonicalPath('/')).toBe('/')
  expect(canonicalPath('//')).toBe('/')
})

test('known pages answer 200 with their HTML and no-cache', async () => {
  const response = await get('/about')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-cache')
  expect(await response.text()).toBe('<h1>About</h1>')
})

test('other spellings of a page redirect permanently, keeping the query', async () => {
  const response = await get('/ABOUT/?utm=x')
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toBe('/about?utm=x')
})

test('unknown service ids get the service not-found page, other paths the site one, both 404', async () => {
  const service = await get('/services/nope')
  expect(service.status).toBe(404)
  expect(await service.text()).toContain('Service Not Found')
  const other = await get('/nope')
  expect(other.status).toBe(404)
  expect(await other.text()).toContain('404 Page Not Found')
  // A conditional request must not turn a 404 into a 304.
  const conditional = await get('/nope', { headers: { 'If-None-Match': other.headers.get('etag') ?? '' } })
  expect(conditional.status).toBe(404)
})

test('assets are immutable; files outside client/ and the manifest are never served', async () => {
  const asset = await get('/assets/app-abc123.js')
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/site-manifest.json', '/../site-manifest.json']) {
    const response = await get(path)
    expect(response.status, path).toBe(404)
    expect(await response.text()).not.toContain('do not serve')
  }
})

test('malformed URLs and methods other than GET/HEAD get a 4xx, never a crash', async () => {
  expect((await get('/%E0%A4%A')).status).toBe(400)
  expect((await get('/a%00b')).status).toBe(400)
  expect((await get(`/${'x'.repeat(3000)}`)).status).toBe(414)
  const put = await get('/about', { method: 'PUT', body: 'x' })
  expect(put.status).toBe(405)
  expect(put.headers.get('allow')).toBe('GET, HEAD')
  expect((await get('/about')).status).toBe(200)
})

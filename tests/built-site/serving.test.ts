/**
 * What `npm start` answers for the test build beyond the pages themselves: security headers on
 * every response, caching, compression, methods, hostile paths and source maps. The fixture of the
 * browser tests fails every visit on a CSP violation; here, the headers themselves.
 */
import { expect, test } from 'vitest'
import { indexablePages } from '../../app/content/page-list'
import { get, rawGet } from '../support/built-site'
import { SECURITY_HEADERS } from '../support/security-headers'

const pagePaths = indexablePages().map(({ path }) => path)
const notFoundPaths = ['/no-such-page', '/services/no-such-service']

async function firstScript(): Promise<string> {
  const script = (await (await get('/')).text()).match(/\/assets\/[\w.-]+\.js/)?.[0]
  expect(script).toBeTruthy()
  return script ?? ''
}

test('every response carries each security header exactly once, and no cookie', async () => {
  const paths = [...pagePaths, ...notFoundPaths, '/About', '/contact/', await firstScript(), '/robots.txt', '/%E0%A4%A']
  for (const path of paths) {
    const { headers } = await rawGet(path)
    for (const name of SECURITY_HEADERS) {
      const values = headers.filter(([sent]) => sent === name)
      expect(values, `${path} ${name}`).toHaveLength(1)
      expect(values[0]?.[1], `${path} ${name} is not a merged value`).not.toMatch(/max-age=\d+.*,.*max-age/)
    }
    expect(
      headers.some(([sent]) => sent === 'set-cookie'),
      `${path} sets a cookie`,
    ).toBe(false)
  }
})

test('scripts are never allowed inline, by eval, from data: or from a wildcard', async () => {
  for (const path of [...pagePaths, ...notFoundPaths]) {
    const policy = (await get(path)).headers.get('content-security-policy') ?? ''
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc, path).toMatch(/^\s*script-src 'self'( 'sha256-[\w+/=]+')+$/)
    expect(policy, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'|data:|\*/)
    expect(policy, `${path}: upgrade-insecure-requests only over https`).not.toContain('upgrade-insecure-requests')
    const proxied = await get(path, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(proxied.headers.get('content-security-policy'), path).toBe(`${policy}; upgrade-insecure-requests`)
  }
})

test('hashed assets are cached for a year and pages revalidate', async () => {
  const home = await get('/')
  expect(home.headers.get('cache-control')).toBe('no-cache')
  const asset = await get(await firstScript())
  expect(asset.status).toBe(200)
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
})

test('text is served brotli- or gzip-compressed, as the browser accepts', async () => {
  expect((await rawGet('/', { 'Accept-Encoding': 'br' })).headers).toContainEqual(['content-encoding', 'br'])
  expect((await rawGet('/about', { 'Accept-Encoding': 'gzip' })).headers).toContainEqual(['content-encoding', 'gzip'])
  const plain = await rawGet('/about', { 'Accept-Encoding': 'identity' })
  expect(plain.headers.map(([name]) => name)).not.toContain('content-encoding')
  expect(plain.body).toContain('<h1')
})

test('HEAD answers like GET without a body, and other methods are refused', async () => {
  const head = await rawGet('/about', {}, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.body).toHaveLength(0)
  const post = await get('/about', { method: 'POST', body: 'x' })
  expect(post.status).toBe(405)
  expect(post.headers.get('allow')).toBe('GET, HEAD')
})

test('hostile paths, sent as typed, never leak files and never cause a server error', async () => {
  const hostile = [
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%E0%A4%A',
    `/${'a'.repeat(5000)}`,
    '/.env',
    '/package.json',
    '/site-manifest.json',
    '/assets/..%2f..%2fsite-manifest.json',
    '/%00',
    '/server/start.js',
    '/app/root.tsx',
  ]
  for (const path of hostile) {
    const { status, body } = await rawGet(path)
    expect(status, path).toBeGreaterThanOrEqual(400)
    expect(status, path).toBeLessThan(500)
    expect(body, path).not.toMatch(/root:x:0:0|"devDependencies"|"notFound"|createSiteHandler|VITE_/)
  }
})

test('no source maps are published', async () => {
  const script = await firstScript()
  expect(await (await get(script)).text()).not.toContain('sourceMappingURL')
  expect((await get(`${script}.map`)).status).toBe(404)
})

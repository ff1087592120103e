import { expect, test } from '../support/fixtures'

test('hashed assets are cached for a year and pages revalidate', async ({ request }) => {
  const home = await request.get('/')
  expect(home.headers()['cache-control']).toBe('no-cache')
  const script = (await home.text()).match(/\/assets\/[\w.-]+\.js/)?.[0]
  expect(script).toBeTruthy()
  const asset = await request.get(script ?? '')
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('text is served brotli- or gzip-compressed, as the browser accepts', async ({ request }) => {
  const br = await request.get('/', { headers: { 'Accept-Encoding': 'br' } })
  expect(br.headers()['content-encoding']).toBe('br')
  const gz = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gz.headers()['content-encoding']).toBe('gzip')
  const plain = await request.get('/about', { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toContain('<h1')
})

test('HEAD answers like GET without a body, and other methods are refused', async ({ request }) => {
  const head = await request.head('/about')
  expect(head.status()).toBe(200)
  expect(await head.body()).toHaveLength(0)
  const post = await request.post('/about', { data: 'x' })
  expect(post.status()).toBe(405)
  expect(post.headers().allow).toBe('GET, HEAD')
})

test('hostile paths never leak files and never cause a server error', async ({ request }) => {
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
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeGreaterThanOrEqual(400)
    expect(response.status(), path).toBeLessThan(500)
    const body = await response.text()
    expect(body, path).not.toMatch(/root:x:0:0|"devDependencies"|"notFound"|createSiteHandler|VITE_/)
  }
})

test('no source maps are published', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? ''
  const source = await (await request.get(script)).text()
  expect(source).not.toContain('sourceMappingURL')
  expect((await request.get(`${script}.map`)).status()).toBe(404)
})

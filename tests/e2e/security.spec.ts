import { indexablePages } from '../../app/content/page-list'
import { expect, test } from '../support/fixtures'
import { SECURITY_HEADERS } from '../support/security-headers'

const pagePaths = indexablePages().map(({ path }) => path)
const notFoundPaths = ['/no-such-page', '/services/no-such-service']

// The fixture fails every browser test on a CSP violation: every page with its menus open
// (every-page.spec.ts) and every enquiry sent (contact-sending.spec.ts, a11y.spec.ts) are covered
// there. Here, the headers themselves.

test('every response carries each security header exactly once, and no cookie', async ({ request }) => {
  const home = await (await request.get('/')).text()
  const asset = home.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? ''
  const paths = [...pagePaths, ...notFoundPaths, '/About', '/contact/', asset, '/robots.txt', '/%E0%A4%A']
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headersArray()
    for (const name of SECURITY_HEADERS) {
      const values = headers.filter((header) => header.name.toLowerCase() === name)
      expect(values, `${path} ${name}`).toHaveLength(1)
      expect(values[0]?.value, `${path} ${name} is not a merged value`).not.toMatch(/max-age=\d+.*,.*max-age/)
    }
    expect(
      headers.some((header) => header.name.toLowerCase() === 'set-cookie'),
      `${path} sets a cookie`,
    ).toBe(false)
  }
})

test('scripts are never allowed inline, by eval, from data: or from a wildcard', async ({ request }) => {
  for (const path of [...pagePaths, ...notFoundPaths]) {
    const policy = (await request.get(path)).headers()['content-security-policy'] ?? ''
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc, path).toMatch(/^\s*script-src 'self'( 'sha256-[\w+/=]+')+$/)
    expect(policy, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'|data:|\*/)
    expect(policy, `${path}: upgrade-insecure-requests only over https`).not.toContain('upgrade-insecure-requests')
    const proxied = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(proxied.headers()['content-security-policy'], path).toBe(`${policy}; upgrade-insecure-requests`)
  }
})

import { indexablePages } from '../../app/content/pages'
import { SECURITY_HEADERS } from '../support/security-headers'
import { expect, test, waitForHydration } from './fixtures'

const pagePaths = indexablePages().map(({ path }) => path)
const notFoundPaths = ['/no-such-page', '/services/no-such-service']

// Every page is loaded, hydrated and its menus opened with CSP violations failing the visit in
// every-page.spec.ts (the fixture watches for them in every browser test); here the form's whole
// journey, and the headers themselves.

test('an enquiry is sent through the contact form (provider stubbed) without a CSP violation', async ({ page }) => {
  await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 200, body: 'OK' }))
  await page.goto('/contact')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Enquiry form' })
  await form.getByLabel('Name').fill('Ada Lovelace')
  await form.getByLabel('Email').fill('ada@example.com')
  await form.getByLabel('Phone').fill('020 7946 0958')
  await form.getByLabel('Company').fill('Analytical Engines Ltd')
  await form.getByLabel('Service').selectOption('ai-automation')
  await form.getByLabel('Message').fill('We would like to automate our invoice processing.')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible()
})

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

import type { Page } from '@playwright/test'
import { indexablePages } from '../../app/content/pages'
import { SECURITY_HEADERS } from '../support/security-headers'
import { expect, test, waitForHydration } from './fixtures'

type Violation = { directive: string; blocked: string; sample: string }

declare global {
  interface Window {
    __cspViolations: Violation[]
  }
}

const pagePaths = indexablePages().map(({ path }) => path)
const notFoundPaths = ['/no-such-page', '/services/no-such-service']

// Registered before any page script runs, so violations during parsing are caught too.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      })
    })
  })
})

async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.__cspViolations)
}

/** Every element the server rendered with a style attribute still has those styles applied. */
async function expectInlineStylesApplied(page: Page, path: string) {
  const blocked = await page.evaluate(() =>
    [...document.querySelectorAll('[style]')]
      .filter((element) => (element.getAttribute('style') ?? '').trim() !== '')
      .filter((element) => element instanceof HTMLElement && element.style.length === 0)
      .map((element) => element.outerHTML.slice(0, 120)),
  )
  expect(blocked, `${path}: style attributes blocked by the CSP`).toEqual([])
}

for (const path of [...pagePaths, ...notFoundPaths]) {
  test(`${path} loads, hydrates and applies its inline styles without a CSP violation`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'")
    await waitForHydration(page)
    await expectInlineStylesApplied(page, path)
    expect(await violations(page)).toEqual([])
  })
}

test('the desktop SERVICES dropdown opens on every page without a CSP violation', async ({ page }) => {
  // Every page, articles and topics included: more than the default 30 s on a busy machine.
  test.slow()
  for (const path of pagePaths) {
    await page.goto(path)
    await waitForHydration(page)
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SERVICES' })
    await trigger.click()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All services' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    expect(await violations(page), path).toEqual([])
  }
})

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the mobile menu opens on every page without a CSP violation', async ({ page }) => {
    for (const path of pagePaths) {
      await page.goto(path)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Toggle menu', exact: true }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      expect(await violations(page), path).toEqual([])
    }
  })
})

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
  expect(await violations(page)).toEqual([])
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

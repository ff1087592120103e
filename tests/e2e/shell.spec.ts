import { site } from '../../app/config/configuration'
import { footerLinks } from '../../app/content/navigation'
import { pages } from '../../app/content/page-list'
import { expect, test, touchForm, waitForHydration } from '../support/fixtures'

// What every page shares around its content: footer, scrolling, notifications (the prerendering
// hint links carry is in the HTML: tests/built-site/pages.test.ts; the skip link is
// tests/e2e/keyboard.spec.ts's first test). One page object for the three: a context each cost more
// than its check (docs/decisions/032-tests-in-the-headless-shell.md).
test('the page around the content: its footer, its scrolling, its notifications', async ({ page }) => {
  test.setTimeout(90_000)
  await test.step('the footer has four columns of links, the legal links and this year’s copyright', async () => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(site.tagline)).toBeVisible()
    for (const heading of Object.values(pages.home.copy.footerHeadings)) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
    }
    for (const link of Object.values(footerLinks).flat()) {
      await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href)
    }
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    await expect(footer).toContainText('All rights reserved')

    await waitForHydration(page)
    await footer.getByRole('link', { name: pages.privacy.name }).click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: pages.privacy.heading })).toBeVisible()
  })

  await test.step('navigating from the bottom of a page starts the next page at the top; Back restores the position', async () => {
    // A short window guarantees the page scrolls, whatever its content.
    await page.setViewportSize({ width: 1280, height: 400 })
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const bottom = await page.evaluate(() => window.scrollY)

    await page.getByRole('contentinfo').getByRole('link', { name: pages.about.name }).click()
    await expect(page).toHaveURL('/about')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom)
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  await test.step('the toast area is one live region for the whole site, reachable with F8 once the form is live', async () => {
    await page.goto('/about')
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(1)
    await page.goto('/contact')
    await touchForm(page)
    const region = page.getByRole('region', { name: /Notifications/ })
    await expect(region).toHaveCount(1)
    await page.keyboard.press('F8')
    await expect(
      page
        .locator('ol')
        .filter({ has: page.locator(':focus') })
        .or(page.locator('ol:focus')),
    ).toHaveCount(1)
  })
})

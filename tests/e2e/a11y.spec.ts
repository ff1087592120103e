import type { Page } from '@playwright/test'
import { indexablePages } from '../../app/content/pages'
import { expectNoViolations } from '../support/axe'
import { expect, expectExpanded, test, waitForForm, waitForHydration } from './fixtures'

// playwright.config.ts runs this file once per colour scheme (projects 'desktop' and 'dark').

/** Content reveals as it scrolls into view: scroll through so axe sees the page as a reader does. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)))
    }
    window.scrollTo(0, 0)
  })
  // A block caught mid-fade has partial opacity, which axe reads as low contrast.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-reveal="hidden"]') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
}

const paths = [...indexablePages().map((page) => page.path), '/no-such-page', '/services/no-such-service']

for (const path of paths) {
  test(`${path} has one h1, the header, nav, main and footer landmarks, and no accessibility violations`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await waitForHydration(page)
    await scrollThrough(page)
    await expectNoViolations(page, path)
  })
}

test('the open SERVICES dropdown has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SERVICES' })
  await trigger.click()
  await expectExpanded(page, 'SERVICES', true)
  await expectNoViolations(page, 'open dropdown')
})

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the open mobile menu has no accessibility violations', async ({ page }) => {
    for (const path of ['/', '/services/ai-automation']) {
      await page.goto(path)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Toggle menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      await expectNoViolations(page, `${path} with the mobile menu open`)
    }
  })
})

test('the contact form showing its errors has no accessibility violations', async ({ page }) => {
  await page.goto('/contact')
  // The island starts loading after the load event: waiting for `load` alone can click Send on the plain HTML form.
  await waitForForm(page)
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expectNoViolations(page, 'contact form with errors')
})

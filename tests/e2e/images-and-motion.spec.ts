import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from '../support/fixtures'

// What a visitor sees of motion and images: a broken image, content revealed as it scrolls in (or
// at once with reduced motion; with no JavaScript, on every page Insights' walk without JavaScript
// loads: insights.spec.ts). Every image's alt text, size and loading are checked on every page in
// every-page.spec.ts.

/** Scrolls down the page a screen at a time, so every reveal fires, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, document.body.scrollHeight)
  })
  // Longest reveal: 0.6 s transition after a 0.3 s delay.
  await page.waitForTimeout(1000)
}

// Motion is what this file is about: as a visitor's browser asks by default, not as the other specs run.
test.use({ reducedMotion: 'no-preference' })

// The visits on one page object: a context each cost more than the visit
// (docs/decisions/032-tests-in-the-headless-shell.md), and reduced motion is a setting of the page.
test('a missing image leaves the layout intact; below-the-fold cards fade in once, 0.1 s apart, and stay revealed; with reduced motion nothing is hidden and nothing moves', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await test.step('a missing image leaves the layout intact', async () => {
    await page.route('**/assets/photos/**', (route) => route.abort())
    await page.goto('/')
    // The photo's box: the <div> around its <picture>.
    const box = await page.locator('#hero div:has(> picture)').boundingBox()
    expect(box?.width).toBeGreaterThan(300)
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(0.75, 1)
    await page.unrouteAll()
  })

  await test.step('reveal: below-the-fold cards fade in once, 0.1 s apart, and stay revealed', async () => {
    await page.goto('/')
    await waitForHydration(page)
    const wrappers = page.locator('#case-studies article').locator('..')
    await expect(wrappers.first()).toHaveAttribute('data-reveal', 'hidden')
    expect(await wrappers.evaluateAll((elements) => elements.map((e) => getComputedStyle(e).transitionDelay))).toEqual([
      '0s',
      '0.1s',
      '0.2s',
    ])
    await page.locator('#case-studies h2').scrollIntoViewIfNeeded()
    await wrappers.first().scrollIntoViewIfNeeded()
    await expect(wrappers.first()).toHaveAttribute('data-reveal', 'shown')
    await expect(wrappers.first()).toHaveCSS('opacity', '1')
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    await expect(wrappers.first()).toHaveAttribute('data-reveal', 'shown')
    await wrappers.first().scrollIntoViewIfNeeded()
    await expect(wrappers.first()).toHaveCSS('opacity', '1')
    // The hero was on screen at load: it is never hidden, so it never moves.
    await expect(page.locator('[data-reveal]').filter({ has: page.locator('#hero') })).toHaveCount(0)
  })

  // Set on the page before each load, as the reveal's script reads it once a page.
  await test.step('with reduced motion, nothing is hidden and nothing moves', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const path of ['/', '/case-studies', '/services']) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
      await scrollThrough(page)
      const styles = await page
        .locator('main *')
        .evaluateAll((elements) =>
          elements
            .map((e) => getComputedStyle(e))
            .filter((style) => style.opacity !== '1' || style.transform !== 'none' || style.animationName !== 'none'),
        )
      expect(styles, path).toHaveLength(0)
    }
  })
})

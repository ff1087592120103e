import { indexablePages } from '../../app/content/pages'
import { expect, test } from './fixtures'

// Icons are decoration next to words that carry the meaning: a screen reader must skip every one,
// and each must be drawn (a Lucide icon that failed to render would leave an empty <svg>).
for (const { path } of indexablePages()) {
  test(`every icon on ${path} is drawn and hidden from screen readers`, async ({ page }) => {
    await page.goto(path)
    expect(await page.locator('svg').count(), 'the page has icons').toBeGreaterThan(0)
    await expect(page.locator('svg:not([aria-hidden="true"])')).toHaveCount(0)
    await expect(page.locator('svg:not(:has(path, circle, rect))')).toHaveCount(0)
  })
}

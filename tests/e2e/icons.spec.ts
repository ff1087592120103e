import { indexablePages } from '../../app/content/pages'
import { expect, test } from './fixtures'

// Icons are decoration next to words that carry the meaning: a screen reader must skip every one,
// and each must be drawn (a Lucide icon that failed to render would leave an empty <svg>).
test('every icon on every page is drawn and hidden from screen readers', async ({ page }) => {
  for (const { path } of indexablePages()) {
    await page.goto(path)
    const icons = page.locator('svg')
    expect(await icons.count(), `${path} has icons`).toBeGreaterThan(0)
    await expect(page.locator('svg:not([aria-hidden="true"])'), path).toHaveCount(0)
    await expect(page.locator('svg:not(:has(path, circle, rect))'), path).toHaveCount(0)
  }
})

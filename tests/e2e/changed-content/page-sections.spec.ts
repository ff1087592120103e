/**
 * The owner's page of every section type (tests/support/changed-content/owner-pages.ts) as a visitor
 * sees it, on one load in three states: light and dark at 1280 px, then a phone at 375 px. axe finds
 * nothing in any (every rule in light, the colour rules in dark, the layout rules at 375 px), and
 * nothing scrolls sideways. What the HTML alone shows (headings, questions, pictures, structured
 * data, axe's rules that read only the document) is tests/changed-site/page-sections.test.ts.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { expectNoViolations } from '../../support/axe'
import { COLOUR_RULES, LAYOUT_RULES } from '../../support/axe-rules'
import { CHANGED_BUILD_DIR } from '../../support/changed-content/changes'
import { everySectionPage } from '../../support/changed-content/owner-pages'
import { changedSite } from '../../support/changed-site-server'
import type { Served } from '../../support/served-per-worker'

const test = base.extend<object, { served: { site: Served } }>({ served: changedSite(CHANGED_BUILD_DIR) })

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width)
}

test('every section type reads well in light, in dark and on a phone, with nothing off the screen', async ({
  page,
  served,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.goto(`${served.site.origin}${everySectionPage.path}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(everySectionPage.sections[0]?.heading ?? '')
  // The pictures lower down load lazily: loaded now, each is seen with its pixels, as a reader scrolling sees it.
  const pictures = await page.evaluate(async () => {
    const all = [...document.querySelectorAll('main img')] as HTMLImageElement[]
    for (const image of all) image.loading = 'eager'
    await Promise.all(all.map((image) => image.decode().then(() => image.naturalWidth)))
    return all.length
  })
  expect(pictures).toBeGreaterThanOrEqual(5)
  await expectNoViolations(page, `${everySectionPage.path} (light)`)
  await expectNoSidewaysScroll(page, 1280)

  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
  await expectNoViolations(page, `${everySectionPage.path} (dark)`, { only: COLOUR_RULES })

  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 375, height: 800 })
  await expectNoViolations(page, `${everySectionPage.path} (375 px)`, { only: LAYOUT_RULES })
  await expectNoSidewaysScroll(page, 375)
})

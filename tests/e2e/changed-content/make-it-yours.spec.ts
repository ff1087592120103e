/**
 * After the owner made the site theirs (tests/support/make-it-yours.ts: a name, a teal brand
 * colour, a logo, as files under content/), axe finds no contrast problem on any page, in the light
 * and the dark scheme. What the build wrote (logo, name, colours, icons) is
 * tests/changed-site/make-it-yours.test.ts.
 */
import { test as base, expect } from '@playwright/test'
import { readServingRules } from '../../../server/serving-rules.js'
import { expectNoViolations } from '../../support/axe'
import { COLOUR_RULES } from '../../support/axe-rules'
import { CHANGED_BUILD_DIR } from '../../support/changed-content/changes'
import { changedSite } from '../../support/changed-site-server'
import type { Served } from '../../support/served-per-worker'

const test = base.extend<object, { served: { site: Served } }>({ served: changedSite(CHANGED_BUILD_DIR) })
const rules = readServingRules(CHANGED_BUILD_DIR)
// The visitors' pages: not the editor's (/admin), which is Sveltia's own.
const pages = rules.pages.filter((page) => !rules.editorPages?.includes(page))

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no contrast problem on any page in the ${colorScheme} scheme`, async ({ page, served }) => {
    // One step per page in one page: about two seconds each alone, up to ten beside the other stages.
    test.setTimeout(pages.length * 12_000)
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    for (const path of pages) {
      await page.goto(`${served.site.origin}${path}`)
      // The logo is decorative beside the name (alt=""), so it is found by its tag.
      await expect(page.locator('header img')).toHaveJSProperty('complete', true)
      await expectNoViolations(page, `${path} (${colorScheme})`, { only: COLOUR_RULES })
    }
  })
}

/**
 * `npm run screenshots:sections`: the pictures of the owner's guide's table of section types
 * (docs/images/sections/<type>.png), one per type, cut from the shared changed-content build's page
 * of every section (tests/support/changed-content/owner-pages.ts, the example page's sections) at
 * 1280 px in the light scheme. Make that build first: `npm run build:test`, then `npm run build:changed`.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHANGED_BUILD_DIR } from '../tests/support/changed-content/changes'
import { everySectionPage } from '../tests/support/changed-content/owner-pages'
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium'
import { freePort } from '../tests/support/free-port'
import { startSite } from '../tests/support/site-process'

const OUT = 'docs/images/sections'
mkdirSync(OUT, { recursive: true })

const site = await startSite({ buildDir: CHANGED_BUILD_DIR, port: await freePort() })
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
  await page.goto(`${site.origin}${everySectionPage.path}`, { waitUntil: 'load' })
  await page.evaluate(async () => {
    const all = [...document.images]
    for (const image of all) image.loading = 'eager'
    await Promise.all(all.map((image) => image.decode().catch(() => undefined)))
  })
  for (const [index, section] of everySectionPage.sections.entries()) {
    const file = join(OUT, `${section.type}.png`)
    await page.locator(`[aria-labelledby="section-${index + 1}-heading"]`).screenshot({ path: file, scale: 'css' })
    console.log(file)
  }
} finally {
  await browser.close()
  await site.stop()
}

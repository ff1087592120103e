/**
 * `npm run screenshots:brands`: the pictures of decision 035 and the owner's guide's "Make it yours"
 * (docs/images/brands/<brand>-<scheme>.png): five brand colours, light and dark, each the hero and the
 * closing banner of the shared changed-content build's page of every section at 1280 px, set one above
 * the other at half size. Each brand's palette is the build's own, inserted into the loaded page
 * (tests/support/try-brand.ts): no build per brand. Make the build first: `npm run build:test`, then
 * `npm run build:changed`.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { CHANGED_BUILD_DIR } from '../tests/support/changed-content/changes'
import { everySectionPage } from '../tests/support/changed-content/owner-pages'
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium'
import { freePort } from '../tests/support/free-port'
import { startSite } from '../tests/support/site-process'
import { FIVE_BRANDS, tryBrand } from '../tests/support/try-brand'

const OUT = 'docs/images/brands'
const WIDTH = 1280

mkdirSync(OUT, { recursive: true })
const sectionOf = (type: string) =>
  `[aria-labelledby="section-${everySectionPage.sections.findIndex((section) => section.type === type) + 1}-heading"]`

const site = await startSite({ buildDir: CHANGED_BUILD_DIR, port: await freePort() })
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
try {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({
      viewport: { width: WIDTH, height: 900 },
      reducedMotion: 'reduce',
      colorScheme: scheme,
    })
    for (const [name, colour] of Object.entries(FIVE_BRANDS)) {
      await page.goto(`${site.origin}${everySectionPage.path}`, { waitUntil: 'load' })
      await tryBrand(page, colour, scheme)
      const shots = [
        await page.locator(sectionOf('hero')).screenshot({ scale: 'css' }),
        await page.locator(sectionOf('cta')).screenshot({ scale: 'css' }),
      ]
      const halves = await Promise.all(
        shots.map((shot) =>
          sharp(shot)
            .resize({ width: WIDTH / 2 })
            .toBuffer({ resolveWithObject: true }),
        ),
      )
      const height = halves.reduce((sum, half) => sum + half.info.height, 0)
      const file = join(OUT, `${name}-${scheme}.png`)
      await sharp({ create: { width: WIDTH / 2, height, channels: 3, background: '#ffffff' } })
        .composite(
          halves.map((half, index) => ({
            input: half.data,
            top: index === 0 ? 0 : (halves[0]?.info.height ?? 0),
            left: 0,
          })),
        )
        .png({ palette: true, quality: 90, effort: 10 })
        .toFile(file)
      console.log(file)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await site.stop()
}

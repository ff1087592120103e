/**
 * `npm run screenshots`: every page of the test build (build it first: `npm run build:test`) as
 * a visitor sees it at 375px and 1280px, full length, into .reports/screenshots/, to open and look
 * at before calling a page done. Served by the production server with the image stand-in; blocks
 * that fade in on scroll are shown as they end up (reduced motion). Whether a page scrolls
 * sideways is asserted for every page in tests/e2e/every-page.spec.ts; this only takes pictures.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startImageServer } from '../tests/stand-ins/image-server'
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium'
import { startSite } from '../tests/support/site-process'
import { SITE_PORT, TEST_BUILD_DIR } from '../tests/support/test-environment'

const OUT = '.reports/screenshots'
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

const manifest = JSON.parse(readFileSync(join(TEST_BUILD_DIR, 'site-manifest.json'), 'utf8'))
const paths = [...(manifest.pages as string[]), '/no-such-page']
mkdirSync(OUT, { recursive: true })

const images = await startImageServer()
const site = await startSite({ buildDir: TEST_BUILD_DIR, port: SITE_PORT + 5 })
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
try {
  for (const viewport of WIDTHS) {
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce' })
    for (const path of paths) {
      await page.goto(`${site.origin}${path}`, { waitUntil: 'load' })
      // A full-length picture never scrolls, so lazy images below the fold would stay blank.
      await page.evaluate(async () => {
        const images = [...document.images]
        for (const image of images) image.loading = 'eager'
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
      })
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '--')
      const file = join(OUT, `${name}-${viewport.width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await site.stop()
  images.close()
}

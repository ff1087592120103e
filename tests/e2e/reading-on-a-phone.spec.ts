import type { CDPSession, Page } from '@playwright/test'
import { readBudgets, visitorPages } from '../support/budgets'
import { expect, test } from '../support/fixtures'
import { TEST_BUILD_DIR } from '../support/test-environment'

// A visitor who only reads, on a phone, each page as a first visit: what their browser downloads,
// against the byte budgets of bench/budgets.json (the budgets over the built files, the form's island
// among them, are checked in tests/built-site/budgets.test.ts; the island itself comes only when the
// visitor touches the form: tests/e2e/contact.spec.ts), and whom it asks. Every photo is the site's
// own file (docs/decisions/017-photos-on-our-own-origin.md): reading any page tells no other origin
// that the visitor is there, and the photos arrive in the formats the build gave them.
const { kb, pageBudget } = readBudgets()
const paths = [...visitorPages(TEST_BUILD_DIR), '/no-such-page']

/** The JavaScript the page loaded now downloaded, with when each file started, and when it first painted. */
function scriptsAndFirstPaint(page: Page) {
  return page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
      .map((entry) => ({
        url: entry.name,
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
        start: entry.startTime,
      })),
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }))
}

/**
 * Loads `path` with an empty cache, checks the JavaScript it downloaded while nobody scrolled, then
 * scrolls to its end so every lazy photo loads; returns the requests it made to other origins.
 */
async function readToTheEnd(page: Page, cdp: CDPSession, path: string, origin: string): Promise<string[]> {
  const foreign: string[] = []
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url())
  }
  page.on('request', onRequest)
  await cdp.send('Network.clearBrowserCache')
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const { scripts, firstPaint } = await scriptsAndFirstPaint(page)
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0)
  expect(
    total,
    `${path}:\n${scripts.map((script) => `${kb(script.bytes)} ${script.url}`).join('\n')}`,
  ).toBeLessThanOrEqual(pageBudget)
  // The enquiry form's island waits for the visitor's touch, which a reader never gives.
  expect(scripts.filter((script) => script.url.includes('/assets/contact-island'))).toEqual([])
  // Whatever JavaScript there is starts downloading after the page has painted.
  for (const script of scripts) expect(script.start, `${path}: ${script.url}`).toBeGreaterThanOrEqual(firstPaint)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  page.off('request', onRequest)
  return foreign
}

// On a phone with a 2x screen, where the photos' srcset picks the most files; every file of every
// srcset, at any width, is checked without a browser from the pages' HTML (tests/built-site/photos.test.ts).
// With reduced motion: the blocks that fade in as they scroll into view fetch nothing, and their
// fading is tests/e2e/images-and-motion.spec.ts's; here it only drew frames.
test.describe('on a phone, a visitor who only reads', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  })

  // One page object reads every page in turn, its cache emptied before each as a first visit's: a
  // test per page spent most of its time starting a browser context, and the budgets and the photos
  // were two walks of the same pages (docs/developer-guide.md "Tests").
  test(`downloads at most ${kb(pageBudget)} of JavaScript on each page, none of it the form's and all after first paint, asks no other origin for anything, and shows each photo from the site’s own AVIF or WebP files`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(paths.length * 10_000)
    const origin = new URL(baseURL ?? '').origin
    const cdp = await page.context().newCDPSession(page)
    for (const path of paths) {
      await test.step(path, async () => {
        const foreign = await readToTheEnd(page, cdp, path, origin)
        expect(foreign, `${path}: requests to another origin`).toEqual([])
        const images = await page.locator('img').evaluateAll((elements) =>
          elements.map((element) => {
            const image = element as HTMLImageElement
            return { src: image.currentSrc, shown: image.complete && image.naturalWidth > 0 }
          }),
        )
        for (const image of images) {
          expect(image.src, 'a photo from the site').toMatch(new RegExp(`^${origin}/assets/photos/.+\\.(avif|webp)$`))
          expect(image.shown, `${image.src} shown`).toBe(true)
        }
      })
    }
  })
})

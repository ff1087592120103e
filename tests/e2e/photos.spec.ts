import type { Page } from '@playwright/test'
import { indexablePages } from '../../app/content/page-list'
import { expect, test } from '../support/fixtures'

// Every photo is the site's own file (docs/decisions/017-photos-on-our-own-origin.md): reading any
// page tells no other origin that the visitor is there, and the photos arrive in the formats the
// build gave them.
const paths = [...indexablePages().map(({ path }) => path), '/no-such-page']

/** Loads `path`, scrolls to its end so every lazy photo loads, and returns the requests it made to other origins. */
async function readToTheEnd(page: Page, path: string, origin: string): Promise<string[]> {
  const foreign: string[] = []
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url())
  }
  page.on('request', onRequest)
  await page.goto(path)
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

// On a phone, where the photos' srcset picks the most files (a 2x screen); every file of every
// srcset, at any width, is checked without a browser from the pages' HTML (tests/built-site/photos.test.ts).
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 })

  // One page object reads every page in turn: a test per page spent most of its time starting a
  // browser context, and npm test has a time budget (docs/developer-guide.md "Tests").
  test('every page asks no other origin for anything, and shows each of its photos from the site’s own AVIF or WebP files', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(paths.length * 10_000)
    const origin = new URL(baseURL ?? '').origin
    for (const path of paths) {
      await test.step(path, async () => {
        const foreign = await readToTheEnd(page, path, origin)
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

import type { Page } from '@playwright/test'
import { indexablePages } from '../../app/content/page-list'
import { STAND_IN_CAMERA } from '../stand-ins/image-server'
import { expect, test } from '../support/fixtures'

// Every photo is the site's own file (docs/decisions/017-photos-on-our-own-origin.md): reading any
// page, on a phone or a desktop, tells no other origin that the visitor is there, and the photos
// arrive in the formats, sizes and without the camera data the build gave them.
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

for (const { width, height, deviceScaleFactor } of [
  { width: 375, height: 740, deviceScaleFactor: 2 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor })

    // One page object reads every page in turn: a test per page spent most of its time starting a
    // browser context, and npm test has a time budget (docs/developer-guide.md "Tests").
    test(`every page asks no other origin for anything; its photos are AVIF or WebP with width and height, without camera data (${width}px)`, async ({
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
              return {
                src: image.currentSrc,
                width: Number(image.getAttribute('width')),
                height: Number(image.getAttribute('height')),
                shown: image.complete && image.naturalWidth > 0,
              }
            }),
          )
          for (const image of images) {
            expect(image.src, 'a photo from the site').toMatch(new RegExp(`^${origin}/assets/photos/.+\\.(avif|webp)$`))
            expect(image.width * image.height, `${image.src} width and height`).toBeGreaterThan(0)
            expect(image.shown, `${image.src} shown`).toBe(true)
          }
          // Each file a photo shows, as the site serves it (two cards may share one), read again here:
          // on a busy run the page's response events missed photos the page showed.
          for (const src of new Set(images.map((image) => image.src))) {
            const response = await page.request.get(src)
            expect(response.headers()['content-type'], src).toMatch(/^image\/(avif|webp)$/)
            const body = await response.body()
            // The stand-in photo host sends every photo with a camera's EXIF and a GPS position.
            for (const trace of ['Exif', STAND_IN_CAMERA]) expect(body.includes(trace), `${src}: ${trace}`).toBe(false)
          }
        })
      }
    })
  })
}

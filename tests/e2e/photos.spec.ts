import type { Page } from '@playwright/test'
import { indexablePages } from '../../app/content/pages'
import { STAND_IN_CAMERA } from '../../scripts/local-stand-ins/image-server'
import { expect, test } from './fixtures'

// Every photo is the site's own file (docs/decisions/017-photos-on-our-own-origin.md): reading any
// page, on a phone or a desktop, tells no other origin that the visitor is there, and the photos
// arrive in the formats, sizes and without the camera data the build gave them.
const paths = [...indexablePages().map(({ path }) => path), '/no-such-page']

type Seen = { foreign: string[]; photos: { url: string; type: string; body: Buffer }[] }

/** Loads `path`, scrolls to its end so every lazy photo loads, and returns what the page asked for. */
async function readToTheEnd(page: Page, path: string, origin: string): Promise<Seen> {
  const seen: Seen = { foreign: [], photos: [] }
  const bodies: Promise<void>[] = []
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).origin !== origin) seen.foreign.push(request.url())
  }
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'image') return
    const type = response.headers()['content-type'] ?? ''
    bodies.push(response.body().then((body) => void seen.photos.push({ url: response.url(), type, body })))
  }
  page.on('request', onRequest)
  page.on('response', onResponse)
  await page.goto(path)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  await Promise.all(bodies)
  page.off('request', onRequest)
  page.off('response', onResponse)
  return seen
}

for (const { width, height, deviceScaleFactor } of [
  { width: 375, height: 740, deviceScaleFactor: 2 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor })

    for (const path of paths) {
      test(`${path} asks no other origin for anything; its photos are AVIF or WebP with width and height, without camera data (${width}px)`, async ({
        page,
        baseURL,
      }) => {
        const origin = new URL(baseURL ?? '').origin
        const { foreign, photos } = await readToTheEnd(page, path, origin)
        expect(foreign, 'requests to another origin').toEqual([])
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
        // Each shown photo's file is among those checked below (two cards may share one).
        const downloaded = photos.map((photo) => photo.url)
        for (const image of images) expect(downloaded, 'the photos downloaded').toContain(image.src)
        for (const photo of photos) {
          expect(photo.type, photo.url).toMatch(/^image\/(avif|webp)$/)
          // The stand-in photo host sends every photo with a camera's EXIF and a GPS position.
          for (const trace of ['Exif', STAND_IN_CAMERA])
            expect(photo.body.includes(trace), `${photo.url}: ${trace}`).toBe(false)
        }
      })
    }
  })
}

import { site } from '../../app/config/configuration'
import { indexablePages } from '../../app/content/pages'
import { expect, test } from './fixtures'

const PNG_SIGNATURE = '89504e470d0a1a0a'

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'a PNG file').toBe(PNG_SIGNATURE)
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

function metaContent(html: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`))?.[1]
}

test('every page links its own 1200×630 PNG share image, with alt text naming the page and the brand', async ({
  request,
}) => {
  const seen = new Set<string>()
  for (const { path } of indexablePages()) {
    const html = await (await request.get(path)).text()
    const image = metaContent(html, 'og:image') ?? ''
    expect(image, path).toMatch(new RegExp(`^${site.url}/.+\\.png$`))
    expect(metaContent(html, 'twitter:image'), path).toBe(image)
    expect(seen.has(image), `${path} has an image of its own`).toBe(false)
    seen.add(image)
    const alt = metaContent(html, 'og:image:alt') ?? ''
    expect(alt, path).toContain(site.name)
    expect(metaContent(html, 'twitter:image:alt'), path).toBe(alt)

    const response = await request.get(new URL(image).pathname)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type'], image).toContain('image/png')
    const body = await response.body()
    expect(pngSize(body), image).toEqual({ width: 1200, height: 630 })
    // A blank or broken render is a few kilobytes; a card with its text is tens of kilobytes.
    expect(body.length, image).toBeGreaterThan(20_000)
  }
})

test('a not-found page still offers a share image that exists', async ({ request }) => {
  const html = await (await request.get('/no-such-page')).text()
  const image = metaContent(html, 'og:image') ?? ''
  expect((await request.get(new URL(image).pathname)).status(), image).toBe(200)
})

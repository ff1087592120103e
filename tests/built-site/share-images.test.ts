import { expect, test } from 'vitest'
import { site } from '../../app/config/configuration'
import { indexablePages } from '../../app/content/page-list'
import { get } from '../support/built-site'

const PNG_SIGNATURE = '89504e470d0a1a0a'

/** Width and height of a PNG (its IHDR chunk follows the 8-byte signature) or a JPEG (its frame header). */
function imageSize(bytes: Buffer, type: string): { width: number; height: number } {
  if (type === 'image/png') {
    expect(bytes.subarray(0, 8).toString('hex'), 'a PNG file').toBe(PNG_SIGNATURE)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  }
  expect(bytes.subarray(0, 2).toString('hex'), 'a JPEG file').toBe('ffd8')
  // Segments follow one another, each a marker and its length, up to the frame header (SOF0 or SOF2).
  let at = 2
  while (at < bytes.length && ![0xc0, 0xc2].includes(bytes[at + 1] ?? 0)) at += 2 + bytes.readUInt16BE(at + 2)
  return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) }
}

function metaContent(html: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`))?.[1]
}

test('every page links its own 1200×630 share image (a JPEG with its photo for an article, else a PNG), with alt text naming the page and the brand', async () => {
  const seen = new Set<string>()
  for (const { path } of indexablePages()) {
    const html = await (await get(path)).text()
    const image = metaContent(html, 'og:image') ?? ''
    const type = path.startsWith('/insights/') && !path.startsWith('/insights/tags/') ? 'image/jpeg' : 'image/png'
    expect(image, path).toMatch(new RegExp(`^${site.url}/.+\\.${type === 'image/png' ? 'png' : 'jpg'}$`))
    expect(metaContent(html, 'og:image:type'), path).toBe(type)
    expect(metaContent(html, 'twitter:image'), path).toBe(image)
    expect(seen.has(image), `${path} has an image of its own`).toBe(false)
    seen.add(image)
    const alt = metaContent(html, 'og:image:alt') ?? ''
    expect(alt, path).toContain(site.name)
    expect(metaContent(html, 'twitter:image:alt'), path).toBe(alt)

    const response = await get(new URL(image).pathname)
    expect(response.status, image).toBe(200)
    expect(response.headers.get('content-type'), image).toContain(type)
    const body = Buffer.from(await response.arrayBuffer())
    expect(imageSize(body, type), image).toEqual({ width: 1200, height: 630 })
    // A blank or broken render is a few kilobytes; a card with its text is tens of kilobytes.
    expect(body.length, image).toBeGreaterThan(20_000)
  }
})

test('a not-found page still offers a share image that exists', async () => {
  const html = await (await get('/no-such-page')).text()
  const image = metaContent(html, 'og:image') ?? ''
  expect((await get(new URL(image).pathname)).status, image).toBe(200)
})

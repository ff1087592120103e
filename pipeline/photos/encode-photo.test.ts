import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, expect, test } from 'vitest'
import { PHOTO_WIDTHS } from '../../app/content/photo-layouts.ts'
import { PHOTO_LIMITS } from '../../app/content/photo-schema.ts'
import { encodePhoto, inspectPhoto } from './encode-photo.ts'

const caches: string[] = []
afterEach(() => {
  for (const dir of caches.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function scratchCache(): string {
  const dir = mkdtempSync(join(tmpdir(), 'photo-cache-'))
  caches.push(dir)
  return dir
}

const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 2600/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 3900/100',
}

/** A phone photo: landscape pixels stored sideways (EXIF orientation 6), with camera, GPS and XMP metadata. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width: height, height: width, channels: 3, background: '#7a4b2c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>The Owner</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer()
}

test('a phone JPEG with GPS, camera and XMP data in: every file out is upright, sRGB, and carries none of it', async () => {
  const input = await phonePhoto(800, 600)
  const inputMetadata = await sharp(input).metadata()
  expect(inputMetadata.exif?.includes('PhoneMaker')).toBe(true)
  expect(inputMetadata.xmp?.includes('The Owner')).toBe(true)
  expect(inputMetadata.orientation).toBe(6)

  const { files } = await encodePhoto(input, scratchCache())
  // 320, 480, 640 and 800 px (the original's width once upright), each in both formats.
  expect(files.map((file) => `${file.width} ${file.format}`).sort()).toEqual(
    [320, 480, 640, 800].flatMap((width) => [`${width} image/avif`, `${width} image/webp`]).sort(),
  )
  for (const file of files) {
    const bytes = readFileSync(file.cacheFile)
    const metadata = await sharp(bytes).metadata()
    expect(metadata.exif, file.cacheFile).toBeUndefined()
    expect(metadata.xmp, file.cacheFile).toBeUndefined()
    expect(metadata.icc, file.cacheFile).toBeUndefined()
    expect(metadata.orientation ?? 1, file.cacheFile).toBe(1)
    expect(metadata.space, file.cacheFile).toBe('srgb')
    for (const trace of ['Exif', 'PhoneMaker', 'Pocket 12', 'The Owner', 'xmpmeta']) {
      expect(bytes.includes(trace), `${file.cacheFile} contains ${trace}`).toBe(false)
    }
    // Stored sideways, shown upright: landscape, as the camera held it.
    expect(file.width / file.height).toBeCloseTo(800 / 600, 1)
    expect(metadata.width).toBe(file.width)
  }
})

test('widths never exceed the original: an 800 px photo gets 320 to 800, a 200 px one only its own width', async () => {
  const cache = scratchCache()
  const wide = await encodePhoto(
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer(),
    cache,
  )
  expect([...new Set(wide.files.map((file) => file.width))]).toEqual(PHOTO_WIDTHS.filter((width) => width <= 800))
  const narrow = await encodePhoto(
    await sharp({ create: { width: 200, height: 150, channels: 3, background: '#543' } })
      .png()
      .toBuffer(),
    cache,
  )
  expect(narrow.files.map((file) => [file.width, file.height])).toEqual([
    [200, 150],
    [200, 150],
  ])
})

test('the cache is reused: the same photo again encodes nothing and names the same files', async () => {
  const cache = scratchCache()
  const input = await phonePhoto(700, 500)
  const first = await encodePhoto(input, cache)
  expect(first.encoded).toBe(first.files.length)
  const again = await encodePhoto(input, cache)
  expect(again.encoded).toBe(0)
  expect(again.files).toEqual(first.files)
})

test('a file that is not an image, or is damaged, is refused with the reason', async () => {
  await expect(inspectPhoto(Buffer.from('<html>not a photo</html>'))).rejects.toThrow(/^is not an image/)
  await expect(
    inspectPhoto(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    ),
  ).rejects.toThrow(/is a GIF file: use a JPEG, PNG, WebP, AVIF or HEIC photo/)
  const jpeg = await sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer()
  const truncated = jpeg.subarray(0, Math.round(jpeg.length * 0.6))
  await expect(encodePhoto(truncated, scratchCache())).rejects.toThrow(/cannot be read, it may be damaged/)
})

test(`a photo over ${PHOTO_LIMITS.maxPixels / 1e6} megapixels is refused before it is decoded`, async () => {
  // A small JPEG whose header says 10000×6000: the limit is checked from the header alone.
  const jpeg = Buffer.from(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  )
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
  jpeg.writeUInt16BE(6000, frame + 5)
  jpeg.writeUInt16BE(10000, frame + 7)
  await expect(inspectPhoto(jpeg)).rejects.toThrow('is 10000×6000 pixels (60 megapixels), over the 50 megapixels limit')
})

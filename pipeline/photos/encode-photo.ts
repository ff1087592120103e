/**
 * One photo's files, with sharp: checked to be an image within the limits, turned upright by its
 * EXIF orientation, converted to sRGB, scaled to each width it reaches (never enlarged) and encoded
 * as AVIF and WebP with no metadata at all (sharp writes none unless asked: no EXIF, GPS, XMP, ICC
 * or comments). Each file is kept in the cache under a key of everything it depends on, so a
 * rebuild with nothing new encodes nothing.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'
import { PHOTO_WIDTHS, type PhotoFormat } from '../../app/content/photo-layouts.ts'
import { PHOTO_LIMITS } from '../../app/content/photo-schema.ts'
import { writeWhole } from '../build-cache.ts'
import { PhotoProblem } from './photo-sources.ts'

/**
 * Per format: the file extension and sharp's settings. AVIF at effort 2, not sharp's default 4:
 * seven times faster here for files a few per cent larger (docs/decisions/017-photos-on-our-own-origin.md).
 */
const ENCODINGS = {
  'image/avif': { extension: 'avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
  'image/webp': { extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 75, effort: 4 }) },
} satisfies Record<PhotoFormat, { extension: string; encode: (image: Sharp) => Sharp }>

/** What every encoded file depends on besides its original: new settings or a new encoder mean new files. */
const RECIPE = JSON.stringify({
  sharp: sharp.versions.sharp,
  vips: sharp.versions.vips,
  settings: 'avif q50 e2, webp q75 e4, auto-orient, sRGB, no metadata',
})

const READABLE = ['jpeg', 'png', 'webp', 'heif']

/** The original's size once upright; throws a PhotoProblem for anything that is not a usable photo. */
export async function inspectPhoto(bytes: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw new PhotoProblem(`is not an image (${error instanceof Error ? error.message : String(error)})`)
  }
  const { format, compression, width = 0, height = 0 } = metadata
  if (!READABLE.includes(format)) {
    throw new PhotoProblem(`is a ${format.toUpperCase()} file: use a JPEG, PNG, WebP, AVIF or HEIC photo`)
  }
  if (format === 'heif' && compression === 'hevc') {
    throw new PhotoProblem(
      'is a HEIC photo, which this build cannot decode (its codec is patented and not in sharp): save it as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible)',
    )
  }
  if (width * height > PHOTO_LIMITS.maxPixels) {
    const megapixels = (pixels: number) => `${Math.round(pixels / 1e5) / 10} megapixels`
    throw new PhotoProblem(
      `is ${width}×${height} pixels (${megapixels(width * height)}), over the ${megapixels(PHOTO_LIMITS.maxPixels)} limit`,
    )
  }
  return metadata.autoOrient
}

/** The widths made of an original `width` wide: those the layouts need that it reaches, or its own if it is narrower than all. */
function widthsFor(width: number): number[] {
  const reached = PHOTO_WIDTHS.filter((candidate) => candidate <= width)
  return reached.length > 0 ? reached : [width]
}

/** One encoded file in the cache: where it is, its real size, and the hash of its bytes (its public name). */
export type EncodedFile = { format: PhotoFormat; cacheFile: string; width: number; height: number; hash: string }

type Sidecar = Omit<EncodedFile, 'format' | 'cacheFile'>

async function encodeOne(
  bytes: Buffer,
  width: number,
  format: PhotoFormat,
): Promise<{ data: Buffer; info: OutputInfo }> {
  // failOn 'warning' (sharp's default, said here because it matters): a truncated or damaged file
  // fails instead of becoming a half-grey photo.
  const image = sharp(bytes, { failOn: 'warning', limitInputPixels: PHOTO_LIMITS.maxPixels })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
  try {
    return await ENCODINGS[format].encode(image).toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw new PhotoProblem(
      `cannot be read, it may be damaged (${error instanceof Error ? error.message : String(error)})`,
    )
  }
}

/**
 * Every file of the photo whose original is `bytes`: from the cache where it holds them, encoded
 * (and cached) where not. `encoded` counts the files made now.
 */
export async function encodePhoto(bytes: Buffer, cacheDir: string): Promise<{ files: EncodedFile[]; encoded: number }> {
  const { width } = await inspectPhoto(bytes)
  const source = createHash('sha256').update(bytes).digest('hex')
  const dir = join(cacheDir, 'encoded')
  await mkdir(dir, { recursive: true })
  const files: EncodedFile[] = []
  let encoded = 0
  for (const target of widthsFor(width)) {
    for (const format of Object.keys(ENCODINGS) as PhotoFormat[]) {
      const key = createHash('sha256').update(`${RECIPE}\n${source}\n${target}\n${format}`).digest('hex').slice(0, 24)
      const cacheFile = join(dir, `${key}.${ENCODINGS[format].extension}`)
      const sidecarFile = join(dir, `${key}.json`)
      if (existsSync(sidecarFile) && existsSync(cacheFile)) {
        const sidecar: Sidecar = JSON.parse(await readFile(sidecarFile, 'utf8'))
        files.push({ format, cacheFile, ...sidecar })
        continue
      }
      const { data, info } = await encodeOne(bytes, target, format)
      const sidecar: Sidecar = {
        width: info.width,
        height: info.height,
        hash: createHash('sha256').update(data).digest('hex').slice(0, 10),
      }
      // The file first, its sidecar last: a sidecar in the cache always has its file. Each whole:
      // two references, or two builds at once, may encode the same bytes.
      await writeWhole(cacheFile, data)
      await writeWhole(sidecarFile, JSON.stringify(sidecar))
      files.push({ format, cacheFile, ...sidecar })
      encoded += 1
    }
  }
  return { files, encoded }
}

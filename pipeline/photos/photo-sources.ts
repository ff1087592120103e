/**
 * Where a photo's original comes from: the owner's file under content/media/, or the stock-photo
 * host, downloaded once into the cache and read from there by every later build. What is wrong
 * with one is a PhotoProblem, which prepare-photos.ts reports with the content file and field.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, realpath, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { isOwnerPhoto, MEDIA_FOLDER, PHOTO_LIMITS } from '../../app/content/photo-schema.ts'
import { writeWhole } from '../build-cache.ts'

/** Something wrong with one photo, said so that it reads after the photo's name. */
export class PhotoProblem extends Error {
  override name = 'PhotoProblem'
}

/** How long a download may take before the host counts as unreachable. */
const DOWNLOAD_TIMEOUT_MS = 20_000

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function checkSize(bytes: number) {
  if (bytes > PHOTO_LIMITS.maxBytes) {
    throw new PhotoProblem(
      `is ${megabytes(bytes)}, over the ${megabytes(PHOTO_LIMITS.maxBytes)} limit: save it smaller (4000 pixels wide is plenty)`,
    )
  }
}

export const isStockPhoto = (reference: string) => !isOwnerPhoto(reference)

/** The owner's file that `reference` (media/… or /media/…) names, read once its path and size are checked. */
export async function readOwnerPhoto(contentDir: string, reference: string): Promise<Buffer> {
  const mediaDir = resolve(contentDir, MEDIA_FOLDER)
  const file = resolve(contentDir, reference.replace(/^\/+/, ''))
  const inside = (path: string, dir: string) => path.startsWith(`${dir}${sep}`)
  if (!inside(file, mediaDir)) throw new PhotoProblem(`is outside the ${MEDIA_FOLDER}/ folder`)
  if (!existsSync(file)) throw new PhotoProblem(`is missing: there is no such file in the ${MEDIA_FOLDER}/ folder`)
  // A link inside the folder may still lead out of it.
  if (!inside(await realpath(file), await realpath(mediaDir))) {
    throw new PhotoProblem(`leads outside the ${MEDIA_FOLDER}/ folder (it is a link)`)
  }
  const info = await stat(file)
  if (!info.isFile()) throw new PhotoProblem('is a folder, not a file')
  checkSize(info.size)
  return readFile(file)
}

/**
 * What the build asks the stock host for: one JPEG as wide as the widest file the site makes (the
 * host scales it, never wider than its original), at a quality that survives re-encoding.
 */
export function stockSourceUrl(origin: string, reference: string, width: number): string {
  return `${origin}${reference}?fm=jpg&q=85&fit=max&w=${width}`
}

/** A stock photo as the pages link it when the build could not download it: the host's own resizing, as before. */
export function stockRemoteUrl(origin: string, reference: string, width: number): string {
  return `${origin}${reference}?auto=format&fit=crop&w=${width}&q=75`
}

export type StockDownload =
  | { bytes: Buffer; from: 'cache' | 'host'; cacheFile: string }
  | { unreachable: string; cacheFile: string }

const downloadFile = (cacheDir: string, url: string) =>
  join(cacheDir, 'downloads', `${createHash('sha256').update(url).digest('hex').slice(0, 24)}.jpg`)

/**
 * The stock photo at `url`: the cached copy if there is one (never downloaded twice), else from the
 * host, cached as it arrives. A host that cannot be reached, or fails, is `unreachable`; a photo
 * the host does not have is a PhotoProblem.
 */
export async function downloadStockPhoto(cacheDir: string, url: string): Promise<StockDownload> {
  const cacheFile = downloadFile(cacheDir, url)
  if (existsSync(cacheFile)) return { bytes: await readFile(cacheFile), from: 'cache', cacheFile }
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) })
  } catch (error) {
    const reason =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
    return { unreachable: reason, cacheFile }
  }
  if (response.status === 404 || response.status === 410) {
    throw new PhotoProblem(`is missing: the stock-photo host has no such photo (${response.status} for ${url})`)
  }
  if (!response.ok) return { unreachable: `${url} answered ${response.status}`, cacheFile }
  checkSize(Number(response.headers.get('content-length') ?? 0))
  const bytes = Buffer.from(await response.arrayBuffer())
  checkSize(bytes.length)
  await mkdir(join(cacheDir, 'downloads'), { recursive: true })
  await writeWhole(cacheFile, bytes)
  return { bytes, from: 'host', cacheFile }
}

/**
 * Build step "preparePhotos" (run by pipeline/vite-plugins/photos-plugin.ts before the pages render, since
 * they name the files): every photo the content names becomes files on the site's own origin,
 * /assets/photos/<name>-<width>.<hash>.<avif|webp>, kept in the cache between builds. A bad photo
 * stops the build naming the content file, the field and the photo; a stock photo the build can
 * neither download nor find in the cache is linked at the stock host, with a warning (or, for a
 * deploy build, an error). docs/owner-guide.md "Photos"; docs/decisions/017-photos-on-our-own-origin.md.
 */
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { type AdviceLine, OwnerAdvice, type OwnerWarning, refusal } from '../../app/config/advice-form.ts'
import type { Configuration } from '../../app/config/configuration-schema.ts'
import { ContentError, type ContentSettings } from '../../app/content/content-files.ts'
import { PHOTO_WIDTHS, type PreparedPhoto } from '../../app/content/photo-layouts.ts'
import { type PhotoUse, readPhotoUses } from '../../app/content/photo-uses.ts'
import { contentSettingsOf } from '../../app/content/read-content.ts'
import { type EncodedFile, encodePhoto } from './encode-photo.ts'
import {
  downloadStockPhoto,
  isStockPhoto,
  PhotoProblem,
  readOwnerPhoto,
  stockRemoteUrl,
  stockSourceUrl,
} from './photo-sources.ts'

/** Where the files are served from; under /assets/, so every host caches them as hashed assets. */
export const PHOTOS_URL_PATH = '/assets/photos'

export type PreparedPhotos = {
  /** What the pages get, by the reference content uses (app/content/photos.ts). */
  photos: Record<string, PreparedPhoto>
  /** Every file to publish: its URL path and where the cache holds it. */
  files: { url: string; cacheFile: string }[]
  /** The stock host's origin when some photo is linked there; the policy must then allow it. */
  remoteOrigin?: string
  /** What this build did: the photos, downloads and encodings it needed (none on a rebuild with nothing new). */
  summary: { photos: number; downloaded: number; encoded: number; files: number; remote: number }
  /** Stock photos linked at their host, for the owner (pipeline/owner-report.ts), naming each file and field. */
  warnings: OwnerWarning[]
}

export type PhotoSettings = {
  /** The content to find photos in (and the site values its legal texts need to be read). */
  content: ContentSettings
  imageOrigin: string
  cacheDir: string
  /**
   * The deploy this build is, in words (CI_DEPLOY, or a host's production deploy): a photo the build
   * cannot serve itself is then an error naming it; '' (a preview, a build on a computer): a warning.
   */
  requireLocal: string
}

export function photoSettings(configuration: Configuration, root = process.cwd()): PhotoSettings {
  const { build, site } = configuration
  return {
    content: contentSettingsOf(configuration, root),
    imageOrigin: site.imageOrigin,
    cacheDir: resolve(root, build.photoCacheDir),
    requireLocal: build.requireLocalPhotos,
  }
}

/** 'media/Team Photo.JPG' → 'team-photo'; '/photo-1485…' → 'photo-1485…': the readable part of a file's name. */
function nameOf(reference: string): string {
  const last = reference.split('/').at(-1) ?? 'photo'
  const stem = isStockPhoto(reference) ? last : last.replace(/\.[^.]*$/, '')
  return (
    stem
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'photo'
  )
}

function publish(reference: string, encoded: EncodedFile[]) {
  const files = encoded.map((file) => ({
    ...file,
    url: `${PHOTOS_URL_PATH}/${nameOf(reference)}-${file.width}.${file.hash}.${file.cacheFile.split('.').at(-1)}`,
  }))
  const photo: PreparedPhoto = {
    formats: [...new Set(files.map((file) => file.format))].map((type) => ({
      type,
      files: files
        .filter((file) => file.format === type)
        .map(({ url, width, height }) => ({ url, width, height }))
        .sort((a, b) => a.width - b.width),
    })),
  }
  return { photo, files: files.map(({ url, cacheFile }) => ({ url, cacheFile })) }
}

/** A stock photo linked at its host, as before this pipeline: the host resizes it; its real height is unknown. */
function linkRemotely(origin: string, reference: string): PreparedPhoto {
  const files = PHOTO_WIDTHS.map((width) => ({
    url: stockRemoteUrl(origin, reference, width),
    width,
    height: Math.round((width * 2) / 3),
  }))
  return { formats: [{ files }], remoteOrigin: origin }
}

/** `items` grouped by `key`, in order of first appearance (Map.groupBy, which Node 20 lacks). */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
    }),
  )
}

export async function preparePhotos(settings: PhotoSettings): Promise<PreparedPhotos> {
  const { content, imageOrigin, cacheDir } = settings
  const byReference = groupBy(readPhotoUses(content), (use) => use.reference)
  const prepared: PreparedPhotos = {
    photos: {},
    files: [],
    summary: { photos: byReference.size, downloaded: 0, encoded: 0, files: 0, remote: 0 },
    warnings: [],
  }
  const problems: ContentError[] = []
  const unreachable: { reference: string; reason: string }[] = []
  // Two at a time: the machine's cores, while one photo waits for its download.
  await eachLimited([...byReference.keys()], 2, async (reference) => {
    try {
      let bytes: Buffer
      let dropFromCache = async () => {}
      if (isStockPhoto(reference)) {
        const download = await downloadStockPhoto(
          cacheDir,
          stockSourceUrl(imageOrigin, reference, Math.max(...PHOTO_WIDTHS)),
        )
        if ('unreachable' in download) {
          unreachable.push({ reference, reason: download.unreachable })
          prepared.photos[reference] = linkRemotely(imageOrigin, reference)
          return
        }
        if (download.from === 'host') prepared.summary.downloaded += 1
        bytes = download.bytes
        // A download that turns out not to be a photo must not be reused by the next build.
        dropFromCache = () => rm(download.cacheFile, { force: true })
      } else {
        bytes = await readOwnerPhoto(content.contentDir, reference)
        if (/\.svg$/i.test(reference)) {
          // Loaded only for an SVG: its sanitiser brings jsdom, which most builds never need.
          const { prepareSvg } = await import('./svg-photo.ts')
          const svg = await prepareSvg(bytes, cacheDir)
          const url = `${PHOTOS_URL_PATH}/${nameOf(reference)}.${svg.hash}.svg`
          prepared.photos[reference] = { formats: [{ files: [{ url, width: svg.width, height: svg.height }] }] }
          prepared.files.push({ url, cacheFile: svg.cacheFile })
          return
        }
      }
      const result = await encodePhoto(bytes, cacheDir).catch(async (error: unknown) => {
        await dropFromCache()
        throw error
      })
      prepared.summary.encoded += result.encoded
      const { photo, files } = publish(reference, result.files)
      prepared.photos[reference] = photo
      prepared.files.push(...files)
    } catch (error) {
      if (!(error instanceof PhotoProblem)) throw error
      for (const [file, fileUses] of groupBy(byReference.get(reference) ?? [], (use) => use.file)) {
        problems.push(
          new ContentError(
            file,
            fileUses.map((use) => ({
              path: [use.place],
              message: `photo "${reference}" ${error.message}`,
              label: use.label,
            })),
          ),
        )
      }
    }
  })
  if (problems.length > 0)
    throw new OwnerAdvice(
      problems
        .map((problem) => problem.message)
        .sort()
        .join('\n'),
    )
  // Photos finish in any order; the bundle that carries them must be the same every build.
  prepared.photos = Object.fromEntries(Object.entries(prepared.photos).sort(([a], [b]) => a.localeCompare(b)))
  prepared.files.sort((a, b) => a.url.localeCompare(b.url))
  prepared.summary.files = prepared.files.length
  prepared.summary.remote = unreachable.length
  if (unreachable.length > 0) {
    prepared.warnings = [reportUnreachable(unreachable, byReference, settings)]
    prepared.remoteOrigin = imageOrigin
  }
  return prepared
}

/** What the owner reads of stock photos the build could not download: a refusal for a deploy, else a warning. */
function reportUnreachable(
  unreachable: { reference: string; reason: string }[],
  byReference: Map<string, PhotoUse[]>,
  { imageOrigin, requireLocal }: PhotoSettings,
): OwnerWarning {
  const lines: AdviceLine[] = unreachable.flatMap(({ reference, reason }) =>
    (byReference.get(reference) ?? []).map((use) => ({
      file: use.file,
      path: [use.place],
      message: `photo "${reference}" could not be downloaded (${reason})`,
      label: use.label,
    })),
  )
  if (requireLocal) {
    // Advice, not a crash: the owner builds again once the host answers, or uploads the photo instead.
    throw refusal(
      `This is ${requireLocal}, which serves every photo itself (docs/decisions/017-photos-on-our-own-origin.md), but these stock photos could not be downloaded from ${imageOrigin} and are not in the cache; build again once it answers, or upload the photo instead`,
      lines,
    )
  }
  const heading = `Stock photos linked at ${imageOrigin}, which the build could not download them from: the pages show them from that host, whose origin joins the Content-Security-Policy and the privacy notice; build again with a connection to serve them from the site (docs/owner-guide.md "Photos")`
  return { heading, lines: lines.map((line) => ({ ...line, message: `${line.message}: linked there` })) }
}

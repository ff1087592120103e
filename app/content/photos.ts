/**
 * The photos pages show, as the build prepared them (pipeline/photos/prepare-photos.ts): each
 * photo named in content/ (app/content/photo-schema.ts, PhotoReference) becomes files on the site's own
 * origin in the widths its layouts need (./photo-layouts.ts), as AVIF and WebP, each with its real size.
 */

import type { PhotoFile, PreparedPhoto } from './photo-layouts'
import { entries } from './replaced-at-build/photos'

/** The prepared photo that content names `reference`. */
export function photoFor(reference: string): PreparedPhoto {
  const photo = entries[reference]
  if (!photo) throw new Error(`No prepared photo for "${reference}": photos are prepared when the site builds`)
  return photo
}

/** The widest file of a photo in the format `<img>` offers: for JSON-LD and other readers of one URL. */
export function largestPhotoFile(reference: string): PhotoFile {
  const files = photoFor(reference).formats.at(-1)?.files ?? []
  const largest = files.at(-1)
  if (!largest) throw new Error(`The prepared photo "${reference}" has no files`)
  return largest
}

/** The origins photos are linked at because the build could not download them (normally none). */
export function remotePhotoOrigins(): string[] {
  const origins = Object.values(entries).flatMap((photo) => (photo.remoteOrigin ? [photo.remoteOrigin] : []))
  return [...new Set(origins)]
}

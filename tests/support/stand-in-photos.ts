/**
 * What the build's photo step would give the pages, without running it: every photo the content
 * names as AVIF and WebP files in every width, 3:2. Unit tests render components with these
 * (tests/support/vitest-setup.ts); the real files are made and checked by the build's own tests.
 */

import { PHOTO_FORMATS, PHOTO_WIDTHS, type PreparedPhoto } from '../../app/content/photo-layouts'
import { readPhotoUses } from '../../app/content/photo-uses'
import { contentSettings } from '../../app/content/read-content'

function standInPhoto(reference: string): PreparedPhoto {
  const name = reference.split('/').at(-1)
  return {
    formats: PHOTO_FORMATS.map((type) => ({
      type,
      files: PHOTO_WIDTHS.map((width) => ({
        url: `/assets/photos/${name}-${width}.0123456789.${type.split('/')[1]}`,
        width,
        height: Math.round((width * 2) / 3),
      })),
    })),
  }
}

export function standInPhotos(): Record<string, PreparedPhoto> {
  const references = readPhotoUses(contentSettings()).map((use) => use.reference)
  return Object.fromEntries(references.map((reference) => [reference, standInPhoto(reference)]))
}

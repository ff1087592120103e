/**
 * What the build's photo step would give the pages, without running it: each photo as AVIF
 * and WebP files in every width, 3:2. Unit tests render components with these
 * (tests/support/vitest-setup.ts); the real files are made and checked by the build's own tests.
 */

import { PHOTO_FORMATS, PHOTO_WIDTHS, type PreparedPhoto } from '../../app/content/photo-layouts'

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

/**
 * A stand-in for each photo a component asks for, made when first asked: a stock photo's
 * `/photo-<number>-<hex>` or an owner's `media/…`, the references the tests' content names. Any other
 * is a photo the build did not prepare. (Reading the content to list its photos cost every test file
 * that renders one a whole read of content/.)
 */
export function standInPhotos(): Record<string, PreparedPhoto> {
  return new Proxy<Record<string, PreparedPhoto>>(
    {},
    {
      get(made, key) {
        if (typeof key === 'string' && /^\/photo-\d+-[\da-f]+$|^\/?media\//.test(key)) made[key] ??= standInPhoto(key)
        return Reflect.get(made, key)
      },
    },
  )
}

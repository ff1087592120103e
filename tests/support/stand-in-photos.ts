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

/** Where a stock photo the build could not download is linked instead (its host resizes it). */
export const UNREACHED_STOCK_HOST = 'https://img.test'

/** As the build links a stock photo it could not download: at its host, in every width, one format. */
function linkedAtItsHost(reference: string): PreparedPhoto {
  const files = PHOTO_WIDTHS.map((width) => ({
    url: `${UNREACHED_STOCK_HOST}${reference}?w=${width}`,
    width,
    height: Math.round((width * 2) / 3),
  }))
  return { formats: [{ files }], remoteOrigin: UNREACHED_STOCK_HOST }
}

/**
 * A stand-in for each photo a component asks for, made when first asked: a stock photo's
 * `/photo-<number>-<hex>` or an owner's `media/…`, the references the tests' content names, and a
 * `/photo-unreached-…` as a stock photo the build could not download. Any other is a photo the
 * build did not prepare. Every instance of the mocked module answers alike, so no test changes one.
 * (Reading the content to list its photos cost every test file that renders one a whole read of it.)
 */
export function standInPhotos(): Record<string, PreparedPhoto> {
  return new Proxy<Record<string, PreparedPhoto>>(
    {},
    {
      get(made, key) {
        if (typeof key !== 'string') return Reflect.get(made, key)
        if (key.startsWith('/photo-unreached-')) made[key] ??= linkedAtItsHost(key)
        else if (/^\/photo-\d+-[\da-f]+$|^\/?media\//.test(key)) made[key] ??= standInPhoto(key)
        return Reflect.get(made, key)
      },
    },
  )
}

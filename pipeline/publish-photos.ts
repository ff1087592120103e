/**
 * Build step: copies the photo files the build prepared before rendering (./photos/prepare-photos.ts)
 * from the cache into the build, at the /assets/photos/ URLs the pages name; the stock photos linked
 * at their host instead go into what the build settled for the owner (./owner-report.ts).
 */
import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildStep } from './build-step.ts'
import { PHOTOS_URL_PATH } from './photos/prepare-photos.ts'

export const publishPhotos: BuildStep = {
  name: 'publishPhotos',
  purpose:
    'the photos’ AVIF and WebP files, from the photo cache into /assets/photos/; those linked at the stock host, for the owner',
  writes: ['client files'],
  async run({ clientDir, photos, warnings }) {
    warnings.push(...photos.warnings)
    await mkdir(join(clientDir, PHOTOS_URL_PATH), { recursive: true })
    await Promise.all(photos.files.map(({ url, cacheFile }) => copyFile(cacheFile, join(clientDir, url))))
  },
}

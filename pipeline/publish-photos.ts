/**
 * Build step: copies the photo files the build prepared before rendering (./photos/prepare-photos.ts)
 * from the cache into the build, at the /assets/photos/ URLs the pages name.
 */
import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildStep } from './build-step.ts'
import { PHOTOS_URL_PATH } from './photos/prepare-photos.ts'

export const publishPhotos: BuildStep = {
  name: 'publishPhotos',
  purpose: 'the photos’ AVIF and WebP files, from the photo cache into /assets/photos/',
  writes: ['client files'],
  async run({ clientDir, photos }) {
    await mkdir(join(clientDir, PHOTOS_URL_PATH), { recursive: true })
    await Promise.all(photos.files.map(({ url, cacheFile }) => copyFile(cacheFile, join(clientDir, url))))
  },
}

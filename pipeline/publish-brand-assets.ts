/**
 * Build step: copies the brand's files the build prepared before rendering (favicon, app icons, the
 * owner's logo: ./brand/prepare-brand-assets.ts) from their cache into the build, at the URLs the
 * pages and the web app manifest name.
 */
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { BuildStep } from './build-step.ts'

export const publishBrandAssets: BuildStep = {
  name: 'publishBrandAssets',
  purpose: 'the favicon, app icons and logo made from content/settings.yaml, from their cache into the build',
  writes: ['client files'],
  async run({ clientDir, brand }) {
    for (const { url, cacheFile } of brand.files) {
      await mkdir(dirname(join(clientDir, url)), { recursive: true })
      await copyFile(cacheFile, join(clientDir, url))
    }
  },
}

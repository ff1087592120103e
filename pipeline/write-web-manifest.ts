/** Build step: site.webmanifest (app/content/web-manifest.ts), carrying the configured company name. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildWebManifest } from '../app/content/web-manifest.ts'
import type { BuildStep } from './build-step.ts'

export const writeWebManifest: BuildStep = {
  name: 'writeWebManifest',
  purpose: 'site.webmanifest with the configured company name',
  writes: ['client files'],
  run: ({ clientDir, config }) => writeFile(join(clientDir, 'site.webmanifest'), buildWebManifest(config.site)),
}

/**
 * Build step: Vite's manifest of the client build names each entry's files (scripts/measure/first-load.ts
 * reads the contact island's from it). It moves beside site-manifest.json: visitors have no use for it.
 */
import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildStep } from './build-step.ts'

const CLIENT_MANIFEST = 'client-manifest.json'

export const keepClientManifest: BuildStep = {
  name: 'keepClientManifest',
  purpose: 'move Vite’s client manifest out of what visitors are served',
  writes: ['client files'],
  async run({ buildDir, clientDir }) {
    const viteDir = join(clientDir, '.vite')
    await rename(join(viteDir, 'manifest.json'), join(buildDir, CLIENT_MANIFEST))
    await rm(viteDir, { recursive: true, force: true })
  },
}

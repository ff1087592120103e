/** Build step: deletes React Router's SPA fallback page. */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildStep } from './build-step.ts'

export const dropSpaFallback: BuildStep = {
  name: 'dropSpaFallback',
  purpose: 'every URL is either prerendered or a 404, so the SPA fallback is never served',
  writes: ['documents', 'client files'],
  async run({ clientDir }) {
    await rm(join(clientDir, '__spa-fallback.html'), { force: true })
  },
}

/** Build step: files the prerendered not-found pages where servers and static hosts look for them. */
import { mkdir, rename, rmdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { notFoundDocuments } from '../app/content/page-list.ts'
import type { BuildStep } from './build-step.ts'

export const fileNotFoundPages: BuildStep = {
  name: 'fileNotFoundPages',
  purpose: 'move each not-found page from its prerendered path to its 404.html',
  writes: ['documents', 'client files'],
  async run({ clientDir }) {
    for (const { path, file } of notFoundDocuments()) {
      await mkdir(dirname(join(clientDir, file)), { recursive: true })
      await rename(join(clientDir, path, 'index.html'), join(clientDir, file))
      await rmdir(join(clientDir, path))
    }
  },
}

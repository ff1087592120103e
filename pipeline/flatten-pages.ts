/**
 * Build step: moves each prerendered page from `<path>/index.html`, where React Router writes it,
 * to its one file (`pageFile` in server/serving-rules.js, e.g. `about.html`), so that static hosts
 * serve it at its clean URL instead of redirecting to a trailing slash.
 */
import { readdir, rename, rmdir } from 'node:fs/promises'
import { join } from 'node:path'
import { listFiles, pageFile } from '../server/serving-rules.js'
import type { BuildStep } from './build-step.ts'

const FOLDER_PAGE = /^(.+)\/index\.html$/

export const flattenPages: BuildStep = {
  name: 'flattenPages',
  purpose: 'move each page from <path>/index.html to <path>.html, the file every host serves at /<path>',
  writes: ['documents', 'client files'],
  async run({ clientDir }) {
    const folders = listFiles(clientDir).flatMap((file) => FOLDER_PAGE.exec(file)?.[1] ?? [])
    // Deepest first, so /services/x.html is out of services/ before services/index.html moves.
    for (const folder of folders.sort((a, b) => b.length - a.length)) {
      await rename(join(clientDir, folder, 'index.html'), join(clientDir, pageFile(`/${folder}`)))
      const dir = join(clientDir, folder)
      if ((await readdir(dir)).length === 0) await rmdir(dir)
    }
  },
}

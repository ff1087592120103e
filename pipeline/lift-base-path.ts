/**
 * Build step: for a site served under a path (`https://owner.github.io/repo`), React Router
 * prerenders each page under its `basename` (client/repo/about/index.html) while Vite writes the
 * assets and public files at the top of client/. This moves the pages up beside them, so client/
 * is the site as served from its base path, for every host alike: GitHub Pages publishes it as it
 * is, and the other hosts, nginx and `npm start` serve it under the path
 * (docs/decisions/022-project-sites-under-a-base-path.md).
 */
import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { basePathOf } from '../app/config/base-path.ts'
import { listFiles } from '../server/serving-rules.js'
import type { BuildStep } from './build-step.ts'

export const liftBasePath: BuildStep = {
  name: 'liftBasePath',
  purpose: 'a site under a path: its prerendered pages move from client/<path>/ to client/, beside its assets',
  writes: ['documents', 'client files'],
  async run({ clientDir, config }) {
    const basePath = basePathOf(config.site.url)
    if (!basePath) return
    // Renamed aside first: the base path may share its name with a folder of the site (/services).
    const aside = join(clientDir, `.prerendered-${process.pid}`)
    await rename(join(clientDir, basePath), aside)
    for (const file of listFiles(aside)) {
      await mkdir(dirname(join(clientDir, file)), { recursive: true })
      await rename(join(aside, file), join(clientDir, file))
    }
    await rm(aside, { recursive: true })
    // `/a/b`: `a/` is empty now, unless the site has a folder of that name.
    const [first] = basePath.split('/').filter(Boolean)
    if (first && first !== basePath.slice(1) && listFiles(join(clientDir, first)).length === 0) {
      await rm(join(clientDir, first), { recursive: true })
    }
  },
}

/** Build step: robots.txt, allowing everything and pointing at the sitemap. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildStep } from './build-step.ts'

function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}

export const writeRobots: BuildStep = {
  name: 'writeRobots',
  purpose: 'robots.txt: allow everything and point at the sitemap',
  writes: ['client files'],
  run: ({ clientDir, config }) => writeFile(join(clientDir, 'robots.txt'), buildRobotsTxt(config.site.url)),
}

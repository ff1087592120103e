/** Build step: sitemap.xml, every indexable page on the configured origin. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { indexablePages } from '../app/content/page-list.ts'
import type { BuildStep } from './build-step.ts'

function buildSitemapXml(origin: string): string {
  const urls = indexablePages()
    .map((page) => `  <url><loc>${origin}${page.path === '/' ? '/' : page.path}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export const writeSitemap: BuildStep = {
  name: 'writeSitemap',
  purpose: 'sitemap.xml: every indexable page on the configured origin',
  writes: ['client files'],
  run: ({ clientDir, config }) => writeFile(join(clientDir, 'sitemap.xml'), buildSitemapXml(config.site.url)),
}

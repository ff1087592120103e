/** Build step: writes the Insights RSS 2.0 feed (app/content/insights.ts `feedPath`) with absolute URLs on the site's origin. */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Feed } from 'feed'
import type { SiteConfig } from '../app/config/site-config'
import { articleBody } from '../app/content/article-bodies'
import { articles, feedPath } from '../app/content/insights'
import { pages } from '../app/content/page-list'
import type { BuildStep } from './build-step.ts'

/** Noon UTC, so the date reads the same in every time zone a reader might be in. */
function dateOf(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`)
}

function buildFeedXml(config: Pick<SiteConfig, 'name' | 'url' | 'email'>): string {
  const link = (path: string) => `${config.url}${path}`
  const newest = articles[0]
  const feed = new Feed({
    title: `${config.name} ${pages.insights.name}`,
    description: pages.insights.description,
    id: link(pages.insights.path),
    link: link(pages.insights.path),
    language: 'en-GB',
    image: link('/icon-512.png'),
    favicon: link('/favicon-32.png'),
    copyright: `© ${config.name}`,
    updated: newest ? dateOf(newest.updated) : undefined,
    feedLinks: { rss: link(feedPath) },
    author: { name: config.name, email: config.email, link: link('/') },
  })
  for (const article of articles) {
    feed.addItem({
      title: article.title,
      id: link(article.path),
      link: link(article.path),
      description: article.description,
      date: dateOf(article.date),
      // RSS 2.0 wants an e-mail address in <author>; the author's name is in the article itself.
      category: article.tags.map((tag) => ({ name: tag.name })),
      content: articleBody(article.slug),
    })
  }
  return feed.rss2()
}

export const writeFeed: BuildStep = {
  name: 'writeFeed',
  purpose: 'the Insights RSS feed',
  writes: ['client files'],
  async run({ clientDir, config }) {
    const file = join(clientDir, feedPath)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, buildFeedXml(config.site))
  },
}

/**
 * Insights as feed readers and search engines read the test build: the RSS feed, and each
 * article's JSON-LD. What a reader sees is in tests/e2e/insights.spec.ts.
 */
import { expect, test } from 'vitest'
import { site } from '../../app/config/configuration'
import { articles, feedPath } from '../../app/content/insights'
import { pages } from '../../app/content/page-list'
import { get } from '../support/built-site'

const url = (path: string) => `${site.url}${path}`

test('the RSS feed lists every article with absolute URLs, and every page links to it from <head>', async () => {
  const response = await get(feedPath)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/xml/)
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml[^>]*>\s*<rss version="2\.0"/)
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '')
  expect(items).toHaveLength(articles.length)
  for (const [index, article] of articles.entries()) {
    expect(items[index]).toContain(`<link>${url(article.path)}</link>`)
    expect(items[index]).toContain(`<title><![CDATA[${article.title}]]></title>`)
    expect(items[index]).toContain(`<pubDate>${new Date(`${article.date}T12:00:00Z`).toUTCString()}</pubDate>`)
  }
  for (const path of [pages.home.path, pages.insights.path, ...articles.slice(0, 1).map((article) => article.path)]) {
    const html = await (await get(path)).text()
    expect(html, path).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${site.name} Insights" href="${url(feedPath)}"/>`,
    )
  }
})

test('each article describes itself in JSON-LD: BlogPosting and a Home › Insights › article BreadcrumbList', async () => {
  for (const article of articles) {
    const path = article.path
    const html = await (await get(path)).text()
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    )
    expect(
      jsonLd.find((data) => data['@type'] === 'BlogPosting'),
      path,
    ).toMatchObject({
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.updated,
      author: { name: expect.stringContaining(article.author) },
      // The article's own photo, from the site itself.
      image: expect.stringMatching(
        new RegExp(`^${site.url}/assets/photos/${article.image.slice(1)}-\\d+\\.\\w+\\.webp$`),
      ),
      publisher: { '@type': 'Organization', name: site.name },
      mainEntityOfPage: url(path),
    })
    expect(
      jsonLd.find((data) => data['@type'] === 'BreadcrumbList'),
      path,
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: pages.home.name, item: url('/') },
        { position: 2, name: pages.insights.name, item: url(pages.insights.path) },
        { position: 3, name: article.title, item: url(path) },
      ],
    })
  }
})

import { site } from '../../app/config/configuration'
import { articleBody } from '../../app/content/article-bodies'
import { allTags, articles, articlesTagged, feedPath, formatDate, insightsLabels } from '../../app/content/insights'
import { pages } from '../../app/content/page-list'
import { expect, test } from '../support/fixtures'

const url = (path: string) => `${site.url}${path}`
const [newest] = articles
const updatedArticle = articles.find((article) => article.updated !== article.date)

test.describe('read with JavaScript off, as a document', () => {
  test.use({ javaScriptEnabled: false })

  test('/insights lists every article newest first, each linking to its page', async ({ page }) => {
    await page.goto(pages.insights.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.insights.heading)
    const titles = page.getByRole('list').getByRole('heading', { level: 3 })
    await expect(titles).toHaveText(articles.map((article) => article.title))
    for (const article of articles) {
      await expect(page.getByRole('link', { name: article.title, exact: true })).toHaveAttribute('href', article.path)
    }
    await expect(page.getByRole('link', { name: insightsLabels.feed })).toHaveAttribute('href', feedPath)
  })

  test('each tag page lists exactly the articles carrying that tag', async ({ page }) => {
    for (const tag of allTags()) {
      await page.goto(tag.path)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(tag.name)
      await expect(page.getByRole('list').getByRole('heading', { level: 3 })).toHaveText(
        articlesTagged(tag).map((article) => article.title),
      )
      await expect(
        page
          .getByRole('navigation', { name: insightsLabels.topics })
          .getByRole('link', { name: tag.name, exact: true }),
      ).toHaveAttribute('aria-current', 'page')
    }
  })

  test('an article shows its title, description, dates, author, reading time, image, body and topics', async ({
    page,
  }) => {
    const article = updatedArticle ?? newest
    if (!article) throw new Error('no articles in content/articles')
    await page.goto(article.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    const main = page.getByRole('main')
    await expect(main.getByText(article.description, { exact: true })).toBeVisible()
    await expect(main.locator(`time[datetime="${article.date}"]`).first()).toHaveText(formatDate(article.date))
    if (article.updated !== article.date) {
      await expect(main.getByText(`${insightsLabels.updated} ${formatDate(article.updated)}`)).toBeVisible()
    }
    await expect(main.getByText(`${insightsLabels.by} ${article.author}`)).toBeVisible()
    await expect(main.getByText(insightsLabels.readingTime(article.readingMinutes)).first()).toBeVisible()
    await expect(main.getByRole('img', { name: article.imageAlt })).toBeVisible()
    const firstParagraph = /<p>([^<]+)/.exec(articleBody(article.slug) ?? '')?.[1] ?? ''
    await expect(main.getByText(firstParagraph.slice(0, 60))).toBeVisible()
    const topics = main.getByRole('list', { name: insightsLabels.tags })
    await expect(topics.getByRole('link')).toHaveText(article.tags.map((tag) => tag.name))
  })

  test('an article links to its neighbours, related articles and the contact page', async ({ page }) => {
    for (const [index, article] of articles.entries()) {
      await page.goto(article.path)
      const newer = articles[index - 1]
      const older = articles[index + 1]
      const neighbours = page.getByRole('navigation', { name: /newer article/i })
      if (newer) await expect(neighbours.locator('a[rel="prev"]')).toHaveAttribute('href', newer.path)
      if (older) await expect(neighbours.locator('a[rel="next"]')).toHaveAttribute('href', older.path)
      await expect(neighbours.getByRole('link')).toHaveCount([newer, older].filter(Boolean).length)
      const related = page.getByRole('region', { name: insightsLabels.related })
      for (const link of await related.getByRole('link').all()) {
        const href = await link.getAttribute('href')
        const other = articles.find((candidate) => candidate.path === href)
        expect(
          other?.tags.some((tag) => article.tags.some((own) => own.slug === tag.slug)),
          `${href}`,
        ).toBe(true)
      }
      await expect(page.getByRole('link', { name: insightsLabels.cta.action })).toHaveAttribute(
        'href',
        pages.contact.path,
      )
    }
  })
})

test('the RSS feed lists every article with absolute URLs, and every page links to it from <head>', async ({
  request,
}) => {
  const response = await request.get(feedPath)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
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
    const html = await (await request.get(path)).text()
    expect(html, path).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${site.name} Insights" href="${url(feedPath)}"/>`,
    )
  }
})

test('each article describes itself in JSON-LD: BlogPosting and a Home › Insights › article BreadcrumbList', async ({
  request,
}) => {
  for (const article of articles) {
    const path = article.path
    const html = await (await request.get(path)).text()
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

test('Insights is linked from the footer, the sitemap page, the home page and the about page', async ({ page }) => {
  for (const path of [pages.home.path, pages.about.path, pages.sitemap.path]) {
    await page.goto(path)
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: pages.insights.name, exact: true }),
      path,
    ).toHaveAttribute('href', pages.insights.path)
    await expect(page.getByRole('main').locator(`a[href="${pages.insights.path}"]`).first(), path).toBeVisible()
  }
})

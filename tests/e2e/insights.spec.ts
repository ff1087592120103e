import type { Page } from '@playwright/test'
import { articleBody } from '../../app/content/article-bodies'
import { allTags, articles, articlesTagged, feedPath, formatDate, insightsLabels } from '../../app/content/insights'
import { indexablePages, pages } from '../../app/content/page-list'
import { expect, test } from '../support/fixtures'

const [newest] = articles
const updatedArticle = articles.find((article) => article.updated !== article.date)

/**
 * Loads `path` with JavaScript off and checks that its hero and every card show, where they are,
 * without scrolling (no script runs to reveal anything); on the home page, its hero's photo and
 * every card. Noted in `seen`: the pages Insights' steps load are checked on that load.
 */
async function loadShowingEveryCard(page: Page, path: string, seen: Set<string>) {
  await page.goto(path)
  seen.add(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const hidden = await page.locator('main article').evaluateAll((cards) =>
    cards
      .filter((card) => {
        const box = card.getBoundingClientRect()
        let faded = false
        for (let node: Element | null = card; node; node = node.parentElement) {
          faded ||= getComputedStyle(node).opacity !== '1'
        }
        return faded || box.width === 0 || box.height === 0 || !card.checkVisibility({ visibilityProperty: true })
      })
      .map((card) => card.textContent?.slice(0, 60)),
  )
  expect(hidden, path).toEqual([])
  if (path !== '/') return
  await expect(page.locator('#hero img')).toBeVisible()
  // Highlights, services, case studies, contact cards, and the newest articles.
  await expect(page.locator('main article')).toHaveCount(3 + 3 + 3 + 2 + Math.min(3, articles.length))
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
}

test.describe('read with JavaScript off, as a document', () => {
  // With the motion a browser allows by default, where the reveal would hide what waits for a script.
  test.use({ javaScriptEnabled: false, reducedMotion: 'no-preference' })

  // The checks on one page object: a context each cost more than the check
  // (docs/decisions/032-tests-in-the-headless-shell.md). Where Insights is linked is in the HTML, so
  // it is read with JavaScript off too; every page loaded is also checked for what shows without
  // JavaScript (content revealed as it scrolls in is otherwise tests/e2e/images-and-motion.spec.ts's).
  test('Insights lists, tags, shows and links its articles, and is linked from the footer, the sitemap page, the home page and the about page; on every page the hero and every card are visible', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const seen = new Set<string>()
    const load = (path: string) => loadShowingEveryCard(page, path, seen)
    await test.step('/insights lists every article newest first, each linking to its page', async () => {
      await load(pages.insights.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.insights.heading)
      const titles = page.getByRole('list').getByRole('heading', { level: 3 })
      await expect(titles).toHaveText(articles.map((article) => article.title))
      for (const article of articles) {
        await expect(page.getByRole('link', { name: article.title, exact: true })).toHaveAttribute('href', article.path)
      }
      await expect(page.getByRole('link', { name: insightsLabels.feed })).toHaveAttribute('href', feedPath)
    })

    await test.step('each tag page lists exactly the articles carrying that tag', async () => {
      for (const tag of allTags()) {
        await load(tag.path)
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

    await test.step('an article shows its title, description, dates, author, reading time, image, body and topics', async () => {
      const article = updatedArticle ?? newest
      if (!article) throw new Error('no articles in content/articles')
      await load(article.path)
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

    await test.step('an article links to its neighbours, related articles and the contact page', async () => {
      for (const [index, article] of articles.entries()) {
        await load(article.path)
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

    await test.step('Insights is linked from the footer, the sitemap page, the home page and the about page', async () => {
      for (const path of [pages.home.path, pages.about.path, pages.sitemap.path]) {
        await load(path)
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: pages.insights.name, exact: true }),
          path,
        ).toHaveAttribute('href', pages.insights.path)
        await expect(page.getByRole('main').locator(`a[href="${pages.insights.path}"]`).first(), path).toBeVisible()
      }
    })

    await test.step('the hero and every card are visible on every other page', async () => {
      const allPaths = indexablePages().map(({ path }) => path)
      for (const path of allPaths.filter((one) => !seen.has(one))) await load(path)
      expect(seen, 'the home page is among the pages visited').toContain('/')
      expect([...seen].sort()).toEqual([...allPaths].sort())
    })
  })
})

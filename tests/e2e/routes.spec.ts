import { findArticle, findTag } from '../../app/content/insights'
import { indexablePages, pages, tagPageName } from '../../app/content/page-list'
import { findService } from '../../app/content/services'
import { expect, test, waitForHydration } from '../support/fixtures'
import { someService } from '../support/some-service'

/** The h1 a visitor sees on each indexable page, from the same content the site renders. */
function expectedHeading(path: string): string {
  const page = Object.values(pages).find((candidate) => candidate.path === path)
  if (page) return page.heading
  const [, section, slug] = path.split('/')
  const article = section === 'insights' ? findArticle(slug) : undefined
  if (article) return article.title
  const tag = path.startsWith('/insights/tags/') ? findTag(path.split('/').pop()) : undefined
  if (tag) return tagPageName(tag)
  const service = findService(path.split('/').pop())
  if (!service) throw new Error(`No heading known for ${path}`)
  return service.title
}

function h1Of(html: string): string {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}

test('every page answers 200 with its heading, title and description in the HTML before JavaScript', async ({
  request,
}) => {
  const titles = new Set<string>()
  for (const { path } of indexablePages()) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(h1Of(html), path).toBe(expectedHeading(path))
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1]
    expect(title, `${path} title`).toBeTruthy()
    expect(titles.has(title ?? ''), `${path} title is unique`).toBe(false)
    titles.add(title ?? '')
    expect(html, `${path} description`).toMatch(/<meta name="description" content="[^"]{50,}"/)
  }
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Have you forgotten to add the page to the router?')).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
})

test('an unknown service answers 404 with Service Not Found and a way back', async ({ page }) => {
  const response = await page.goto('/services/quantum-blockchain')
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible()
  await expect(page.getByText('The service you are looking for cannot be found.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Services' }).click()
  await expect(page).toHaveURL('/services')
  await expect(page.getByRole('heading', { level: 1, name: pages.services.heading })).toBeVisible()
})

test('a page asked for in another letter case or with a trailing slash redirects to its canonical URL', async ({
  request,
  page,
}) => {
  for (const [from, to] of [
    ['/About', '/about'],
    [someService(0).path.toUpperCase(), someService(0).path],
    ['/contact/', '/contact'],
    ['/About?ref=mail', '/about?ref=mail'],
  ]) {
    const response = await request.get(from ?? '', { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
  }
  await page.goto('/Case-Studies')
  await expect(page).toHaveURL('/case-studies')
  await expect(page.getByRole('heading', { level: 1, name: pages.caseStudies.heading })).toBeVisible()
})

/**
 * Every page as the test build's HTML gives it, before any script runs: its status, heading, title
 * and description; the canonical spelling of each address; the prerendering hint links carry.
 * Where a visitor lands in a browser is in tests/e2e/routes.spec.ts.
 */
import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { findArticle, findTag } from '../../app/content/insights'
import { indexablePages, pages, tagPageName } from '../../app/content/page-list'
import { findService } from '../../app/content/services'
import { get } from '../support/built-site'
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

test('every page answers 200 with its heading, title and description in the HTML before JavaScript', async () => {
  const titles = new Set<string>()
  for (const { path } of indexablePages()) {
    const response = await get(path)
    expect(response.status, path).toBe(200)
    const html = await response.text()
    expect(h1Of(html), path).toBe(expectedHeading(path))
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1]
    expect(title, `${path} title`).toBeTruthy()
    expect(titles.has(title ?? ''), `${path} title is unique`).toBe(false)
    titles.add(title ?? '')
    expect(html, `${path} description`).toMatch(/<meta name="description" content="[^"]{50,}"/)
  }
})

test('a page asked for in another letter case or with a trailing slash redirects to its canonical URL', async () => {
  for (const [from, to] of [
    ['/About', '/about'],
    [someService(0).path.toUpperCase(), someService(0).path],
    ['/contact/', '/contact'],
    ['/About?ref=mail', '/about?ref=mail'],
  ]) {
    const response = await get(from ?? '')
    expect(response.status, from).toBe(301)
    expect(response.headers.get('location'), from).toBe(to)
  }
})

test('links are prerendered on hover through Speculation Rules that the page’s CSP allows', async () => {
  const response = await get('/about')
  const html = await response.text()
  const rules = html.match(/<script type="speculationrules">([\s\S]*?)<\/script>/)?.[1] ?? ''
  expect(JSON.parse(rules)).toEqual({ prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }] })
  const hash = createHash('sha256').update(rules).digest('base64')
  expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
})

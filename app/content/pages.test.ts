import { expect, test } from 'vitest'
import { allTags, articlePath, articles, tagPath } from './insights'
import { indexablePages, pages, prerenderPaths } from './pages'

test('the site has exactly the pages of docs/product.md#pages plus Insights, each with a unique title and a useful description', () => {
  expect(indexablePages().map((page) => page.path)).toEqual([
    '/',
    '/about',
    '/services',
    '/case-studies',
    '/insights',
    '/contact',
    '/services/ai-automation',
    '/services/cybersecurity-resilience',
    '/services/digital-strategy',
    ...articles.map(articlePath),
    ...allTags().map(tagPath),
    '/privacy',
    '/terms',
    '/sitemap',
  ])
  const all = Object.values(pages)
  expect(new Set(all.map((page) => page.name)).size).toBe(all.length)
  for (const page of all) expect(page.description.length, page.id).toBeGreaterThanOrEqual(50)
})

test('every indexable page and both not-found pages are prerendered', () => {
  const paths = prerenderPaths()
  for (const page of indexablePages()) expect(paths).toContain(page.path)
  expect(paths).toContain('/__not-found')
  expect(paths).toContain('/services/__not-found')
})

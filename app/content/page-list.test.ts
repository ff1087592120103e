import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import routes from '../routes'
import { allTags, articles } from './insights'
import { indexablePages, notFoundDocuments, pages, prerenderPaths } from './page-list'
import { services } from './services'

const fileIds = (folder: string) =>
  readdirSync(join(SAMPLE_CONTENT_DIR, folder)).map((file) => file.replace(/\.\w+$/, ''))

test('the indexable pages are the main pages, a page per service, article and tag file, then the legal pages', () => {
  const single = (group: string) =>
    Object.values(pages)
      .filter((page) => page.group === group)
      .map((page) => page.path)
  expect(indexablePages().map((page) => page.path)).toEqual([
    ...single('Main'),
    ...services.map((service) => `/services/${service.id}`),
    ...articles.map((article) => article.path),
    ...allTags().map((tag) => tag.path),
    ...single('Legal'),
  ])
  expect(services.map((service) => service.id).sort()).toEqual(fileIds('services').sort())
  expect(articles.map((article) => article.slug).sort()).toEqual(fileIds('articles').sort())
  const all = Object.values(pages)
  expect(new Set(all.map((page) => page.name)).size).toBe(all.length)
  for (const page of all) expect(page.description.length, page.id).toBeGreaterThanOrEqual(50)
})

test('every indexable page and each not-found page is prerendered', () => {
  const paths = prerenderPaths()
  for (const page of indexablePages()) expect(paths).toContain(page.path)
  expect(paths).toEqual(expect.arrayContaining(['/__not-found', '/services/__not-found']))
})

test('a missing service has its own not-found page; any other missing URL the site’s, most specific first', () => {
  expect(notFoundDocuments()).toEqual([
    { prefix: '/services/', path: '/services/__not-found', file: 'services/404.html' },
    { prefix: '/', path: '/__not-found', file: '404.html' },
  ])
})

test('the route table has one route per page of the list, the home page as the index and a catch-all last', () => {
  const table = routes.map((route) => ({ path: route.path, index: route.index, file: route.file }))
  expect(table[0]).toEqual({ path: undefined, index: true, file: 'routes/home.tsx' })
  expect(table.at(-1)).toMatchObject({ path: '*', file: 'routes/not-found.tsx' })
  for (const page of Object.values(pages).filter((page) => page.path !== '/')) {
    expect(table.map((route) => route.path)).toContain(page.path)
  }
  expect(table.map((route) => route.path)).toEqual(
    expect.arrayContaining(['/services/:id', '/insights/:slug', '/insights/tags/:tag']),
  )
  // One module per page, but the owner's pages (content/pages/added/), which share one, each by its id.
  const own = table.filter((route) => route.file !== 'routes/owner-page.tsx')
  expect(new Set(own.map((route) => route.file)).size).toBe(own.length)
})

test('every module in app/routes/ is a route of the list, and every file in content/pages/ the copy of a page', () => {
  // The owner's pages' module has a route only while content/pages/added/ has a live page.
  expect([...new Set([...routes.map((route) => route.file), 'routes/owner-page.tsx'])].sort()).toEqual(
    readdirSync('app/routes')
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => `routes/${file}`)
      .sort(),
  )
  expect(
    Object.values(pages)
      .map((page) => page.copyFile)
      .sort(),
  ).toEqual(
    fileIds('pages')
      .filter((name) => name !== 'added')
      .sort(),
  )
})

/**
 * New content files published with no code change, as the shared changed-content build has them
 * (tests/support/changed-content/added-files.ts): an article, a service and a case study.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { href } from 'react-router'
import { expect, test } from 'vitest'
import { site } from '../../app/config/configuration'
import { caseStudies } from '../../app/content/case-studies'
import { feedPath } from '../../app/content/insights'
import { pageFile } from '../../server/serving-rules.js'
import { added } from '../support/changed-content/added-files'
import { CHANGED_BUILD_DIR } from '../support/changed-content/changes'

const client = join(CHANGED_BUILD_DIR, 'client')
const read = (path: string) => readFileSync(join(client, pageFile(path)), 'utf8')

test('a new article file is published everywhere, with no code change', () => {
  const path = href('/insights/:slug', { slug: added.article.slug })
  const page = read(path)
  expect(page).toMatch(new RegExp(`<h1[^>]*>${added.article.title}</h1>`))
  expect(read('/insights')).toContain(`href="${path}"`)
  expect(readFileSync(join(client, feedPath), 'utf8')).toContain(`<link>${site.url}${path}</link>`)
  expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(`<loc>${site.url}${path}</loc>`)
  const manifest = JSON.parse(readFileSync(join(CHANGED_BUILD_DIR, 'site-manifest.json'), 'utf8')) as {
    pages: string[]
  }
  expect(manifest.pages, 'the server serves it as a page').toContain(path)
  // An article's card shows its photo, so it is a JPEG (app/content/share-images.ts).
  const image = `/share${path}.jpg`
  expect(page, 'its share tags name its own image').toContain(`<meta property="og:image" content="${site.url}${image}"`)
  expect([...readFileSync(join(client, image)).subarray(0, 3)], 'its share image is a JPEG').toEqual([0xff, 0xd8, 0xff])
})

test('a new service file gets its page, a place in every menu, the services list, the form and the sitemap', () => {
  const path = href('/services/:id', { id: added.service.id })
  expect(read(path)).toMatch(new RegExp(`<h1[^>]*>${added.service.title}</h1>`))
  for (const page of ['/', '/about', path]) {
    expect(
      read(page).match(new RegExp(`<a [^>]*href="${path}"`, 'g'))?.length,
      `${page}: the SERVICES menu and the footer`,
    ).toBeGreaterThanOrEqual(2)
  }
  expect(read('/services')).toContain(`href="${path}"`)
  expect(read('/contact')).toContain(`<option value="${added.service.id}">${added.service.title}</option>`)
  expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(`<loc>${site.url}${path}</loc>`)
  expect(read('/sitemap')).toContain(`href="${path}"`)
})

test('a new case study file is on the case studies page, and first on the home page by its order', () => {
  expect(read('/case-studies')).toContain(added.caseStudy.title)
  const homeHeadings = [...read('/').matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])
  const [first, second, third] = caseStudies
  expect(homeHeadings.indexOf(added.caseStudy.title), 'featured first').toBeLessThan(
    homeHeadings.indexOf(first?.title ?? ''),
  )
  expect(homeHeadings, 'the first two by order follow it').toEqual(
    expect.arrayContaining([first?.title, second?.title]),
  )
  expect(homeHeadings, 'the third by order makes room').not.toContain(third?.title)
})

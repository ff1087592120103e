import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { href } from 'react-router'
import { site } from '../../app/config/configuration'
import { caseStudies } from '../../app/content/case-studies'
import { articles, feedPath } from '../../app/content/insights'
import { pageFile } from '../../server/serving-rules.js'
import { BUILD_TIMEOUT_MS, buildSite, copyContent, copyFirst } from '../support/build-site'

// Each describe block runs one real production build (up to a minute on two busy cores) from a copy of content/.
test.describe.configure({ mode: 'serial', timeout: BUILD_TIMEOUT_MS + 30_000 })

const [model] = articles
const modelFile = (dir: string) => join(dir, 'articles', `${model?.slug}.md`)

// One build, in which the owner has added an article, a service and a case study, each as a new file.
test.describe('new files, one build', () => {
  // Inside the checkout: prerendering loads the project's own node_modules.
  const buildDir = '.test-build-added-files'
  const client = join(buildDir, 'client')
  const read = (path: string) => readFileSync(join(client, pageFile(path)), 'utf8')
  const articleTitle = 'A copied article proves that publishing needs no code'
  const serviceTitle = 'Data and Analytics'
  const caseStudyTitle = 'A Newly Added Client'
  let contentDir = ''

  test.beforeAll(async () => {
    // A hook keeps Playwright's default 30 s whatever the group's test timeout is; the build needs more.
    test.setTimeout(BUILD_TIMEOUT_MS + 30_000)
    if (!model) throw new Error('no article to copy in content/articles')
    contentDir = copyContent()
    copyFirst(contentDir, 'articles', 'a-copied-article.md', { title: articleTitle })
    copyFirst(contentDir, 'services', 'data-and-analytics.yaml', { title: serviceTitle, order: '99' })
    copyFirst(contentDir, 'case-studies', 'a-newly-added-client.yaml', { title: caseStudyTitle, order: '0' })
    const { code, output } = await buildSite(contentDir, buildDir)
    expect(code, output.slice(-2000)).toBe(0)
  })

  test.afterAll(() => {
    rmSync(contentDir, { recursive: true, force: true })
    rmSync(buildDir, { recursive: true, force: true })
  })

  test('a new article file is published everywhere, with no code change', () => {
    const path = href('/insights/:slug', { slug: 'a-copied-article' })
    const page = read(path)
    expect(page).toMatch(new RegExp(`<h1[^>]*>${articleTitle}</h1>`))
    expect(read('/insights')).toContain(`href="${path}"`)
    expect(readFileSync(join(client, feedPath), 'utf8')).toContain(`<link>${site.url}${path}</link>`)
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(`<loc>${site.url}${path}</loc>`)
    const manifest = JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8')) as { pages: string[] }
    expect(manifest.pages, 'the server serves it as a page').toContain(path)
    // An article's card shows its photo, so it is a JPEG (app/content/share-images.ts).
    const image = `/share${path}.jpg`
    expect(page, 'its share tags name its own image').toContain(
      `<meta property="og:image" content="${site.url}${image}"`,
    )
    expect([...readFileSync(join(client, image)).subarray(0, 3)], 'its share image is a JPEG').toEqual([
      0xff, 0xd8, 0xff,
    ])
  })

  test('a new service file gets its page, a place in every menu, the services list, the form and the sitemap', () => {
    const path = href('/services/:id', { id: 'data-and-analytics' })
    expect(read(path)).toMatch(new RegExp(`<h1[^>]*>${serviceTitle}</h1>`))
    for (const page of ['/', '/about', path]) {
      expect(
        read(page).match(new RegExp(`<a [^>]*href="${path}"`, 'g'))?.length,
        `${page}: the SERVICES menu and the footer`,
      ).toBeGreaterThanOrEqual(2)
    }
    expect(read('/services')).toContain(`href="${path}"`)
    expect(read('/contact')).toContain(`<option value="data-and-analytics">${serviceTitle}</option>`)
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(`<loc>${site.url}${path}</loc>`)
    expect(read('/sitemap')).toContain(`href="${path}"`)
  })

  test('a new case study file is on the case studies page, and first on the home page by its order', () => {
    expect(read('/case-studies')).toContain(caseStudyTitle)
    const homeHeadings = [...read('/').matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])
    const [first, second, third] = caseStudies
    expect(homeHeadings.indexOf(caseStudyTitle), 'featured first').toBeLessThan(
      homeHeadings.indexOf(first?.title ?? ''),
    )
    expect(homeHeadings, 'the first two by order follow it').toEqual(
      expect.arrayContaining([first?.title, second?.title]),
    )
    expect(homeHeadings, 'the third by order makes room').not.toContain(third?.title)
  })
})

test('an article without a title fails the build with a message naming the file and the field', async () => {
  if (!model) throw new Error('no article to break in content/articles')
  const contentDir = copyContent()
  const buildDir = '.test-build-broken-article'
  try {
    writeFileSync(modelFile(contentDir), readFileSync(modelFile(contentDir), 'utf8').replace(/^title: .*\n/m, ''))
    const { code, output } = await buildSite(contentDir, buildDir)
    expect(code).not.toBe(0)
    expect(output).toMatch(new RegExp(`Invalid content file \\S*articles/${model.slug}\\.md:\\s+- title: `))
    expect(existsSync(join(buildDir, 'client', 'index.html')), 'nothing was prerendered').toBe(false)
  } finally {
    rmSync(contentDir, { recursive: true, force: true })
    rmSync(buildDir, { recursive: true, force: true })
  }
})

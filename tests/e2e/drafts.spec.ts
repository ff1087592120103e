/**
 * Drafts and scheduled articles, as the owner uses them: a draft article, service and case study
 * and an article dated tomorrow, in two real builds from one scratch copy of content/. The
 * production build leaves each out of every page, list, menu, form, feed, sitemap, share image and
 * serving rule, and says so in its log; a PREVIEW=1 build has them, marked.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { href } from 'react-router'
import { formatDate } from '../../app/content/insights'
import { shareImageFor } from '../../app/content/share-images'
import { listFiles, pageFile } from '../../server/serving-rules.js'
import { BUILD_TIMEOUT_MS, buildSite, copyContent, copyFirst } from '../support/build-site'

test.describe.configure({ mode: 'serial' })

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
/** What the owner wrote and must not be seen on the live site yet: each title and topic. */
const held = {
  draftArticle: { slug: 'a-draft-article', title: 'A draft no visitor may see yet', tag: 'Draft Only Topic' },
  scheduled: { slug: 'next-week', title: 'An article for next week', tag: 'Next Week Topic' },
  service: { id: 'a-draft-service', title: 'Draft Service Offering' },
  caseStudy: { id: 'a-draft-case', title: 'A Draft Client Story' },
}
const paths = {
  draftArticle: href('/insights/:slug', { slug: held.draftArticle.slug }),
  scheduled: href('/insights/:slug', { slug: held.scheduled.slug }),
  service: href('/services/:id', { id: held.service.id }),
  draftTag: href('/insights/tags/:tag', { tag: 'draft-only-topic' }),
  scheduledTag: href('/insights/tags/:tag', { tag: 'next-week-topic' }),
}
const words = [held.draftArticle.title, held.draftArticle.tag, held.scheduled.title, held.scheduled.tag].concat([
  held.service.title,
  held.caseStudy.title,
])

let contentDir = ''
const builds = { production: '.test-build-drafts', preview: '.test-build-preview' }
const logs = { production: '', preview: '' }

/** An article copied from the first one, with its own title and topic. */
function addArticle(dir: string, slug: string, title: string, tag: string, extra: Record<string, string>) {
  copyFirst(dir, 'articles', `${slug}.md`, { title, ...extra })
  const file = join(dir, 'articles', `${slug}.md`)
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^tags:\n/m, `tags:\n  - ${tag}\n`))
}

test.beforeAll(async () => {
  test.setTimeout(2 * BUILD_TIMEOUT_MS + 60_000)
  contentDir = copyContent()
  const { draftArticle, scheduled, service, caseStudy } = held
  // The scheduled one first: each copies the first article by name, and the draft's name comes first.
  addArticle(contentDir, scheduled.slug, scheduled.title, scheduled.tag, { date: tomorrow })
  addArticle(contentDir, draftArticle.slug, draftArticle.title, draftArticle.tag, { draft: 'true' })
  copyFirst(contentDir, 'services', `${service.id}.yaml`, { title: service.title, order: '99', draft: 'true' })
  copyFirst(contentDir, 'case-studies', `${caseStudy.id}.yaml`, { title: caseStudy.title, order: '0', draft: 'true' })
  for (const kind of ['production', 'preview'] as const) {
    const { code, output } = await buildSite(contentDir, builds[kind], kind === 'preview' ? { PREVIEW: '1' } : {})
    expect(code, output.slice(-3000)).toBe(0)
    logs[kind] = output
  }
})

test.afterAll(() => {
  rmSync(contentDir, { recursive: true, force: true })
  for (const dir of Object.values(builds)) rmSync(dir, { recursive: true, force: true })
})

const client = (kind: keyof typeof builds) => join(builds[kind], 'client')
const read = (kind: keyof typeof builds, file: string) => readFileSync(join(client(kind), file), 'utf8')

test('a production build has no page, tag page or share image for a draft or a scheduled article', () => {
  for (const path of Object.values(paths)) {
    expect(existsSync(join(client('production'), pageFile(path))), path).toBe(false)
    expect(existsSync(join(client('production'), shareImageFor({ path }).path)), `${path} share image`).toBe(false)
  }
  const rules = JSON.parse(readFileSync(join(builds.production, 'site-manifest.json'), 'utf8')) as { pages: string[] }
  for (const path of Object.values(paths)) expect(rules.pages, 'served as a page').not.toContain(path)
})

test('no page, list, menu, form, tag count, related list, feed or sitemap of a production build names them', () => {
  const documents = listFiles(client('production')).filter((file) => /\.(html|xml)$/.test(file))
  expect(documents).toEqual(expect.arrayContaining(['index.html', 'sitemap.xml', 'insights/feed.xml']))
  for (const file of documents) {
    const text = read('production', file)
    for (const word of words) expect(text.includes(word), `${file} names “${word}”`).toBe(false)
    for (const path of Object.values(paths)) expect(text.includes(path), `${file} links ${path}`).toBe(false)
  }
  expect(read('production', pageFile('/contact')), 'the form offers the published services only').toContain(
    '<option value=',
  )
  for (const host of readdirSync(join(builds.production, 'hosts'))) {
    expect(existsSync(join(builds.production, 'hosts', host, pageFile(paths.draftArticle))), host).toBe(false)
  }
})

test('the production build’s log lists what it held back, and the scheduled article’s day', () => {
  const section = logs.production.slice(logs.production.indexOf('Held back from this build'))
  const list = section.split('\n\n')[0] ?? ''
  console.log(`What this production build left out:\n${list}`)
  expect(list).toMatch(new RegExp(`articles/${held.draftArticle.slug}\\.md: draft`))
  expect(list).toMatch(new RegExp(`articles/${held.scheduled.slug}\\.md: scheduled for ${tomorrow}`))
  expect(list).toMatch(new RegExp(`services/${held.service.id}\\.yaml: draft`))
  expect(list).toMatch(new RegExp(`case-studies/${held.caseStudy.id}\\.yaml: draft`))
})

test('a PREVIEW=1 build has every one of them, each marked as not on the live site', () => {
  expect(logs.preview).toContain('PREVIEW build')
  expect(read('preview', pageFile(paths.draftArticle))).toContain('Draft: not on the live site')
  expect(read('preview', pageFile(paths.scheduled))).toContain(
    `Scheduled: on the live site from ${formatDate(tomorrow)}`,
  )
  expect(read('preview', pageFile(paths.service))).toContain('Draft: not on the live site')
  expect(read('preview', pageFile('/case-studies'))).toMatch(
    new RegExp(`Draft: not on the live site</span></div><h2[^>]*>${held.caseStudy.title}<`),
  )
  expect(read('preview', pageFile('/contact'))).toContain(`>${held.service.title}</option>`)
  for (const path of [paths.draftTag, paths.scheduledTag]) {
    expect(existsSync(join(client('preview'), pageFile(path))), path).toBe(true)
  }
  expect(read('preview', 'insights/feed.xml')).toContain(held.scheduled.title)
})

/**
 * Drafts and scheduled articles, as the owner uses them (tests/support/changed-content/held-back.ts):
 * the production build of the changed content leaves each out of every page, list, menu, form,
 * feed, sitemap, share image and serving rule, and says so in its log; its PREVIEW=1 build has
 * them, marked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { href } from 'react-router'
import { expect, test } from 'vitest'
import { formatDate } from '../../app/content/insights'
import { shareImageFor } from '../../app/content/share-images'
import { listFiles, pageFile } from '../../server/serving-rules.js'
import { BUILD_LOG, CHANGED_BUILD_DIR, CHANGED_PREVIEW_DIR, contentOf } from '../support/changed-content/changes'
import { held, scheduledFor } from '../support/changed-content/held-back'

const builds = { production: CHANGED_BUILD_DIR, preview: CHANGED_PREVIEW_DIR }
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

const client = (kind: keyof typeof builds) => join(builds[kind], 'client')
const read = (kind: keyof typeof builds, file: string) => readFileSync(join(client(kind), file), 'utf8')
const log = (kind: keyof typeof builds) => readFileSync(join(builds[kind], BUILD_LOG), 'utf8')
/** The day the scheduled article was dated, in the content each build was made from. */
const scheduledDay = (kind: keyof typeof builds) => scheduledFor(contentOf(builds[kind]))

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
  const production = log('production')
  const section = production.slice(production.indexOf('Held back from this build'))
  const list = section.split('\n\n')[0] ?? ''
  console.log(`What this production build left out:\n${list}`)
  expect(list).toMatch(new RegExp(`articles/${held.draftArticle.slug}\\.md: draft`))
  expect(list).toMatch(new RegExp(`articles/${held.scheduled.slug}\\.md: scheduled for ${scheduledDay('production')}`))
  expect(list).toMatch(new RegExp(`services/${held.service.id}\\.yaml: draft`))
  expect(list).toMatch(new RegExp(`case-studies/${held.caseStudy.id}\\.yaml: draft`))
})

test('a PREVIEW=1 build has every one of them, each marked as not on the live site', () => {
  expect(log('preview')).toContain('PREVIEW build')
  expect(read('preview', pageFile(paths.draftArticle))).toContain('Draft: not on the live site')
  expect(read('preview', pageFile(paths.scheduled))).toContain(
    `Scheduled: on the live site from ${formatDate(scheduledDay('preview'))}`,
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

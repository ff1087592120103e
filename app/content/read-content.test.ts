import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { stringify } from 'yaml'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { readPhotoUses } from './photo-uses'
import { contentSettings, heldBackFiles, readContent } from './read-content'

const scratchContent = scratchContentCopies()

/** The source of whichever article comes first by file name, as a model to break. */
function firstArticle(dir: string): string {
  const [name] = readdirSync(join(dir, 'articles')).sort()
  return readFileSync(join(dir, 'articles', name ?? ''), 'utf8')
}

test('articles come newest first, each with its slug from the file name and a reading time', () => {
  const articles = readContent('articles')
  expect(articles.length).toBeGreaterThanOrEqual(3)
  const dates = articles.map((article) => article.date)
  expect(dates).toEqual([...dates].sort().reverse())
  for (const article of articles) {
    expect(readFileSync(`content/articles/${article.slug}.md`, 'utf8')).toContain(`title: ${article.title}`)
    expect(article.readingMinutes).toBe(Math.max(1, Math.round(article.words / 230)))
    expect(article.html).toMatch(/^<p>/)
  }
})

test('a new article file is a new article, with no code change', () => {
  const dir = scratchContent()
  const [newest] = readContent('articles')
  if (!newest) throw new Error('no articles')
  const source = readFileSync(join(dir, 'articles', `${newest.slug}.md`), 'utf8')
  writeFileSync(
    join(dir, 'articles', 'a-copied-article.md'),
    source.replace(/^title: .*$/m, 'title: A copied article').replace(/^date: .*$/m, `date: ${today}`),
  )
  const [first] = readContent('articles')
  expect(first).toMatchObject({ slug: 'a-copied-article', title: 'A copied article', date: today })
})

/** Today and tomorrow as the build counts days (UTC, app/config/configuration-schema.ts). */
const today = new Date().toISOString().slice(0, 10)
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

/** Copies of the first article, service and case study: a draft of each, and an article dated tomorrow. */
function addHeldBackFiles(dir: string) {
  const article = firstArticle(dir)
  writeFileSync(join(dir, 'articles', 'a-draft.md'), article.replace(/^date: .*$/m, `date: ${today}\ndraft: true`))
  writeFileSync(join(dir, 'articles', 'next-week.md'), article.replace(/^date: .*$/m, `date: ${tomorrow}`))
  for (const folder of ['services', 'case-studies']) {
    const [name] = readdirSync(join(dir, folder)).sort()
    const source = readFileSync(join(dir, folder, name ?? ''), 'utf8')
    writeFileSync(join(dir, folder, 'a-draft.yaml'), `${source}draft: true\n`)
  }
  mkdirSync(join(dir, 'pages', 'added'), { recursive: true })
  writeFileSync(join(dir, 'pages', 'added', 'a-draft.yaml'), stringify({ ...ownerPage, draft: true }))
}

/** A page of the owner's (content/pages/added/), as a test writes it. */
const ownerPage = {
  name: 'Pricing',
  heading: 'Three packages, one price each',
  description: 'What each package costs and what it includes, in plain words, for small businesses.',
}

test('drafts and articles dated after the build’s day are left out of a production build', () => {
  addHeldBackFiles(scratchContent())
  const slugs = readContent('article-summaries').map((article) => article.slug)
  expect(slugs).not.toContain('a-draft')
  expect(slugs).not.toContain('next-week')
  expect(readContent('articles').map((article) => article.slug)).not.toContain('next-week')
  expect(readContent('services').map((service) => service.id)).not.toContain('a-draft')
  expect(readContent('service-choices').map((choice) => choice.id)).not.toContain('a-draft')
  expect(readContent('case-studies').map((caseStudy) => caseStudy.id)).not.toContain('a-draft')
  expect(readContent('owner-pages').map((page) => page.id)).not.toContain('a-draft')
})

test('the build log’s list: each held-back file, why, and for a scheduled article until when', () => {
  const dir = scratchContent()
  // Whatever the owner's content holds back already (a draft example page, say), the list grows by ours.
  const before = heldBackFiles().length
  addHeldBackFiles(dir)
  const held = heldBackFiles().map(({ file, held }) => [file.replace(/^.*content-[^/]+\//, ''), held])
  expect(held).toEqual(
    expect.arrayContaining([
      ['articles/a-draft.md', { reason: 'draft' }],
      ['articles/next-week.md', { reason: 'scheduled', until: tomorrow }],
      ['services/a-draft.yaml', { reason: 'draft' }],
      ['case-studies/a-draft.yaml', { reason: 'draft' }],
      ['pages/added/a-draft.yaml', { reason: 'draft' }],
    ]),
  )
  expect(held).toHaveLength(before + 5)
})

test('a PREVIEW=1 build shows drafts and scheduled articles, each marked with why it is held back', () => {
  addHeldBackFiles(scratchContent())
  vi.stubEnv('PREVIEW', '1')
  const articles = readContent('article-summaries')
  expect(articles.find((article) => article.slug === 'a-draft')?.held).toEqual({ reason: 'draft' })
  expect(articles.find((article) => article.slug === 'next-week')?.held).toEqual({
    reason: 'scheduled',
    until: tomorrow,
  })
  expect(readContent('services').find((service) => service.id === 'a-draft')?.held).toEqual({ reason: 'draft' })
  expect(readContent('case-studies').find((caseStudy) => caseStudy.id === 'a-draft')?.held).toEqual({ reason: 'draft' })
  expect(articles.filter((article) => article.held)).toHaveLength(2)
})

test('draft must be true or false, and an article published today is no longer held back', () => {
  const dir = scratchContent()
  writeFileSync(join(dir, 'articles', 'today.md'), firstArticle(dir).replace(/^date: .*$/m, `date: ${today}`))
  expect(readContent('article-summaries').find((article) => article.slug === 'today')?.held).toBeUndefined()
  writeFileSync(join(dir, 'articles', 'maybe.md'), `${firstArticle(dir).replace(/^---\n/, '---\ndraft: maybe\n')}`)
  expect(() => readContent('articles')).toThrow(/maybe\.md:\n\s+- draft: /)
})

test('an article without a title is refused, naming the file and the field', () => {
  const dir = scratchContent()
  writeFileSync(join(dir, 'articles', 'no-title.md'), firstArticle(dir).replace(/^title: .*\n/m, ''))
  expect(() => readContent('articles')).toThrow(/no-title\.md:\n\s+- title: missing: this field is required/)
})

test('a date that is not YYYY-MM-DD is refused, naming the field', () => {
  const dir = scratchContent()
  writeFileSync(
    join(dir, 'articles', 'bad-date.md'),
    firstArticle(dir).replace(/^date: .*$/m, 'date: 15 September 2026'),
  )
  expect(() => readContent('article-summaries')).toThrow(/bad-date\.md:\n\s+- date: /)
})

test('a legal text with an unknown placeholder is refused, naming the file and the placeholders it may use', () => {
  const dir = scratchContent()
  const file = join(dir, 'legal', 'terms.md')
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nWrite to us at {postalAddress}.\n`)
  expect(() => readContent('legal')).toThrow(
    /terms\.md:\n\s+- \(whole file\): unknown \{postalAddress\}; use \{company\}/,
  )
})

test('a preview prepares the photos of its drafts, which a production build leaves out', () => {
  const dir = scratchContent()
  mkdirSync(join(dir, 'pages', 'added'), { recursive: true })
  const photo = '/photo-1400000000000-a1b2c3d4e5f6'
  writeFileSync(
    join(dir, 'pages', 'added', 'a-draft-team.yaml'),
    stringify({
      name: 'Team',
      heading: 'The people you will work with',
      description: 'Who we are, what each of us does and how to reach us, for small businesses.',
      draft: true,
      sections: [
        {
          type: 'team',
          heading: 'Our team',
          members: [{ name: 'Priya', role: 'Founder', photo: { image: photo, description: 'Priya' } }],
        },
      ],
    }),
  )
  const settings = contentSettings()
  const photosOf = (preview: boolean) =>
    readPhotoUses({ ...settings, publishing: { ...settings.publishing, preview } }).map((use) => use.reference)
  expect(JSON.stringify(photosOf(true))).toContain(photo)
  expect(JSON.stringify(photosOf(false))).not.toContain(photo)
})

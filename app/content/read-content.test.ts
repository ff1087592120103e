import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { readContent } from './read-content'

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
    source.replace(/^title: .*$/m, 'title: A copied article').replace(/^date: .*$/m, 'date: 2099-01-01'),
  )
  const [first] = readContent('articles')
  expect(first).toMatchObject({ slug: 'a-copied-article', title: 'A copied article', date: '2099-01-01' })
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

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { readContent } from './read-content'

let scratch: string | undefined

/** A copy of content/ in a temporary folder that the reader uses instead of the real one. */
function scratchContent(): string {
  scratch = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync('content', scratch, { recursive: true })
  vi.stubEnv('CONTENT_DIR', scratch)
  return scratch
}

afterEach(() => {
  vi.unstubAllEnvs()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  scratch = undefined
})

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
  const file = join(dir, 'articles', 'first-step-into-ai-automation.md')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*\n/m, ''))
  expect(() => readContent('articles')).toThrow(
    /first-step-into-ai-automation\.md:\n\s+- title: missing: this field is required/,
  )
})

test('a date that is not YYYY-MM-DD is refused, naming the field', () => {
  const dir = scratchContent()
  const file = join(dir, 'articles', 'first-step-into-ai-automation.md')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: .*$/m, 'date: 15 September 2026'))
  expect(() => readContent('article-summaries')).toThrow(/first-step-into-ai-automation\.md:\n\s+- date: /)
})

// Checked against whatever articles content/articles/ holds: shapes and orders, never the owner's words.
import { expect, test } from 'vitest'
import {
  adjacentArticles,
  allTags,
  articles,
  articlesTagged,
  findArticle,
  findTag,
  formatDate,
  insightsLabels,
  relatedArticles,
} from './insights'

const slugsOf = (list: readonly { slug: string }[]) => list.map((item) => item.slug)

test('every tag is listed once, alphabetically, with the number of articles that carry it', () => {
  const tags = allTags()
  expect(tags.map((tag) => tag.name)).toEqual(tags.map((tag) => tag.name).sort((a, b) => a.localeCompare(b)))
  expect(new Set(slugsOf(tags)).size).toBe(tags.length)
  for (const tag of tags) expect(tag.count).toBe(articlesTagged(tag).length)
  expect(tags.reduce((sum, tag) => sum + tag.count, 0)).toBe(articles.flatMap((article) => article.tags).length)
})

test('related articles share a tag, exclude the article itself and come most shared first', () => {
  for (const article of articles) {
    const related = relatedArticles(article)
    expect(related.length).toBeLessThanOrEqual(3)
    expect(slugsOf(related)).not.toContain(article.slug)
    const shared = related.map((other) => other.tags.filter((tag) => slugsOf(article.tags).includes(tag.slug)).length)
    for (const count of shared) expect(count).toBeGreaterThan(0)
    expect(shared).toEqual([...shared].sort((a, b) => b - a))
  }
})

test('previous and next link each article to its neighbours in date order, none past either end', () => {
  for (const [index, article] of articles.entries()) {
    expect(adjacentArticles(article)).toEqual({ newer: articles[index - 1], older: articles[index + 1] })
  }
  const first = articles[0]
  const last = articles.at(-1)
  if (first) expect(adjacentArticles(first).newer).toBeUndefined()
  if (last) expect(adjacentArticles(last).older).toBeUndefined()
})

test('an article or tag is found from its address in any letter case, and nothing else is', () => {
  for (const article of articles) expect(findArticle(article.slug.toUpperCase())).toBe(article)
  for (const tag of allTags()) expect(findTag(tag.slug.toUpperCase())?.slug).toBe(tag.slug)
  expect(findArticle('no-such-article')).toBeUndefined()
  expect(findTag(undefined)).toBeUndefined()
})

test('dates read the British way and do not shift with the time zone', () => {
  expect(formatDate('2026-09-15')).toBe('15 September 2026')
  expect(formatDate('2027-01-01')).toBe('1 January 2027')
})

test('the reading time and a tag page’s intro fill in their numbers, with article or articles as the count says', () => {
  expect(insightsLabels.readingTime(7)).toContain('7')
  expect(insightsLabels.readingTime(7)).not.toContain('{minutes}')
  const one = insightsLabels.tagIntro('Cloud', 1)
  const two = insightsLabels.tagIntro('Cloud', 2)
  for (const text of [one, two]) expect(text).not.toMatch(/\{\w+\}/)
  expect(one).toContain('Cloud')
  if (one.includes('article')) {
    expect(one).not.toMatch(/\barticles\b/)
    expect(two).toMatch(/\barticles\b/)
  }
})

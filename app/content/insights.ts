/**
 * The Insights articles (files in content/articles/) as the site lists them: newest first, by tag,
 * related and adjacent. Bodies live in ./article-bodies so lists and the sitemap stay small.
 */
import { href } from 'react-router'
import { entries } from './replaced-at-build/article-summaries'
import { entries as pageEntries } from './replaced-at-build/page-copy'

type Entry = (typeof entries)[number]
export type Tag = Entry['tags'][number] & { path: string }
export type ArticleSummary = Omit<Entry, 'tags'> & { path: string; tags: Tag[] }

const withPath = (tag: Entry['tags'][number]): Tag => ({ ...tag, path: href('/insights/tags/:tag', { tag: tag.slug }) })

/** Newest first; each with the path of its page (the patterns are in app/content/page-list.ts). */
export const articles: readonly ArticleSummary[] = entries.map((article) => ({
  ...article,
  path: href('/insights/:slug', { slug: article.slug }),
  tags: article.tags.map(withPath),
}))

/** The RSS feed, written by pipeline/write-feed.ts. */
export const feedPath = `${href('/insights')}/feed.xml`

export function findArticle(slug: string | undefined): ArticleSummary | undefined {
  return articles.find((article) => article.slug === slug?.toLowerCase())
}

/** Every tag used by at least one article, alphabetically, with how many articles carry it. */
export function allTags(): (Tag & { count: number })[] {
  const tags = new Map<string, Tag & { count: number }>()
  for (const tag of articles.flatMap((article) => article.tags)) {
    const known = tags.get(tag.slug)
    tags.set(tag.slug, { ...(known ?? tag), count: (known?.count ?? 0) + 1 })
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name))
}

export function findTag(slug: string | undefined): Tag | undefined {
  return allTags().find((tag) => tag.slug === slug?.toLowerCase())
}

export function articlesTagged(tag: Pick<Tag, 'slug'>): ArticleSummary[] {
  return articles.filter((article) => article.tags.some((candidate) => candidate.slug === tag.slug))
}

/** Other articles sharing the most tags with `article`, newest first among equals. */
export function relatedArticles(article: ArticleSummary, limit = 3): ArticleSummary[] {
  const slugs = new Set(article.tags.map((tag) => tag.slug))
  const shared = (other: ArticleSummary) => other.tags.filter((tag) => slugs.has(tag.slug)).length
  return articles
    .filter((other) => other.slug !== article.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, limit)
}

/** The next newer and next older article, for previous/next links. */
export function adjacentArticles(article: ArticleSummary): { newer?: ArticleSummary; older?: ArticleSummary } {
  const index = articles.findIndex((other) => other.slug === article.slug)
  return { newer: articles[index - 1], older: articles[index + 1] }
}

/** '2026-09-15' → '15 September 2026'. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

const copy = pageEntries.insights

/** Words around the articles: list, article page and its call to action (content/pages/insights.yaml). */
export const insightsLabels = {
  ...copy.labels,
  eyebrow: copy.eyebrow,
  intro: copy.intro,
  readingTime: (minutes: number) => copy.labels.readingTime.replaceAll('{minutes}', String(minutes)),
  tagIntro: (tag: string, count: number) =>
    copy.labels.tagIntro
      .replaceAll('{count}', String(count))
      .replaceAll('{articles}', count === 1 ? 'article' : 'articles')
      .replaceAll('{tag}', tag),
  cta: copy.cta,
  notFound: copy.notFound,
  fromInsights: copy.fromInsights,
}

/**
 * The Insights articles (files in content/articles/) as the site lists them: newest first, by tag,
 * related and adjacent. Bodies live in ./article-bodies so lists and the sitemap stay small.
 */
import { entries } from './collections/article-summaries'

export type ArticleSummary = (typeof entries)[number]
export type Tag = ArticleSummary['tags'][number]

/** Newest first. */
export const articles: readonly ArticleSummary[] = entries

export const insightsPath = '/insights'
/** The RSS feed, written by scripts/write-feed.ts. */
export const feedPath = '/insights/feed.xml'

export function articlePath(article: Pick<ArticleSummary, 'slug'>): string {
  return `${insightsPath}/${article.slug}`
}

export function tagPath(tag: Pick<Tag, 'slug'>): string {
  return `${insightsPath}/tags/${tag.slug}`
}

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

/** Words around the articles: list, article page and its call to action. */
export const insightsLabels = {
  eyebrow: 'Insights',
  intro:
    'Practical guidance from our consultants for owners and managers of small and medium-sized businesses: what to do first, what it costs and what to watch out for.',
  topics: 'Browse by topic',
  allArticles: 'All articles',
  latest: 'Latest articles',
  published: 'Published',
  updated: 'Updated',
  by: 'By',
  readingTime: (minutes: number) => `${minutes} min read`,
  readArticle: 'Read article',
  tags: 'Topics',
  newer: 'Newer article',
  older: 'Older article',
  related: 'Related articles',
  feed: 'Subscribe to the RSS feed',
  tagIntro: (tag: string, count: number) =>
    `${count} ${count === 1 ? 'article' : 'articles'} tagged ${tag}, newest first.`,
  cta: {
    heading: 'Want to talk this through for your business?',
    text: 'Tell us where you are today and what you want to achieve. We reply to every enquiry within 24 hours.',
    action: 'Contact us',
  },
  notFound: {
    title: 'Article Not Found',
    text: 'The article or topic you are looking for cannot be found.',
  },
  fromInsights: {
    eyebrow: 'Insights',
    heading: 'Practical guidance for SMEs',
    text: 'Plain-English articles on AI and automation, cybersecurity and the cloud.',
    link: 'Read our insights',
  },
} as const

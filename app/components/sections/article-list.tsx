import { TagLinks } from '#app/components/ui/tag-links'
import { type ArticleSummary, allTags, feedPath, insightsLabels } from '#app/content/insights'
import { sitePath } from '#app/utils/site-path'
import { ArticleCard } from './article-card'

type ArticleListProps = {
  articles: readonly ArticleSummary[]
  /** The tag whose page this is; absent on /insights. */
  currentTag?: string
}

/** The topics, then the articles as cards (newest first), then the feed link: /insights and each tag page. */
export function ArticleList({ articles, currentTag }: ArticleListProps) {
  return (
    <div className="page-frame py-14 sm:py-20">
      <nav aria-labelledby="topics-heading">
        <h2 id="topics-heading" className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          {insightsLabels.topics}
        </h2>
        <TagLinks tags={allTags()} label={insightsLabels.topics} current={currentTag} className="mt-4" />
      </nav>
      <section aria-labelledby="articles-heading" className="mt-12">
        <h2 id="articles-heading" className="sr-only">
          {insightsLabels.latest}
        </h2>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-12 text-sm text-slate-600">
        <a href={sitePath(feedPath)} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {insightsLabels.feed}
        </a>
      </p>
    </div>
  )
}

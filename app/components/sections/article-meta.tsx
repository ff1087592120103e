import { type ArticleSummary, formatDate, insightsLabels } from '#app/content/insights'
import { cn } from '#app/utils/cn'

type ArticleMetaProps = {
  article: ArticleSummary
  /** `full` adds the author and the updated date (article page); `short` is for cards. */
  variant: 'full' | 'short'
  className?: string
}

/** Publication date, reading time and, on the article page, the author and the updated date. */
export function ArticleMeta({ article, variant, className }: ArticleMetaProps) {
  const full = variant === 'full'
  return (
    <p className={cn('flex flex-wrap gap-x-4 gap-y-1', className)}>
      <span>
        {full ? `${insightsLabels.published} ` : null}
        <time dateTime={article.date}>{formatDate(article.date)}</time>
      </span>
      {full && article.updated !== article.date ? (
        <span>
          {insightsLabels.updated} <time dateTime={article.updated}>{formatDate(article.updated)}</time>
        </span>
      ) : null}
      {full ? (
        <span>
          {insightsLabels.by} {article.author}
        </span>
      ) : null}
      <span>{insightsLabels.readingTime(article.readingMinutes)}</span>
    </p>
  )
}

import { Link } from 'react-router'
import { Card } from '#app/components/ui/card'
import { HeldBackBadge } from '#app/components/ui/held-back-badge'
import { Photo } from '#app/components/ui/photo'
import type { ArticleSummary } from '#app/content/insights'
import { ArticleMeta } from './article-meta'

type ArticleCardProps = {
  article: ArticleSummary
  /** The card title's heading level, one below the section it sits in. */
  headingLevel?: 'h2' | 'h3'
}

/** An article in a list: image, title linking to the article, date, reading time and description. */
export function ArticleCard({ article, headingLevel: Title = 'h2' }: ArticleCardProps) {
  return (
    <Card className="relative">
      <Photo photo={article.image} alt={article.imageAlt} layout="card" />
      <div className="flex flex-1 flex-col p-6">
        <ArticleMeta article={article} variant="short" className="text-sm text-slate-600" />
        <Title className="mt-3 text-xl font-semibold text-balance text-slate-900">
          {/* The whole card is clickable through this one link; its name is the title alone. */}
          <Link to={article.path} className="after:absolute after:inset-0 hover:text-brand-700">
            {article.title}
          </Link>
        </Title>
        <p className="mt-3 leading-7 text-slate-600">{article.description}</p>
        <HeldBackBadge held={article.held} className="mt-4" />
      </div>
    </Card>
  )
}

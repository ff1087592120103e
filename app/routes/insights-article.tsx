import { ArticlePage } from '#app/components/sections/article-page'
import { NotFound } from '#app/components/sections/not-found'
import { articleBody } from '#app/content/article-bodies'
import { findArticle, insightsLabels } from '#app/content/insights'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/insights-article'

export const meta: Route.MetaFunction = ({ params }) => {
  const article = findArticle(params.slug)
  if (!article)
    return pageMeta({ name: insightsLabels.notFound.title, description: insightsLabels.notFound.text, noindex: true })
  return pageMeta({
    name: article.title,
    description: article.description,
    path: article.path,
    type: 'article',
  })
}

export default function InsightsArticleRoute({ params }: Route.ComponentProps) {
  const article = findArticle(params.slug)
  const body = article && articleBody(article.slug)
  if (!article || body === undefined) {
    const { title, text } = insightsLabels.notFound
    return (
      <NotFound title={title} text={text} link={{ label: insightsLabels.allArticles, href: pages.insights.path }} />
    )
  }
  return <ArticlePage article={article} body={body} />
}

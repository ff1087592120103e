import { ArticleList } from '#app/components/sections/article-list'
import { NotFound } from '#app/components/sections/not-found'
import { PageHeader } from '#app/components/sections/page-header'
import { articlesTagged, findTag, insightsLabels } from '#app/content/insights'
import { pages, tagPageName } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/insights-tag'

export const meta: Route.MetaFunction = ({ params }) => {
  const tag = findTag(params.tag)
  if (!tag)
    return pageMeta({ name: insightsLabels.notFound.title, description: insightsLabels.notFound.text, noindex: true })
  return pageMeta({
    name: tagPageName(tag),
    description: insightsLabels.tagIntro(tag.name, articlesTagged(tag).length),
    path: tag.path,
  })
}

export default function InsightsTagRoute({ params }: Route.ComponentProps) {
  const tag = findTag(params.tag)
  if (!tag) {
    const { title, text } = insightsLabels.notFound
    return (
      <NotFound title={title} text={text} link={{ label: insightsLabels.allArticles, href: pages.insights.path }} />
    )
  }
  const tagged = articlesTagged(tag)
  return (
    <>
      <PageHeader eyebrow={insightsLabels.eyebrow} title={tagPageName(tag)}>
        <p>{insightsLabels.tagIntro(tag.name, tagged.length)}</p>
      </PageHeader>
      <ArticleList articles={tagged} currentTag={tag.slug} />
    </>
  )
}

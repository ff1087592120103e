import { ArticleList } from '#app/components/sections/article-list'
import { PageHeader } from '#app/components/sections/page-header'
import { articles, insightsLabels } from '#app/content/insights'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/insights'

export const meta: Route.MetaFunction = () => pageMeta(pages.insights)

export default function InsightsRoute() {
  return (
    <>
      <PageHeader eyebrow={insightsLabels.eyebrow} title={pages.insights.heading}>
        <p>{insightsLabels.intro}</p>
      </PageHeader>
      <ArticleList articles={articles} />
    </>
  )
}

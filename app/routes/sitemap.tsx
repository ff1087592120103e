import { PageHeader } from '#app/components/sections/page-header'
import { SitemapList } from '#app/components/sections/sitemap-list'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/sitemap'

export const meta: Route.MetaFunction = () => pageMeta(pages.sitemap)

export default function SitemapRoute() {
  return (
    <>
      <PageHeader title={pages.sitemap.heading}>
        <p>{pages.sitemap.description}</p>
      </PageHeader>
      <SitemapList />
    </>
  )
}

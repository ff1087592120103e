import { PageHeader } from '#app/components/sections/page-header'
import { pages } from '#app/content/pages'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => pageMeta(pages.about)

export default function AboutRoute() {
  return <PageHeader title={pages.about.heading} />
}

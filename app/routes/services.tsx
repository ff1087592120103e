import { PageHeader } from '#app/components/sections/page-header'
import { pages } from '#app/content/pages'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/services'

export const meta: Route.MetaFunction = () => pageMeta(pages.services)

export default function ServicesRoute() {
  return <PageHeader title={pages.services.heading} />
}

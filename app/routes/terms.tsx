import { PageHeader } from '#app/components/sections/page-header'
import { pages } from '#app/content/pages'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () => pageMeta(pages.terms)

export default function TermsRoute() {
  return <PageHeader title={pages.terms.heading} />
}

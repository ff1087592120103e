import { PageHeader } from '#app/components/sections/page-header'
import { pages } from '#app/content/pages'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/case-studies'

export const meta: Route.MetaFunction = () => pageMeta(pages.caseStudies)

export default function CaseStudiesRoute() {
  return <PageHeader title={pages.caseStudies.heading} />
}

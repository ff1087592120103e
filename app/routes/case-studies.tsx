import { CaseStudiesGrid } from '#app/components/sections/case-studies-grid'
import { PageHeader } from '#app/components/sections/page-header'
import { caseStudiesIntro } from '#app/content/case-studies'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/case-studies'

export const meta: Route.MetaFunction = () => pageMeta(pages.caseStudies)

export default function CaseStudiesRoute() {
  return (
    <>
      <PageHeader eyebrow={pages.caseStudies.name} title={pages.caseStudies.heading}>
        <p>{caseStudiesIntro}</p>
      </PageHeader>
      <CaseStudiesGrid />
    </>
  )
}

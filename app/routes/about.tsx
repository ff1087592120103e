import { AboutApproach } from '#app/components/sections/about-approach'
import { AboutMission } from '#app/components/sections/about-mission'
import { CtaBanner } from '#app/components/sections/cta-banner'
import { LatestInsights } from '#app/components/sections/latest-insights'
import { PageHeader } from '#app/components/sections/page-header'
import { PageSections } from '#app/components/sections/page-sections/page-sections'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => pageMeta(pages.about)

export default function AboutRoute() {
  return (
    <>
      <PageHeader eyebrow={pages.about.name} title={pages.about.heading}>
        <p>{pages.about.copy.intro}</p>
      </PageHeader>
      <AboutMission />
      <AboutApproach />
      <LatestInsights />
      <PageSections sections={pages.about.copy.sections} />
      <CtaBanner {...pages.about.copy.cta} />
    </>
  )
}

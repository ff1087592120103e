import { AboutApproach } from '#app/components/sections/about-approach'
import { AboutMission } from '#app/components/sections/about-mission'
import { CtaBanner } from '#app/components/sections/cta-banner'
import { LatestInsights } from '#app/components/sections/latest-insights'
import { PageHeader } from '#app/components/sections/page-header'
import { aboutCta, aboutIntro } from '#app/content/about'
import { pages } from '#app/content/pages'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => pageMeta(pages.about)

export default function AboutRoute() {
  return (
    <>
      <PageHeader eyebrow={pages.about.name} title={pages.about.heading}>
        <p>{aboutIntro}</p>
      </PageHeader>
      <AboutMission />
      <AboutApproach />
      <LatestInsights />
      <CtaBanner heading={aboutCta.heading} text={aboutCta.text} action={aboutCta.action} />
    </>
  )
}

import { CtaBanner } from '#app/components/sections/cta-banner'
import { GetInTouch } from '#app/components/sections/get-in-touch'
import { HomeCaseStudies } from '#app/components/sections/home-case-studies'
import { HomeHero } from '#app/components/sections/home-hero'
import { HomeIntro } from '#app/components/sections/home-intro'
import { HomeServices } from '#app/components/sections/home-services'
import { LatestInsights } from '#app/components/sections/latest-insights'
import { PageSections } from '#app/components/sections/page-sections/page-sections'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta(pages.home)

export default function HomeRoute() {
  return (
    <>
      <HomeHero />
      <HomeIntro />
      <HomeServices />
      <PageSections sections={pages.home.copy.sectionsAfterServices} />
      <HomeCaseStudies />
      <PageSections sections={pages.home.copy.sectionsAfterCaseStudies} />
      <LatestInsights />
      <CtaBanner {...pages.home.copy.ctaBanner} />
      <PageSections sections={pages.home.copy.sectionsBeforeGetInTouch} />
      <GetInTouch />
    </>
  )
}

import { CtaBanner } from '#app/components/sections/cta-banner'
import { GetInTouch } from '#app/components/sections/get-in-touch'
import { HomeCaseStudies } from '#app/components/sections/home-case-studies'
import { HomeHero } from '#app/components/sections/home-hero'
import { HomeIntro } from '#app/components/sections/home-intro'
import { HomeServices } from '#app/components/sections/home-services'
import { LatestInsights } from '#app/components/sections/latest-insights'
import { PageSections } from '#app/components/sections/page-sections/page-sections'
import { pages } from '#app/content/page-list'
import { homeSectionLists } from '#app/content/sections-at'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta(pages.home)

export default function HomeRoute() {
  // The owner's three lists count on from each other, so every section heading's id is the page's only one.
  const [afterServices = [], afterCaseStudies = [], beforeGetInTouch = []] = homeSectionLists()
  const second = 1 + afterServices.length
  const third = second + afterCaseStudies.length
  return (
    <>
      <HomeHero />
      <HomeIntro />
      <HomeServices />
      <PageSections sections={afterServices} />
      <HomeCaseStudies />
      <PageSections sections={afterCaseStudies} firstNumber={second} />
      <LatestInsights />
      <CtaBanner {...pages.home.copy.ctaBanner} />
      <PageSections sections={beforeGetInTouch} firstNumber={third} />
      <GetInTouch />
    </>
  )
}

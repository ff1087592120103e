import { PageHeader } from '#app/components/sections/page-header'
import { PageSections } from '#app/components/sections/page-sections/page-sections'
import { ServicesList } from '#app/components/sections/services-list'
import { pages } from '#app/content/page-list'
import { servicesIntro } from '#app/content/services'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/services'

export const meta: Route.MetaFunction = () => pageMeta(pages.services)

export default function ServicesRoute() {
  return (
    <>
      <PageHeader eyebrow={pages.services.name} title={pages.services.heading}>
        <p>{servicesIntro}</p>
      </PageHeader>
      <ServicesList />
      <PageSections sections={pages.services.copy.sections} />
    </>
  )
}

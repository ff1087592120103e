import { ContactPanel } from '#app/components/sections/contact-panel'
import { PageHeader } from '#app/components/sections/page-header'
import { PageSections } from '#app/components/sections/page-sections/page-sections'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => pageMeta(pages.contact)

export default function ContactRoute() {
  return (
    <>
      <PageHeader eyebrow={pages.contact.name} title={pages.contact.heading}>
        <p>{pages.contact.copy.intro}</p>
      </PageHeader>
      <div className="bg-slate-50 py-14 sm:py-20">
        <div className="page-frame">
          <ContactPanel headingLevel={2} />
        </div>
      </div>
      <PageSections sections={pages.contact.copy.sections} />
    </>
  )
}

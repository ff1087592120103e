import { PageHeader } from '#app/components/sections/page-header'
import { pages } from '#app/content/pages'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => pageMeta(pages.contact)

export default function ContactRoute() {
  return <PageHeader title={pages.contact.heading} />
}

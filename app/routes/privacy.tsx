import { PageHeader } from '#app/components/sections/page-header'
import { pages } from '#app/content/pages'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = () => pageMeta(pages.privacy)

export default function PrivacyRoute() {
  return <PageHeader title={pages.privacy.heading} />
}

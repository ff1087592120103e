import { LegalDocument } from '#app/components/sections/legal-document'
import { privacyPolicy } from '#app/content/legal'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = () => pageMeta(pages.privacy)

export default function PrivacyRoute() {
  return <LegalDocument title={pages.privacy.heading} document={privacyPolicy} />
}

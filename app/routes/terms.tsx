import { LegalDocument } from '#app/components/sections/legal-document'
import { termsOfService } from '#app/content/legal'
import { pages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () => pageMeta(pages.terms)

export default function TermsRoute() {
  return <LegalDocument title={pages.terms.heading} document={termsOfService} />
}

import { EnquiryNotSent, enquiryAnswerCopy } from '#app/components/sections/enquiry-answer'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/enquiry-not-sent'

export const meta: Route.MetaFunction = () => pageMeta({ ...enquiryAnswerCopy.notSent, noindex: true })

export default function EnquiryNotSentRoute() {
  return <EnquiryNotSent />
}

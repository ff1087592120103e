import { EnquirySent, enquiryAnswerCopy } from '#app/components/sections/enquiry-answer'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/enquiry-sent'

export const meta: Route.MetaFunction = () => pageMeta({ ...enquiryAnswerCopy.sent, noindex: true })

export default function EnquirySentRoute() {
  return <EnquirySent />
}

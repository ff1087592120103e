// @ts-check
/**
 * What the enquiry handler (./enquiry-handler.js) needs to know of one build, read from its serving
 * rules and the answer document it fills: `npm start` reads it for the build it serves, and the build
 * inlines it into each host's function (pipeline/hosts/), so every runtime answers from the same facts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ENQUIRY_SENT_PAGE } from './serving-rules.js'

/** @typedef {import('./serving-rules.js').ServingRules} ServingRules */
/** @typedef {import('./enquiry-handler.js').EnquirySite} EnquirySite */

/** `policy` as served over https, which every host serves the site over. */
const overHttps = (/** @type {string} */ policy) => `${policy}; upgrade-insecure-requests`

/**
 * The handler's facts of the build in `clientDir`, or why there are none (a build made before the
 * answer documents existed, or one without a contact address).
 * @param {ServingRules} rules @param {string} clientDir
 * @param {{ https?: boolean }} [options] `https`: the policies as sent over https (every host)
 * @returns {{ site: EnquirySite } | { problem: string }}
 */
export function readEnquirySite(rules, clientDir, { https = false } = {}) {
  const { contact, enquiryAnswers, enquiryServices } = rules
  if (!contact) return { problem: 'the build records no contact address: rebuild it (npm run build)' }
  if (!enquiryAnswers || !enquiryServices) {
    return { problem: 'the build has no enquiry answer pages: rebuild it (npm run build)' }
  }
  const policy = (/** @type {string} */ value) => (https ? overHttps(value) : value)
  // Lower case, as HTTP/2 sends them, so that no adapter ends up with one header in two spellings.
  const common = Object.fromEntries(
    Object.entries(rules.headers.common).map(([name, value]) => [name.toLowerCase(), value]),
  )
  const document = (/** @type {string} */ file) => ({
    html: readFileSync(join(clientDir, file), 'utf8'),
    headers: {
      ...common,
      'content-security-policy': policy(rules.headers.csp.documents[file] ?? rules.headers.csp.fallback),
    },
  })
  return {
    site: {
      siteOrigin: rules.siteOrigin ?? 'http://localhost',
      contact,
      services: enquiryServices,
      sentPage: `${rules.basePath ?? ''}${ENQUIRY_SENT_PAGE}`,
      answers: { notSent: document(enquiryAnswers.notSent) },
      securityHeaders: { ...common, 'content-security-policy': policy(rules.headers.csp.fallback) },
    },
  }
}

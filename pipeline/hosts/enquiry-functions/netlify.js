// @ts-check
/**
 * Netlify's enquiry function (Functions v2: a default export Netlify calls with a standard Request
 * and its Context, answered with a Response). Netlify gives a function its variables through the
 * `Netlify` global. Bundled with the build's site by pipeline/hosts/enquiry-functions.ts.
 */
import { answerEnquiry, fromWebRequest, toResponse } from './answer-enquiry.js'

/** @typedef {{ env: { get(name: string): string | undefined } }} NetlifyGlobal */

/** @param {import('./answer-enquiry.js').EnquirySite} site */
export function netlifyEnquiry(site) {
  return async (/** @type {Request} */ request) => {
    const { env } = /** @type {NetlifyGlobal} */ (Reflect.get(globalThis, 'Netlify'))
    const mailbox = { SMTP_URL: env.get('SMTP_URL'), SMTP_FROM: env.get('SMTP_FROM') }
    return toResponse(await answerEnquiry(site, await fromWebRequest(request), mailbox))
  }
}

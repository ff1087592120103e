// @ts-check
/**
 * Netlify's enquiry function (Functions v2: a default export Netlify calls with a standard Request
 * and its Context, answered with a Response). Netlify gives a function its variables through the
 * `Netlify` global, and the visitor's address as `context.ip`; its store is Netlify Blobs
 * (./netlify-store.js). Bundled with the build's site by pipeline/hosts/enquiry-functions.ts.
 */
import { answerEnquiry, fromWebRequest, toResponse } from './answer-enquiry.js'
import { netlifyStorage } from './netlify-store.js'

/** @typedef {{ env: { get(name: string): string | undefined } }} NetlifyGlobal */

const MISSING = 'Netlify Blobs is not available to this function (it is on every Netlify site: redeploy).'

/** @param {import('./answer-enquiry.js').EnquirySite} site */
export function netlifyEnquiry(site) {
  return async (/** @type {Request} */ request, /** @type {{ ip?: string } | undefined} */ context) => {
    const { env } = /** @type {NetlifyGlobal} */ (Reflect.get(globalThis, 'Netlify'))
    const mailbox = {
      SMTP_URL: env.get('SMTP_URL'),
      SMTP_FROM: env.get('SMTP_FROM'),
      GITHUB_API_URL: env.get('GITHUB_API_URL'),
    }
    const store = { storage: netlifyStorage(), visitor: context?.ip ?? '', missing: MISSING, host: 'Netlify' }
    return toResponse(await answerEnquiry(site, await fromWebRequest(request), mailbox, store))
  }
}

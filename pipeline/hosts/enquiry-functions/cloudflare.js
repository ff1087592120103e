// @ts-check
/**
 * Cloudflare Pages' enquiry function: the build's worker (`_worker.js/index.js`,
 * pipeline/hosts/spelling-functions.ts) hands it each request to the endpoint with the project's
 * variables and secrets (`env`). It runs nodemailer on Cloudflare's own Node.js APIs (nodejs_compat,
 * wrangler.toml). Bundled with the build's site by pipeline/hosts/enquiry-functions.ts.
 */
import { answerEnquiry, fromWebRequest, toResponse } from './answer-enquiry.js'

/** @param {import('./answer-enquiry.js').EnquirySite} site */
export function cloudflareEnquiry(site) {
  return async (/** @type {Request} */ request, /** @type {import('./answer-enquiry.js').Mailbox} */ env) =>
    toResponse(await answerEnquiry(site, await fromWebRequest(request), env))
}

// @ts-check
/**
 * Cloudflare Pages' enquiry function: the build's worker (`_worker.js/index.js`,
 * pipeline/hosts/spelling-functions.ts) hands it each request to the endpoint with the project's
 * variables, secrets and bindings (`env`): the store is the KV namespace bound as ENQUIRIES
 * (./cloudflare-store.js). It runs nodemailer on Cloudflare's own Node.js APIs (nodejs_compat,
 * wrangler.toml). Bundled with the build's site by pipeline/hosts/enquiry-functions.ts.
 */
import { answerEnquiry, fromWebRequest, toResponse } from './answer-enquiry.js'
import { cloudflareStorage } from './cloudflare-store.js'

/** What the log says when no namespace is bound. */
const MISSING =
  'bind a KV namespace as ENQUIRIES to keep them until they are e-mailed (Workers & Pages → the project → Settings → Bindings → Add → KV namespace; docs/owner-guide.md, "Receive enquiries").'

/** @typedef {import('./answer-enquiry.js').Mailbox & { ENQUIRIES?: import('./cloudflare-store.js').KvNamespace }} Env */

/** @param {import('./answer-enquiry.js').EnquirySite} site */
export function cloudflareEnquiry(site) {
  return async (/** @type {Request} */ request, /** @type {Env} */ env) => {
    const store = {
      storage: cloudflareStorage(env.ENQUIRIES),
      // Cloudflare sets it to the visitor's address; no visitor can send it through.
      visitor: request.headers.get('cf-connecting-ip') ?? '',
      missing: MISSING,
      host: 'Cloudflare Pages',
    }
    return toResponse(await answerEnquiry(site, await fromWebRequest(request), env, store))
  }
}

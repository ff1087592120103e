// @ts-check
/**
 * A standard Request (Netlify, Cloudflare Pages) as the shared sign-in handshake reads it
 * (server/github-sign-in.js), and its answer as a standard Response. Bundled into each host's
 * function by pipeline/hosts/sign-in-functions.ts, with the build's API root inlined.
 */
import { answerSignIn } from '../../../server/github-sign-in.js'

/**
 * @param {Request} request @param {import('../../../server/github-sign-in.js').SignInSecrets} secrets
 * @param {import('../../../server/github-sign-in.js').SignInSite} site
 */
export async function answerWebRequest(request, secrets, site) {
  const asked = { method: request.method, url: request.url, cookie: request.headers.get('cookie') ?? undefined }
  const { status, headers, body } = await answerSignIn(asked, secrets, site)
  return new Response(body || null, { status, headers })
}

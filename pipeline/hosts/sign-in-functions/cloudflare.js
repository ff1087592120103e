// @ts-check
/**
 * Cloudflare Pages' Sign in with GitHub module: the build's worker (`_worker.js/index.js`,
 * pipeline/hosts/spelling-functions.ts) hands it each request to the endpoint with the project's
 * variables and secrets (`env`).
 */
import { answerWebRequest } from './web.js'

/** @param {import('../../../server/github-sign-in.js').SignInSite} site */
export function cloudflareSignIn(site) {
  return (
    /** @type {Request} */ request,
    /** @type {import('../../../server/github-sign-in.js').SignInSecrets} */ env,
  ) =>
    answerWebRequest(
      request,
      { GITHUB_CLIENT_ID: env.GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET: env.GITHUB_CLIENT_SECRET },
      site,
    )
}

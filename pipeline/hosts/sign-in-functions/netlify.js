// @ts-check
/**
 * Netlify's Sign in with GitHub function (Functions v2: a default export Netlify calls with a standard
 * Request). Netlify gives a function the site's variables through the `Netlify` global, at run time.
 */
import { answerWebRequest } from './web.js'

/** @typedef {{ env: { get(name: string): string | undefined } }} NetlifyGlobal */

/** @param {import('../../../server/github-sign-in.js').SignInSite} site */
export function netlifySignIn(site) {
  return async (/** @type {Request} */ request) => {
    const { env } = /** @type {NetlifyGlobal} */ (Reflect.get(globalThis, 'Netlify'))
    const secrets = {
      GITHUB_CLIENT_ID: env.get('GITHUB_CLIENT_ID'),
      GITHUB_CLIENT_SECRET: env.get('GITHUB_CLIENT_SECRET'),
    }
    return answerWebRequest(request, secrets, site)
  }
}

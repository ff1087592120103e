// @ts-check
/**
 * Vercel's Sign in with GitHub function (a Build Output API Node.js function, launcher `Nodejs`:
 * Vercel calls its default export with Node's request and response). Its variables are the process's
 * environment; the address the browser asked for is in Vercel's forwarding headers.
 */
import { answerSignIn } from '../../../server/github-sign-in.js'

/** The first value of a header Node may give as a list. */
const first = (/** @type {string | string[] | undefined} */ value) => (Array.isArray(value) ? value[0] : value)

/** @param {import('../../../server/github-sign-in.js').SignInSite} site */
export function vercelSignIn(site) {
  return async (
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) => {
    const { headers } = request
    const protocol = first(headers['x-forwarded-proto'])?.split(',')[0]?.trim() || 'https'
    const host = first(headers['x-forwarded-host']) ?? headers.host ?? ''
    const asked = {
      method: request.method ?? 'GET',
      url: `${protocol}://${host}${request.url ?? '/'}`,
      cookie: headers.cookie,
    }
    // biome-ignore lint/style/noProcessEnv: a Vercel function's one way to the variables set in Vercel's settings.
    const secrets = process.env
    const answer = await answerSignIn(asked, secrets, site)
    response.writeHead(answer.status, answer.headers).end(answer.body)
  }
}

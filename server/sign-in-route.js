// @ts-check
/**
 * `npm start`'s Sign in with GitHub endpoint: Fastify's request as the shared handshake reads it
 * (./github-sign-in.js), and its answer back. It answers only while the build served says /admin
 * offers the button (the build saw the app's values set: `rules.githubSignIn`); the app's values
 * themselves come from npm start's own environment (./server-configuration.js).
 */
import { answerSignIn, SIGN_IN_PATH } from './github-sign-in.js'

/**
 * @param {{
 *   served: () => { rules: import('./serving-rules.js').ServingRules },
 *   secrets: import('./github-sign-in.js').SignInSecrets,
 *   basePath?: string,
 * }} options
 * @returns {(app: import('fastify').FastifyInstance) => Promise<void>}
 */
export function createSignInRoute({ served, secrets, basePath = '' }) {
  return async function signInRoute(app) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `${basePath}${SIGN_IN_PATH}`,
      async handler(request, reply) {
        const signIn = served().rules.githubSignIn
        if (!signIn) return reply.callNotFound()
        // The address the browser asked for, as the proxy in front reports it when TRUST_PROXY trusts it.
        const url = `${request.protocol}://${request.host}${request.url}`
        const answer = await answerSignIn(
          { method: request.method, url, cookie: request.headers.cookie },
          secrets,
          signIn,
        )
        return reply.code(answer.status).headers(answer.headers).send(answer.body)
      },
    })
  }
}

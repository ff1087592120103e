/**
 * GitHub's two web endpoints of a GitHub App's (or OAuth App's) user sign-in, on the Git-host stand-in
 * (./server.ts), for the tests of the sign-in endpoint (server/github-sign-in.js): the authorize page,
 * which here approves at once and sends the browser back with a code, as GitHub does once the person
 * has authorised the app; and the exchange of that code, with the app's id and secret, for the
 * person's token. A code is good for one exchange, as on GitHub; a refusal is answered 200 with
 * `error` and `error_description`, as GitHub answers it.
 * https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/generating-a-user-access-token-for-a-github-app
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The app the stand-in knows, and the token a successful sign-in gets (one of the host's tokens). */
export type OAuthApp = { clientId: string; clientSecret: string; token: string }

/** What it saw: each redirect_uri it sent a browser back to, for a test to check. */
export type OAuthStandIn = {
  answer: (req: IncomingMessage, res: ServerResponse, url: URL, body: () => Promise<string>) => Promise<boolean>
  redirects: string[]
}

const refusal = (error: string, error_description: string) => ({
  error,
  error_description,
  error_uri: 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors',
})

export function oauthStandIn(app: OAuthApp | undefined): OAuthStandIn {
  const codes = new Map<string, string>()
  const redirects: string[] = []
  let issued = 0
  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }
  const answer: OAuthStandIn['answer'] = async (req, res, url, body) => {
    if (url.pathname === '/login/oauth/authorize' && req.method === 'GET') {
      const redirect = url.searchParams.get('redirect_uri') ?? ''
      if (!app || url.searchParams.get('client_id') !== app.clientId || !URL.canParse(redirect)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' })
        res.end('Not Found')
        return true
      }
      issued += 1
      const code = `stand-in-code-${issued}`
      codes.set(code, redirect)
      redirects.push(redirect)
      const back = new URL(redirect)
      back.searchParams.set('code', code)
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.writeHead(302, { Location: back.href })
      res.end()
      return true
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      const asked = JSON.parse((await body()) || '{}') as Record<string, string>
      if (!app || asked.client_id !== app.clientId || asked.client_secret !== app.clientSecret) {
        json(res, refusal('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.'))
        return true
      }
      const redirect = codes.get(asked.code ?? '')
      codes.delete(asked.code ?? '')
      if (redirect === undefined || redirect !== asked.redirect_uri) {
        json(res, refusal('bad_verification_code', 'The code passed is incorrect or expired.'))
        return true
      }
      json(res, { access_token: app.token, token_type: 'bearer', scope: '' })
      return true
    }
    return false
  }
  return { answer, redirects }
}

// @ts-check
/**
 * "Sign in with GitHub" for /admin, the handshake Sveltia CMS speaks with an authenticator named by
 * `base_url` + `auth_endpoint`: the editor opens this endpoint in a popup; it sends the popup to
 * GitHub's authorize page with a `state` bound to this browser by a short-lived HttpOnly cookie;
 * GitHub sends the popup back here with a code, which is exchanged for the person's token with the
 * app's secret; the popup's page then hands the token to the editor that opened it, on the site's own
 * origin only. Nothing is stored: the state lives in the browser's cookie, signed with the secret.
 * `npm start` (./sign-in-route.js) and each host's function (pipeline/hosts/sign-in-functions/) call
 * `answerSignIn`; it imports nothing host-specific. Why a GitHub App: docs/decisions/047-sign-in-with-a-github-app.md.
 */
import { COMMON_SECURITY_HEADERS } from './security-headers.js'

/** Where the endpoint answers, under a project site's base path: GitHub sends the popup back to it too. */
export const SIGN_IN_PATH = '/api/github-sign-in'
/** How long a sign-in may take between the click and GitHub's answer, in seconds. */
export const STATE_LIFETIME_S = 600
const COOKIE = 'github-sign-in'
const PROVIDER = 'github'

/**
 * @typedef {{ method: string, url: string, cookie?: string }} SignInRequest
 * `url` as the browser asked it, absolute (the host adapters rebuild it from the host's request).
 * @typedef {{ GITHUB_CLIENT_ID?: string, GITHUB_CLIENT_SECRET?: string }} SignInSecrets
 * The GitHub App's two values, as the host gives its settings to the function at run time.
 * @typedef {{ apiRoot: string }} SignInSite The editor's API root, as the build names it to the editor.
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} SignInAnswer
 * @typedef {{ fetch?: typeof fetch, now?: () => number }} SignInDeps
 */

/** GitHub's web root for an API root: api.github.com's is github.com; an Enterprise server's or a stand-in's is its own origin. */
export function webRootOf(/** @type {string} */ apiRoot) {
  const { hostname, origin } = new URL(apiRoot)
  return hostname === 'api.github.com' ? 'https://github.com' : origin
}

/** What the owner reads when the host lacks the app's values, in the popup and in the editor. */
export const NOT_SET_UP =
  'Sign in with GitHub is not set up on this site: set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET in the host’s settings and redeploy (docs/owner-guide.md, “Sign in with GitHub”), or sign in with a token.'

/** The popup's one script, the same on every answer (its hash is the page's whole script policy): it talks to its opener on this origin only. */
export const POPUP_SCRIPT = `(() => {
  const message = JSON.parse(document.getElementById('outcome').textContent)
  const site = location.origin
  if (!opener) return
  addEventListener('message', (event) => {
    if (event.origin !== site || event.source !== opener || event.data !== 'authorizing:${PROVIDER}') return
    opener.postMessage(message, site)
  })
  opener.postMessage('authorizing:${PROVIDER}', site)
})()`

/** @type {Promise<string> | undefined} */
let scriptHash
const bytes = (/** @type {string} */ text) => new TextEncoder().encode(text)
const base64url = (/** @type {ArrayBuffer | Uint8Array} */ buffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

async function popupPolicy() {
  scriptHash ??= crypto.subtle
    .digest('SHA-256', bytes(POPUP_SCRIPT))
    .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))))
  return `default-src 'none'; script-src 'sha256-${await scriptHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
}

/** The signature of `text` with the app's secret: the cookie can only have come from this endpoint. */
async function sign(/** @type {string} */ secret, /** @type {string} */ text) {
  const key = await crypto.subtle.importKey('raw', bytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return base64url(await crypto.subtle.sign('HMAC', key, bytes(text)))
}

/** Equal strings, compared in time that does not depend on where they differ. */
function same(/** @type {string} */ a, /** @type {string} */ b) {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/**
 * Every answer's headers: the site's own (./security-headers.js), never cached, and the opener kept:
 * the popup's page must share its browsing context group with /admin to post to it (a
 * `same-origin` policy here would sever it after GitHub's page).
 * @param {Record<string, string>} extra
 */
function headersOf(extra) {
  return {
    ...COMMON_SECURITY_HEADERS,
    'Cross-Origin-Opener-Policy': 'unsafe-none',
    'Cache-Control': 'no-store',
    ...extra,
  }
}

/** The state cookie: HttpOnly, this endpoint's path only, sent back on GitHub's redirect (Lax), gone after `maxAge`. */
function cookieOf(/** @type {URL} */ url, /** @type {string} */ value, /** @type {number} */ maxAge) {
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return `${COOKIE}=${value}; Path=${url.pathname}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

const escapeHtml = (/** @type {string} */ text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * The popup's page: the outcome as Sveltia reads it (`authorization:github:success:{"token":…}` or
 * `…:error:{"error":…}`), for its script to post, and the same in words for the person.
 * @param {URL} url @param {{ token: string } | { error: string }} outcome
 * @returns {Promise<SignInAnswer>}
 */
async function popupPage(url, outcome) {
  const signedIn = 'token' in outcome
  const message = `authorization:${PROVIDER}:${signedIn ? 'success' : 'error'}:${JSON.stringify({ provider: PROVIDER, ...outcome })}`
  const words = signedIn ? 'Signed in: this window closes by itself.' : outcome.error
  const body = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<title>Sign in with GitHub</title>
<script type="application/json" id="outcome">${JSON.stringify(message).replaceAll('<', '\\u003c')}</script>
<script>${POPUP_SCRIPT}</script>
</head><body><p>${escapeHtml(words)}</p></body></html>
`
  return {
    status: signedIn ? 200 : 400,
    headers: headersOf({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': await popupPolicy(),
      // Whatever happened, this sign-in's state is spent.
      'Set-Cookie': cookieOf(url, '', 0),
    }),
    body,
  }
}

/** The cookie's value in a Cookie header, if sent. */
function cookieValue(/** @type {string | undefined} */ header) {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === COOKIE) return value.join('=')
  }
  return undefined
}

/**
 * True when `state` is the one this browser's cookie holds, signed with the secret and not older than
 * STATE_LIFETIME_S: a forged state, one from another browser, or one whose cookie was spent fails.
 */
async function stateHolds(
  /** @type {string} */ secret,
  /** @type {string | undefined} */ cookie,
  /** @type {string | null} */ state,
  now = 0,
) {
  const [bound = '', issued = '', signature = ''] = (cookie ?? '').split('.')
  if (!bound || !same(signature, await sign(secret, `${bound}.${issued}`))) return false
  const age = now / 1000 - Number(issued)
  return age >= 0 && age <= STATE_LIFETIME_S && same(bound, String(state ?? ''))
}

/**
 * The code GitHub handed back, exchanged for the person's token with the app's secret.
 * @returns {Promise<{ token: string } | { error: string }>}
 */
async function exchange(
  /** @type {URL} */ url,
  /** @type {Required<SignInSecrets>} */ secrets,
  /** @type {string} */ webRoot,
  /** @type {string} */ code,
  /** @type {typeof fetch} */ doFetch,
) {
  const refused = 'GitHub did not sign you in: close this window and try again.'
  try {
    const response = await doFetch(`${webRoot}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: secrets.GITHUB_CLIENT_ID,
        client_secret: secrets.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}${url.pathname}`,
      }),
    })
    const answer = /** @type {{ access_token?: string, error_description?: string }} */ (await response.json())
    if (response.ok && answer.access_token) return { token: answer.access_token }
    return { error: `${refused} (${answer.error_description ?? `GitHub answered ${response.status}`})` }
  } catch (error) {
    return { error: `${refused} (GitHub could not be reached: ${/** @type {Error} */ (error).message})` }
  }
}

/**
 * Answers one request to the endpoint: with no code, sends the popup to GitHub; with GitHub's answer,
 * checks the state and hands the popup the token (or why not).
 * @param {SignInRequest} request @param {SignInSecrets} secrets @param {SignInSite} site @param {SignInDeps} [deps]
 * @returns {Promise<SignInAnswer>}
 */
export async function answerSignIn(request, secrets, site, { fetch: doFetch = fetch, now = Date.now } = {}) {
  const url = new URL(request.url)
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return { status: 405, headers: headersOf({ Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }), body: '' }
  }
  const clientId = secrets.GITHUB_CLIENT_ID?.trim() ?? ''
  const clientSecret = secrets.GITHUB_CLIENT_SECRET?.trim() ?? ''
  if (!clientId || !clientSecret) return popupPage(url, { error: NOT_SET_UP })
  const webRoot = webRootOf(site.apiRoot)
  const query = url.searchParams
  if (!query.has('code') && !query.has('state') && !query.has('error')) {
    const state = base64url(crypto.getRandomValues(new Uint8Array(24)))
    const issued = String(Math.floor(now() / 1000))
    const cookie = `${state}.${issued}.${await sign(clientSecret, `${state}.${issued}`)}`
    const authorize = new URL(`${webRoot}/login/oauth/authorize`)
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${url.origin}${url.pathname}`,
      state,
    }).toString()
    return {
      status: 302,
      headers: headersOf({ Location: authorize.href, 'Set-Cookie': cookieOf(url, cookie, STATE_LIFETIME_S) }),
      body: '',
    }
  }
  if (!(await stateHolds(clientSecret, cookieValue(request.cookie), query.get('state'), now()))) {
    return popupPage(url, {
      error:
        'This sign-in was not started in this window, or took longer than 10 minutes: close this window and click Sign in with GitHub again.',
    })
  }
  const denied = query.get('error')
  if (denied)
    return popupPage(url, { error: `GitHub did not sign you in: ${query.get('error_description') ?? denied}` })
  const secretsGiven = { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret }
  return popupPage(url, await exchange(url, secretsGiven, webRoot, query.get('code') ?? '', doFetch))
}

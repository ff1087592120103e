// @vitest-environment node
/**
 * The sign-in handshake every host runs (./github-sign-in.js), against the Git-host stand-in's
 * GitHub sign-in pages (scripts/local-editor/oauth-stand-in.ts): what the popup gets, and what a
 * forged, replayed or foreign request gets instead.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Repository } from '../scripts/local-editor/repository.ts'
import { type GitHost, startGitHost } from '../scripts/local-editor/server.ts'
import { answerSignIn, NOT_SET_UP, POPUP_SCRIPT, SIGN_IN_PATH, STATE_LIFETIME_S, webRootOf } from './github-sign-in.js'
import { COMMON_SECURITY_HEADERS } from './security-headers.js'

const APP = { clientId: 'Iv23-test-app', clientSecret: 'test-secret', token: 'ghu_signed_in_owner' }
const SECRETS = { GITHUB_CLIENT_ID: APP.clientId, GITHUB_CLIENT_SECRET: APP.clientSecret }
const ENDPOINT = `https://www.example.com${SIGN_IN_PATH}`
let host: GitHost
beforeAll(async () => {
  const repository = new Repository('owner', 'website', 'main', new Map())
  host = await startGitHost({ repository, tokens: {}, oauthApp: APP })
})
afterAll(() => host.close())

const site = () => ({ apiRoot: `${host.url}/api/v3` })
const cookieOf = (setCookie = '') => setCookie.split(';')[0] ?? ''

/** The click: the endpoint's redirect, and the state cookie it sets. */
async function start(now = Date.now()) {
  const answer = await answerSignIn({ method: 'GET', url: `${ENDPOINT}?provider=github&site_id=x` }, SECRETS, site(), {
    now: () => now,
  })
  return { answer, location: new URL(answer.headers.Location ?? ''), cookie: cookieOf(answer.headers['Set-Cookie']) }
}

/** GitHub's authorize page, which the stand-in approves at once: where it sends the popup back. */
async function authorize(location: URL) {
  const response = await fetch(location, { redirect: 'manual' })
  return new URL(response.headers.get('location') ?? '')
}

const callback = (back: URL, cookie: string | undefined, now = Date.now()) =>
  answerSignIn({ method: 'GET', url: back.href, cookie }, SECRETS, site(), { now: () => now })

const tokenIn = (body: string) => body.includes(APP.token)

test('a sign-in goes to GitHub with a state bound to the browser, and comes back with the token for the editor', async () => {
  const { answer, location, cookie } = await start()
  expect(answer.status).toBe(302)
  expect(location.origin + location.pathname).toBe(`${host.url}/login/oauth/authorize`)
  expect(location.searchParams.get('client_id')).toBe(APP.clientId)
  expect(location.searchParams.get('redirect_uri')).toBe(ENDPOINT)
  expect(answer.headers['Set-Cookie']).toMatch(
    new RegExp(
      `^github-sign-in=[^;]+; Path=${SIGN_IN_PATH}; Max-Age=${STATE_LIFETIME_S}; HttpOnly; SameSite=Lax; Secure$`,
    ),
  )
  const back = await authorize(location)
  expect(host.oauth.redirects.at(-1)).toBe(ENDPOINT)
  const page = await callback(back, `other=1; ${cookie}`)
  expect(page.status).toBe(200)
  expect(page.body).toContain(
    `authorization:github:success:{\\"provider\\":\\"github\\",\\"token\\":\\"${APP.token}\\"}`,
  )
  // The site's headers, never cached, the state spent, and a policy that runs the popup's one script only.
  expect(page.headers).toMatchObject({ ...COMMON_SECURITY_HEADERS, 'Cross-Origin-Opener-Policy': 'unsafe-none' })
  expect(page.headers['Cache-Control']).toBe('no-store')
  expect(answer.headers['Cache-Control']).toBe('no-store')
  expect(page.headers['Set-Cookie']).toMatch(/^github-sign-in=; Path=[^;]+; Max-Age=0;/)
  expect(page.headers['Content-Security-Policy']).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+';/)
})

test('a forged state, one from another browser, a stale one and a callback without the cookie get no token', async () => {
  const first = await start()
  const second = await start()
  const back = await authorize(first.location)
  const forged = new URL(back)
  forged.searchParams.set('state', 'made-up-by-an-attacker')
  const refusals = [
    await callback(forged, first.cookie),
    // The code and state of one sign-in, with another browser's cookie.
    await callback(back, second.cookie),
    await callback(back, undefined),
    // The cookie with its signature made up.
    await callback(back, first.cookie.replace(/\.[^.]+$/, '.forged')),
    // Replayed after the state's lifetime.
    await callback(back, first.cookie, Date.now() + (STATE_LIFETIME_S + 1) * 1000),
  ]
  for (const refused of refusals) {
    expect(refused.status).toBe(400)
    expect(tokenIn(refused.body)).toBe(false)
    expect(refused.body).toContain('authorization:github:error:')
    expect(refused.body).toContain('was not started in this window, or took longer than 10 minutes')
  }
  // The state itself was good: the code, never exchanged above, still signs the person in once.
  expect(tokenIn((await callback(back, first.cookie)).body)).toBe(true)
})

test('a code GitHub refuses, used twice or made up, and a person who cancels on GitHub, get no token', async () => {
  const { location, cookie } = await start()
  const back = await authorize(location)
  expect(tokenIn((await callback(back, cookie)).body)).toBe(true)
  const replayed = await callback(back, cookie)
  expect(tokenIn(replayed.body)).toBe(false)
  expect(replayed.body).toContain('The code passed is incorrect or expired.')
  const cancelled = new URL(back)
  cancelled.searchParams.delete('code')
  cancelled.searchParams.set('error', 'access_denied')
  cancelled.searchParams.set('error_description', 'The user has denied your application access.')
  expect((await callback(cancelled, cookie)).body).toContain('GitHub did not sign you in: The user has denied')
  const wrongSecret = await answerSignIn({ method: 'GET', url: back.href, cookie }, SECRETS, site(), {
    fetch: (input, init) =>
      fetch(input, { ...init, body: String(init?.body).replace(APP.clientSecret, 'an-old-secret') }),
  })
  expect(wrongSecret.body).toContain('The client_id and/or client_secret passed are incorrect.')
})

test('without the app’s two values the popup says what to set, and sends no one to GitHub', async () => {
  for (const secrets of [
    {},
    { GITHUB_CLIENT_ID: APP.clientId },
    { GITHUB_CLIENT_ID: APP.clientId, GITHUB_CLIENT_SECRET: ' ' },
  ]) {
    const answer = await answerSignIn({ method: 'GET', url: ENDPOINT }, secrets, site())
    expect(answer.status).toBe(400)
    expect(answer.headers.Location).toBeUndefined()
    expect(answer.body).toContain(NOT_SET_UP.split(':')[0])
    expect(answer.body).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET')
  }
  const posted = await answerSignIn({ method: 'POST', url: ENDPOINT }, SECRETS, site())
  expect(posted.status).toBe(405)
})

test('GitHub’s web root follows the editor’s API root', () => {
  expect(webRootOf('https://api.github.com')).toBe('https://github.com')
  expect(webRootOf('https://github.example.com/api/v3')).toBe('https://github.example.com')
  expect(webRootOf('http://127.0.0.1:4282/api/v3')).toBe('http://127.0.0.1:4282')
})

/** The popup's script run in a window of `origin` opened by a window of `openerOrigin`: what it posts, and to whom. */
function runPopup(origin: string, message: string) {
  const posted: { data: unknown; to: string }[] = []
  const listeners: ((event: { origin: string; source: unknown; data: unknown }) => void)[] = []
  const opener = { postMessage: (data: unknown, to: string) => posted.push({ data, to }) }
  const document = { getElementById: () => ({ textContent: JSON.stringify(message) }) }
  new Function('document', 'location', 'opener', 'addEventListener', POPUP_SCRIPT)(
    document,
    { origin },
    opener,
    (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
  )
  return {
    posted,
    send: (event: { origin: string; source: unknown; data: unknown }) => {
      for (const listener of listeners) listener(event)
    },
    opener,
  }
}

test('the popup hands the token to its opener on the site’s own origin only', () => {
  const message = 'authorization:github:success:{"token":"t"}'
  const popup = runPopup('https://www.example.com', message)
  expect(popup.posted).toEqual([{ data: 'authorizing:github', to: 'https://www.example.com' }])
  // Another origin, or another window, asking for it gets nothing.
  popup.send({ origin: 'https://evil.example', source: popup.opener, data: 'authorizing:github' })
  popup.send({ origin: 'https://www.example.com', source: {}, data: 'authorizing:github' })
  expect(popup.posted).toHaveLength(1)
  popup.send({ origin: 'https://www.example.com', source: popup.opener, data: 'authorizing:github' })
  expect(popup.posted.at(-1)).toEqual({ data: message, to: 'https://www.example.com' })
  expect(popup.posted.every(({ to }) => to === 'https://www.example.com')).toBe(true)
})

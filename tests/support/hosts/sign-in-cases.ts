/**
 * Sign in with GitHub as each host's own code answers it (`npm start`'s route, and the function the
 * test build wrote for Netlify, Cloudflare Pages and Vercel: pipeline/hosts/sign-in-functions.ts), the
 * popup's requests made as a browser makes them: the click, GitHub's redirect back (from the Git-host
 * stand-in, which knows the test build's app), and what a forged state, a missing cookie and a code
 * used twice get instead. Returns what does not hold, in words.
 */

import { Repository } from '../../../scripts/local-editor/repository'
import { SIGN_IN_PATH } from '../../../server/github-sign-in.js'
import { startTestGitHost, TOKENS } from '../git-host-stand-in'
import { EDITOR_PORT, TEST_GITHUB_APP } from '../test-environment'
import type { Host, HostRequest, HostResponse } from './host'

const one = (response: HostResponse, name: string) => response.headers[name]?.join(' | ') ?? ''

/** A browser's GET, with the cookie it holds for the endpoint. */
const get = (cookie = ''): HostRequest => ({ method: 'GET', headers: cookie ? { cookie } : {}, body: '' })

/** What every answer of the endpoint must carry: never cached, the site's headers, each once. */
function answerProblems(what: string, response: HostResponse): string[] {
  const problems: string[] = []
  if (one(response, 'cache-control') !== 'no-store')
    problems.push(`${what}: Cache-Control ${one(response, 'cache-control')}`)
  if (one(response, 'x-content-type-options') !== 'nosniff') problems.push(`${what}: no X-Content-Type-Options`)
  if (!one(response, 'strict-transport-security')) problems.push(`${what}: no Strict-Transport-Security`)
  if ((response.headers['content-security-policy'] ?? []).length > 1) problems.push(`${what}: two policies`)
  return problems
}

/** A refusal: the popup's error page, and no token anywhere in it. */
function refusalProblems(what: string, response: HostResponse, says: string): string[] {
  const problems = answerProblems(what, response)
  if (response.status !== 400) problems.push(`${what}: status ${response.status}, expected 400`)
  if (response.body.includes(TOKENS.owner)) problems.push(`${what}: the token was handed over`)
  if (!response.body.includes(says)) problems.push(`${what}: does not say “${says}”`)
  return problems
}

export async function signInProblems(host: Host, basePath = ''): Promise<string[]> {
  const path = `${basePath}${SIGN_IN_PATH}`
  const click = await host.answer(`${path}?provider=github&site_id=www.example.com&scope=repo`, get())
  const problems = answerProblems('the click', click)
  const location = URL.canParse(one(click, 'location')) ? new URL(one(click, 'location')) : undefined
  const cookie = one(click, 'set-cookie')
  if (click.status !== 302 || !location) return [...problems, `the click: ${click.status}, no redirect`]
  if (`${location.origin}${location.pathname}` !== `http://127.0.0.1:${EDITOR_PORT}/login/oauth/authorize`) {
    problems.push(`the click goes to ${location.href}, not the stand-in's authorize page`)
  }
  if (location.searchParams.get('client_id') !== TEST_GITHUB_APP.GITHUB_CLIENT_ID) problems.push('another client_id')
  if (!new RegExp(`^github-sign-in=[^;]+; Path=${path}; Max-Age=600; HttpOnly; SameSite=Lax`).test(cookie)) {
    problems.push(`the state cookie is ${cookie}`)
  }
  const held = cookie.split(';')[0] ?? ''
  const state = location.searchParams.get('state') ?? ''
  const forged = await host.answer(`${path}?code=made-up&state=forged-${state}`, get(held))
  problems.push(...refusalProblems('a forged state', forged, 'was not started in this window'))
  const noCookie = await host.answer(`${path}?code=made-up&state=${state}`, get())
  problems.push(...refusalProblems('no cookie', noCookie, 'was not started in this window'))
  // GitHub's part, on the stand-in the build names (taking turns with the editor's browser specs).
  const github = await startTestGitHost(new Repository('owner', 'website', 'main', new Map()))
  try {
    const back = new URL((await fetch(location, { redirect: 'manual' })).headers.get('location') ?? '')
    const callback = `${back.pathname}${back.search}`
    const signedIn = await host.answer(callback, get(`other=1; ${held}`))
    problems.push(...answerProblems('signed in', signedIn))
    if (signedIn.status !== 200 || !signedIn.body.includes(`authorization:github:success:`)) {
      problems.push(`signed in: ${signedIn.status}, ${signedIn.body.slice(0, 300)}`)
    }
    if (!signedIn.body.includes(TOKENS.owner)) problems.push('signed in: no token for the editor')
    if (!/^default-src 'none'; script-src 'sha256-/.test(one(signedIn, 'content-security-policy'))) {
      problems.push(`signed in: policy ${one(signedIn, 'content-security-policy')}`)
    }
    if (one(signedIn, 'cross-origin-opener-policy') !== 'unsafe-none') problems.push('signed in: the opener is cut off')
    if (!/^github-sign-in=; .*Max-Age=0/.test(one(signedIn, 'set-cookie')))
      problems.push('signed in: the state is not spent')
    const replayed = await host.answer(callback, get(held))
    problems.push(...refusalProblems('the code used twice', replayed, 'The code passed is incorrect or expired.'))
  } finally {
    await github.close()
  }
  return problems
}

// @ts-check
/**
 * A re-check of the MDN HTTP Observatory's scoring (github.com/mdn/mdn-http-observatory, the
 * analyzer tests and grader score table), for one response. The package itself can't be installed
 * offline, and it only scans public https hosts. Rules ported: CSP, cookies, CORS, redirection,
 * Referrer-Policy, HSTS, SRI, X-Content-Type-Options, X-Frame-Options, CORP; baseline 100, bonuses
 * only count when the score without them is at least 90, as in its scanner.
 *
 * Run: `node scripts/observatory-score.js [buildDir]` scores every page and not-found page of a
 * build (default `build`), served by our own server as it would be behind an https proxy.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** @typedef {{ name: string, result: string, modifier: number, pass: boolean }} TestResult */
/** @typedef {{ url: URL, headers: Headers, html: string }} ScannedResponse */

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE])
const HASH_OR_NONCE = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"]
const SIX_MONTHS = 15_552_000
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90

/** @param {string} name @param {string} result @param {number} modifier @param {boolean} pass @returns {TestResult} */
const outcome = (name, result, modifier, pass) => ({ name, result, modifier, pass })

/**
 * One policy per header value (a comma separates policies); directives lowercased; a repeated
 * directive in one policy makes the header invalid, as in the Observatory's parser. Only the
 * single-policy case is needed here: several policies are reported as such.
 * @param {string} header
 * @returns {Map<string, Set<string>> | 'invalid'}
 */
export function parseContentSecurityPolicy(header) {
  const policies = header.split(',').map((policy) => policy.replace(/[\r\n]/g, '').trim())
  if (policies.length !== 1 || (policies[0] ?? '').length < 'img-src'.length - 1) return 'invalid'
  /** @type {Map<string, Set<string>>} */
  const csp = new Map()
  for (const entry of (policies[0] ?? '').split(';')) {
    const [rawDirective, ...sources] = entry.trim().split(/\s+/)
    if (!rawDirective) continue
    const directive = rawDirective.toLowerCase()
    if (csp.has(directive)) return 'invalid'
    const values = sources.map((source) => source.trim().toLowerCase())
    csp.set(directive, new Set(values.length === 0 && directive.endsWith('-src') ? ["'none'"] : values))
  }
  return csp
}

/** @param {ScannedResponse} response */
function contentSecurityPolicyTest({ url, headers }) {
  const name = 'content-security-policy'
  const header = headers.get('content-security-policy')
  if (!header) return { test: outcome(name, 'csp-not-implemented', -25, false), csp: null }
  const csp = parseContentSecurityPolicy(header)
  if (csp === 'invalid') return { test: outcome(name, 'csp-header-invalid', -25, false), csp: null }

  const fallback = (/** @type {string} */ directive) => new Set(csp.get(directive) ?? csp.get('default-src') ?? ['*'])
  const scriptSrc = fallback('script-src')
  const styleSrc = fallback('style-src')
  const objectSrc = fallback('object-src')
  const hasHash = (/** @type {Set<string>} */ list) => [...list].some((s) => HASH_OR_NONCE.some((p) => s.startsWith(p)))
  for (const list of [scriptSrc, styleSrc]) if (hasHash(list)) list.delete("'unsafe-inline'")
  if (scriptSrc.has("'strict-dynamic'")) {
    if (!hasHash(scriptSrc)) return { test: outcome(name, 'csp-header-invalid', -25, false), csp }
    for (const source of scriptSrc) {
      if ([...DANGEROUSLY_BROAD].some((s) => source.startsWith(s)) || ["'self'", "'unsafe-inline'"].includes(source)) {
        scriptSrc.delete(source)
      }
    }
  }
  const passive = new Set(['img-src', 'media-src'])
  const active = [
    ...[...csp.entries()].filter(([d]) => !passive.has(d) && d !== 'script-src').flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ]
  const passiveSources = [...passive].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])])
  const insecure = (/** @type {string} */ s) => s.startsWith('http:') || s.startsWith('ftp:')
  const https = url.protocol === 'https:'

  // First matching rule wins, in the Observatory's order.
  let result = null
  let modifier = 0
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    ;[result, modifier] = ['csp-implemented-with-unsafe-inline', -20]
  } else if (https && active.some(insecure)) {
    ;[result, modifier] = ['csp-implemented-with-insecure-scheme', -20]
  } else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    ;[result, modifier] = ['csp-implemented-with-unsafe-eval', -10]
  } else if (https && passiveSources.some(insecure)) {
    ;[result, modifier] = ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10]
  } else if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    ;[result, modifier] = ['csp-implemented-with-unsafe-inline-in-style-src-only', 0]
  } else if (csp.get('default-src')?.has("'none'") && csp.get('default-src')?.size === 1) {
    ;[result, modifier] = ['csp-implemented-with-no-unsafe-default-src-none', 10]
  } else {
    ;[result, modifier] = ['csp-implemented-with-no-unsafe', 5]
  }
  const passing = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ]
  return { test: outcome(name, result, modifier, passing.includes(result)), csp }
}

/** @param {ScannedResponse} response */
function cookiesTest({ headers }) {
  const cookies = headers.getSetCookie()
  if (cookies.length === 0) return outcome('cookies', 'cookies-not-found', 0, true)
  // Any cookie at all is a failure for this site (it promises none), so the detail is not ported.
  return outcome('cookies', 'cookies-present', -20, false)
}

/** The Observatory asks for CORS with a foreign Origin; the answer is in the same headers here. */
function corsTest(/** @type {ScannedResponse} */ { headers }) {
  const allowOrigin = headers.get('access-control-allow-origin')?.trim().toLowerCase()
  const credentials = headers.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true'
  if (!allowOrigin)
    return outcome('cross-origin-resource-sharing', 'cross-origin-resource-sharing-not-implemented', 0, true)
  if (allowOrigin !== '*' && credentials) {
    return outcome(
      'cross-origin-resource-sharing',
      'cross-origin-resource-sharing-implemented-with-universal-access',
      -50,
      false,
    )
  }
  return outcome(
    'cross-origin-resource-sharing',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
    0,
    true,
  )
}

/** http→https redirection is the TLS terminator's job (proxy or host), not testable on 127.0.0.1. */
function redirectionTest() {
  return outcome('redirection', 'redirection-not-applicable-locally', 0, true)
}

function referrerPolicyTest(/** @type {ScannedResponse} */ { headers }) {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  const header = headers.get('referrer-policy')
  if (!header) return outcome('referrer-policy', 'referrer-policy-not-implemented', 0, true)
  const policy = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1)
  if (policy && good.includes(policy)) return outcome('referrer-policy', 'referrer-policy-private', 5, true)
  if (policy) return outcome('referrer-policy', 'referrer-policy-unsafe', -5, false)
  return outcome('referrer-policy', 'referrer-policy-header-invalid', -5, false)
}

/**
 * The Observatory reads HSTS from its https request only; locally there is no TLS, so the header
 * on this response is judged as the https response would be (it is the same header).
 */
function strictTransportSecurityTest(/** @type {ScannedResponse} */ { headers }) {
  const name = 'strict-transport-security'
  const header = headers.get('strict-transport-security')
  if (!header) return outcome(name, 'hsts-not-implemented', -20, false)
  if (header.includes(',')) return outcome(name, 'hsts-header-invalid', -20, false)
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='))
  if (!maxAge) return outcome(name, 'hsts-header-invalid', -20, false)
  if (Number.parseInt(maxAge.slice(8, 128), 10) < SIX_MONTHS) {
    return outcome(name, 'hsts-implemented-max-age-less-than-six-months', -10, false)
  }
  return outcome(name, 'hsts-implemented-max-age-at-least-six-months', 0, true)
}

/** Only `<script src>` counts; same-origin scripts need no SRI (no bonus, no penalty). */
function subresourceIntegrityTest(/** @type {ScannedResponse} */ { url, headers, html }) {
  const name = 'subresource-integrity'
  const type = headers.get('content-type')?.split(';')[0]?.trim()
  if (type && type !== 'text/html') return outcome(name, 'sri-not-implemented-response-not-html', 0, true)
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0])
  if (scripts.length === 0) return outcome(name, 'sri-not-implemented-but-no-scripts-loaded', 0, true)
  let result = 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'
  let modifier = 0
  for (const tag of scripts) {
    const src = tag.match(/\ssrc\s*=\s*["']?([^"'\s>]+)/i)?.[1]
    if (!src) continue
    const integrity = /\sintegrity\s*=/i.test(tag)
    const relativeOrigin = !/^(https?:)?\/\//i.test(src)
    if (relativeOrigin || new URL(src, url).hostname === url.hostname) {
      if (integrity && url.protocol === 'https:' && modifier === 0) {
        result = 'sri-implemented-and-all-scripts-loaded-securely'
        modifier = 5
      }
      continue
    }
    const secure = src.startsWith('https:')
    const worse = secure ? (integrity ? 0 : -5) : integrity ? -20 : -50
    if (worse < modifier || (worse === 0 && modifier === 0)) {
      modifier = worse
      result = secure ? 'sri-external-scripts-loaded-securely' : 'sri-external-scripts-not-loaded-securely'
    }
  }
  return outcome(name, result, modifier, modifier >= 0)
}

function xContentTypeOptionsTest(/** @type {ScannedResponse} */ { headers }) {
  const header = headers.get('x-content-type-options')
  if (!header) return outcome('x-content-type-options', 'x-content-type-options-not-implemented', -5, false)
  return header.trim().toLowerCase() === 'nosniff'
    ? outcome('x-content-type-options', 'x-content-type-options-nosniff', 0, true)
    : outcome('x-content-type-options', 'x-content-type-options-header-invalid', -5, false)
}

/** @param {ScannedResponse} response @param {Map<string, Set<string>> | null} csp */
function xFrameOptionsTest({ headers }, csp) {
  const name = 'x-frame-options'
  if (csp?.has('frame-ancestors')) return outcome(name, 'x-frame-options-implemented-via-csp', 5, true)
  const header = headers.get('x-frame-options')?.trim().toLowerCase()
  if (!header) return outcome(name, 'x-frame-options-not-implemented', -20, false)
  if (header === 'deny' || header === 'sameorigin') return outcome(name, 'x-frame-options-sameorigin-or-deny', 0, true)
  if (header.startsWith('allow-from')) return outcome(name, 'x-frame-options-allow-from-origin', 0, true)
  return outcome(name, 'x-frame-options-header-invalid', -20, false)
}

function crossOriginResourcePolicyTest(/** @type {ScannedResponse} */ { headers }) {
  const name = 'cross-origin-resource-policy'
  const header = headers.get('cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase()
  if (!header) return outcome(name, 'corp-not-implemented', 0, true)
  if (header === 'same-origin' || header === 'same-site')
    return outcome(name, `corp-implemented-with-${header}`, 10, true)
  if (header === 'cross-origin') return outcome(name, 'corp-implemented-with-cross-origin', 0, true)
  return outcome(name, 'corp-header-invalid', -5, false)
}

/**
 * Scores one response as the Observatory would. Also fails any header that arrives twice
 * (a comma-joined value), which hosts that merge rules produce and the Observatory penalises.
 * @param {ScannedResponse} response
 * @returns {{ score: number, grade: string, tests: TestResult[], failed: TestResult[] }}
 */
export function scoreResponse(response) {
  const { test: csp, csp: policy } = contentSecurityPolicyTest(response)
  const tests = [
    csp,
    cookiesTest(response),
    corsTest(response),
    redirectionTest(),
    referrerPolicyTest(response),
    strictTransportSecurityTest(response),
    subresourceIntegrityTest(response),
    xContentTypeOptionsTest(response),
    xFrameOptionsTest(response, policy),
    crossOriginResourcePolicyTest(response),
  ]
  const withExtraCredit = 100 + tests.reduce((sum, test) => sum + test.modifier, 0)
  const uncurved = 100 + tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0)
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0)
  return { score, grade: gradeFor(score), tests, failed: tests.filter((test) => !test.pass || test.modifier < 0) }
}

/** @param {number} score */
export function gradeFor(score) {
  const band = Math.min(score - (score % 5), 100)
  const grades = /** @type {[number, string][]} */ ([
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ])
  return grades.find(([minimum]) => band >= minimum)?.[1] ?? 'F'
}

/**
 * Fetches `path` from `origin` and scores it as served at `scanOrigin` (the Observatory follows
 * redirects; so does this).
 * @param {string} origin @param {string} path @param {{ scanOrigin?: string, headers?: Record<string, string> }} [options]
 */
export async function scanPath(origin, path, { scanOrigin = origin, headers = {} } = {}) {
  const response = await fetch(new URL(path, origin), { headers })
  const html = await response.text()
  const url = new URL(new URL(response.url).pathname, scanOrigin)
  return { status: response.status, ...scoreResponse({ url, headers: response.headers, html }) }
}

async function main() {
  const { createSiteServer } = await import('../server/site-server.js')
  const { readFileSync } = await import('node:fs')
  const buildDir = resolve(process.argv[2] || process.env.BUILD_DIR || 'build')
  const manifest = JSON.parse(readFileSync(resolve(buildDir, 'site-manifest.json'), 'utf8'))
  const server = await createSiteServer({ buildDir })
  const origin = await server.listen({ port: 0, host: '127.0.0.1' })
  const paths = [...manifest.pages, '/no-such-page', '/services/no-such-service']
  console.log(`MDN HTTP Observatory re-check of ${buildDir}, as served at https:// behind a proxy\n`)
  console.log(`${'path'.padEnd(38)} status  score  grade  failed or negative tests`)
  let worst = Number.POSITIVE_INFINITY
  for (const path of paths) {
    const result = await scanPath(origin, path, {
      scanOrigin: 'https://www.example.com',
      headers: { 'X-Forwarded-Proto': 'https' },
    })
    worst = Math.min(worst, result.score)
    const failed = result.failed.map((test) => `${test.name} (${test.result}, ${test.modifier})`).join('; ') || '-'
    console.log(
      `${path.padEnd(38)} ${String(result.status).padEnd(7)} ${String(result.score).padEnd(6)} ${result.grade.padEnd(6)} ${failed}`,
    )
  }
  await server.close()
  console.log(`\nLowest score: ${worst}${worst >= 130 ? ' (A+, goal met)' : ' (goal: 130)'}`)
  process.exitCode = worst >= 130 ? 0 : 1
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()

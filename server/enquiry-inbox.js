// @ts-check
/**
 * The owner's inbox of kept enquiries, answered by the same function as the form (each host's, and
 * `npm start`'s): a request carrying `Authorization: Bearer <token>`, the token the editor signed in
 * with. The Git host decides who may read: the token must be able to push to the site's repository
 * (GitHub's `GET /repos/{owner}/{name}`, `permissions.push`), else 401 (no token, or one GitHub
 * refuses: revoked) or 403 (one that cannot push). The answer is cached a minute under a hash of
 * the token, never the token. GET lists the enquiries newest first with the mailbox's health;
 * POST `{ "action": "retry" | "delete", "id" }` acts on one, `{ "action": "test" }` sends a test
 * enquiry through SMTP_URL and answers how it went. Every answer carries the site's
 * security headers and `no-store`. Nothing here is host-specific.
 */
import { mailboxAdvice } from '../enquiries/mailbox-advice.js'
import { GITHUB_REST_ROOT } from './git-host-api.js'

/**
 * @typedef {import('./enquiry-handler.js').EnquirySite} EnquirySite
 * @typedef {import('./enquiry-handler.js').EnquiryAnswer} EnquiryAnswer
 * @typedef {import('./enquiry-request.js').EnquiryRequest} EnquiryRequest
 * @typedef {'allowed' | 'unauthorized' | 'forbidden'} Access
 */

const ACCESS_CACHE_MS = 60_000
/** At most this many answers kept: a flood of made-up tokens must not grow the server's memory. */
const ACCESS_CACHE_SIZE = 1_000

async function hashOf(/** @type {string} */ text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Asks the Git host whether a token may push to `repository` (owner/name).
 * @param {{ repository: string, apiUrl?: string, fetch?: typeof globalThis.fetch, now?: () => number }} options
 */
export function createRepositoryAccess({
  repository,
  apiUrl = GITHUB_REST_ROOT,
  fetch = globalThis.fetch,
  now = Date.now,
}) {
  /** @type {Map<string, { access: Access, until: number }>} */
  const cache = new Map()
  return {
    /** @param {string} token @returns {Promise<Access>} */
    async check(token) {
      const key = await hashOf(token)
      const cached = cache.get(key)
      if (cached && cached.until > now()) return cached.access
      const response = await fetch(`${apiUrl.replace(/\/$/, '')}/repos/${repository}`, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'user-agent': 'site-inbox',
        },
      })
      /** @type {Access} */
      let access = 'forbidden'
      if (response.status === 401) access = 'unauthorized'
      else if (response.ok) {
        const body = /** @type {{ permissions?: { push?: boolean } }} */ (await response.json())
        access = body.permissions?.push === true ? 'allowed' : 'forbidden'
      }
      if (cache.size >= ACCESS_CACHE_SIZE) {
        for (const [kept, { until }] of cache) if (until <= now()) cache.delete(kept)
        if (cache.size >= ACCESS_CACHE_SIZE) cache.clear()
      }
      cache.set(key, { access, until: now() + ACCESS_CACHE_MS })
      return access
    },
  }
}

/** @param {EnquirySite} site @param {number} status @param {unknown} body @returns {EnquiryAnswer} */
function jsonAnswer(site, status, body, extra = {}) {
  return {
    status,
    headers: {
      ...site.securityHeaders,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      ...extra,
    },
    body: JSON.stringify(body),
  }
}

/** True for a request to the inbox rather than a visitor's enquiry. @param {EnquiryRequest} request */
export const isInboxRequest = (request) => /^Bearer\b/i.test(request.headers.authorization ?? '')

/**
 * @param {EnquiryRequest} request
 * @param {{
 *   site: EnquirySite,
 *   access: ReturnType<typeof createRepositoryAccess> | undefined,
 *   box: import('../enquiries/enquiry-box.js').EnquiryBox | undefined,
 *   send: import('../enquiries/enquiry-box.js').Send,
 *   sendTest: () => Promise<{ to: string }>,
 *   host: string,
 *   missing: string,
 * }} options `host`: where SMTP_URL is set, for advice; `missing`: how to add the store
 * @returns {Promise<EnquiryAnswer>}
 */
export async function handleInbox(request, { site, access, box, send, sendTest, host, missing }) {
  const token = (request.headers.authorization ?? '').replace(/^Bearer\b/i, '').trim()
  const challenge = { 'www-authenticate': 'Bearer' }
  if (!token) return jsonAnswer(site, 401, { error: 'Sign in to the editor first.' }, challenge)
  if (!access) return jsonAnswer(site, 403, { error: 'The build records no repository for the editor.' })
  const decided = await access.check(token).catch(() => undefined)
  if (decided === undefined) return jsonAnswer(site, 503, { error: 'GitHub could not be asked: try again.' })
  if (decided === 'unauthorized')
    return jsonAnswer(site, 401, { error: 'GitHub refused this sign-in: sign in again.' }, challenge)
  if (decided === 'forbidden') return jsonAnswer(site, 403, { error: 'This account cannot publish the site.' })
  /** @type {{ action?: string, id?: string }} */
  let asked = {}
  try {
    asked = request.method === 'POST' ? JSON.parse(request.body) : {}
  } catch {
    // Answered as an unknown action below.
  }
  if (asked.action === 'test') {
    try {
      const { to } = await sendTest()
      return jsonAnswer(site, 200, { sent: true, to })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return jsonAnswer(site, 200, { sent: false, error: message, advice: mailboxAdvice(message, host) })
    }
  }
  if (!box) return jsonAnswer(site, 200, { store: false, missing, enquiries: [] })
  if (request.method === 'POST') {
    const id = String(asked.id ?? '')
    if (asked.action === 'retry') return jsonAnswer(site, 200, { id, state: await box.retryNow(id, send) })
    if (asked.action === 'delete') {
      const deleted = await box.remove(id)
      return jsonAnswer(site, deleted ? 200 : 404, { id, deleted })
    }
    return jsonAnswer(site, 400, { error: 'Unknown action: retry, delete or test.' })
  }
  if (request.method !== 'GET') return jsonAnswer(site, 405, { error: 'GET or POST' }, { allow: 'GET, POST' })
  const [enquiries, health] = await Promise.all([box.list(), box.health()])
  const advice = health.failingSince && health.lastError ? mailboxAdvice(health.lastError, host) : undefined
  return jsonAnswer(site, 200, { store: true, health: { ...health, ...(advice ? { advice } : {}) }, enquiries })
}

// @ts-check
/**
 * The site's security headers: computed once at build time (scripts/finish-build.ts writes them
 * into build/site-manifest.json) and applied by the production server, the static-host `_headers`
 * file and the nginx config alike, so every way of serving the build sends the same policy.
 * See docs/decisions/003-content-security-policy.md.
 */
import { createHash } from 'node:crypto'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {{ scriptOrigin: string, connectOrigin: string }} AnalyticsOrigins */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * What the build records about headers.
 * @typedef {{
 *   common: Record<string, string>,
 *   csp: { fallback: string, documents: Record<string, string>, siteWide: string, ownPolicy?: string[] },
 * }} HeaderData
 * `ownPolicy` lists the documents whose policy was given to them (see buildHeaderData).
 */

/** Features this site never uses; Chromium warns about names it doesn't know, so only known ones. */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
]

/** Every header except the CSP, which differs per document. Each is sent exactly once. */
export const COMMON_SECURITY_HEADERS = Object.freeze({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
})

export const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests'

/** @param {string} text */
function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The DOM value of an attribute as written in the HTML (the hash covers the decoded value). */
function decodeAttribute(/** @type {string} */ raw) {
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * CSP hash sources for everything inline in one prerendered document: each inline `<script>`
 * body (React Router's context and module bootstrap, React's streaming runtime) and each distinct
 * `style="…"` value (Radix renders a few into the HTML; they need `'unsafe-hashes'`).
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function hashInlineContent(html) {
  const scripts = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\ssrc\s*=/.test(attributes)) continue
    // JSON-LD is a data block: browsers never run it, so script-src needs no hash for it.
    if (/\stype\s*=\s*["']?application\/ld\+json/i.test(attributes)) continue
    scripts.add(sha256Source(body))
  }
  const styles = new Set()
  for (const match of html.matchAll(/<[a-z][\w-]*\s[^>]*?\bstyle\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    styles.add(sha256Source(decodeAttribute(match[2] ?? match[3] ?? '')))
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}

/**
 * The policy for one document. `connectOrigin` is the e-mail provider's origin ('' when enquiries
 * go to the site's own endpoint); `imageOrigin` the stock-photo host; `analytics` the origins of
 * the analytics provider the owner switched on (absent by default, see app/features/analytics/).
 * @param {{ scripts?: string[], styles?: string[], imageOrigin: string, connectOrigin?: string, analytics?: AnalyticsOrigins, upgradeInsecureRequests?: boolean }} options
 */
export function buildContentSecurityPolicy({
  scripts = [],
  styles = [],
  imageOrigin,
  connectOrigin = '',
  analytics,
  upgradeInsecureRequests = false,
}) {
  const directives = [
    ["default-src 'none'"],
    ["script-src 'self'", analytics?.scriptOrigin ?? '', ...scripts],
    // Style attributes can only be allowed by hash with 'unsafe-hashes'; without attribute hashes
    // the keyword would allow nothing, so it is left out.
    ["style-src 'self'", ...(styles.length > 0 ? ["'unsafe-hashes'", ...styles] : [])],
    ["img-src 'self'", imageOrigin],
    ["font-src 'self'"],
    ["connect-src 'self'", connectOrigin, analytics?.connectOrigin ?? ''],
    ["manifest-src 'self'"],
    ["base-uri 'none'"],
    // mailto: lets the enquiry form, without JavaScript, hand the enquiry to the visitor's e-mail client.
    ["form-action 'self' mailto:"],
    ["frame-ancestors 'none'"],
    upgradeInsecureRequests ? [UPGRADE_INSECURE_REQUESTS] : [],
  ]
  return directives
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ')
}

/**
 * Header data for a build: one CSP per document (keyed by its file under client/), a fallback
 * for everything that isn't a document, and a site-wide policy allowing every document's hashes
 * (for static hosts, whose header rules can't tell a 404 apart from a page; see the ADR).
 * `policies` gives a document a policy of its own, built from its hashes (a page that needs
 * sources no other page may use): it is left out of the site-wide policy and listed in
 * `csp.ownPolicy`, so that every way of serving the build gives it that policy alone.
 * @param {{
 *   documents: Record<string, string>,
 *   imageOrigin: string,
 *   connectOrigin?: string,
 *   analytics?: AnalyticsOrigins,
 *   policies?: Record<string, (hashes: { scripts: string[], styles: string[] }) => string>,
 * }} options
 * @returns {HeaderData}
 */
export function buildHeaderData({ documents, imageOrigin, connectOrigin = '', analytics, policies = {} }) {
  const origins = { imageOrigin, connectOrigin, analytics }
  /** @type {Record<string, string>} */
  const csp = {}
  const allScripts = new Set()
  const allStyles = new Set()
  /** @type {string[]} */
  const ownPolicy = []
  for (const [file, html] of Object.entries(documents).sort(([a], [b]) => a.localeCompare(b))) {
    const hashes = hashInlineContent(html)
    const policy = policies[file]
    if (policy) {
      csp[file] = policy(hashes)
      ownPolicy.push(file)
      continue
    }
    for (const hash of hashes.scripts) allScripts.add(hash)
    for (const hash of hashes.styles) allStyles.add(hash)
    csp[file] = buildContentSecurityPolicy({ ...hashes, ...origins })
  }
  return {
    common: { ...COMMON_SECURITY_HEADERS },
    csp: {
      fallback: buildContentSecurityPolicy(origins),
      documents: csp,
      siteWide: buildContentSecurityPolicy({
        scripts: [...allScripts].sort(),
        styles: [...allStyles].sort(),
        ...origins,
      }),
      ...(ownPolicy.length > 0 ? { ownPolicy } : {}),
    },
  }
}

/** True when the response travels over https: TLS here, a proxy that says so, or the operator says so. */
export function isHttpsRequest(/** @type {Request} */ req, /** @type {boolean} */ forceHttps) {
  if (forceHttps) return true
  if (/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted) return true
  const forwarded = req.headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}

/**
 * Applies the build's headers to responses. Everything is precomputed per document and per scheme,
 * so a request costs a map lookup and a handful of setHeader calls.
 * @param {HeaderData | undefined} data absent in manifests written before headers existed
 * @param {{ forceHttps?: boolean }} [options]
 */
export function createSecurityHeaders(data, { forceHttps = false } = {}) {
  const common = Object.entries(data?.common ?? COMMON_SECURITY_HEADERS)
  const fallback = data?.csp.fallback ?? buildContentSecurityPolicy({ imageOrigin: '' })
  const withUpgrade = (/** @type {string} */ policy) => `${policy}; ${UPGRADE_INSECURE_REQUESTS}`
  /** @type {Map<string, [string, string]>} */
  const documents = new Map(
    Object.entries(data?.csp.documents ?? {}).map(([file, policy]) => [file, [policy, withUpgrade(policy)]]),
  )
  /** @type {[string, string]} */
  const fallbackPair = [fallback, withUpgrade(fallback)]

  /**
   * Sets the policy for `documentFile` (a path under client/, such as "about/index.html"), or the
   * fallback policy when the response isn't one of our documents.
   * @param {Request} req @param {Response} res @param {string} [documentFile]
   */
  function applyPolicy(req, res, documentFile) {
    const pair = (documentFile && documents.get(documentFile)) || fallbackPair
    res.setHeader('Content-Security-Policy', pair[isHttpsRequest(req, forceHttps) ? 1 : 0])
  }

  return {
    /** Sets every security header; the CSP is the fallback until `applyPolicy` names a document. */
    apply(/** @type {Request} */ req, /** @type {Response} */ res) {
      for (const [name, value] of common) res.setHeader(name, value)
      applyPolicy(req, res)
    },
    applyPolicy,
  }
}

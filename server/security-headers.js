// @ts-check
/**
 * The site's security headers as the server applies them at request time. The build computes each
 * document's policy once (pipeline/header-data.ts writes them into build/site-manifest.json),
 * and the production server, the static-host `_headers` file and the nginx config all apply that,
 * so every way of serving the build sends the same policy.
 * See docs/decisions/003-content-security-policy.md.
 */

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {{ scriptOrigin: string, connectOrigin: string }} AnalyticsOrigins */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * What the build records about headers.
 * @typedef {{
 *   common: Record<string, string>,
 *   csp: { fallback: string, documents: Record<string, string>, siteWide: string, ownPolicy?: string[] },
 * }} HeaderData
 * `ownPolicy` lists the documents with a policy of their own (the editor's page): left out of
 * `siteWide`, and every way of serving the build gives them that policy alone.
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
  // No other origin's window keeps a hold on a page of ours; the popups a page opens keep theirs on it:
  // /admin's Sign in with GitHub popup hands the token back to the window that opened it (server/github-sign-in.js).
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
})

const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests'

/**
 * The policy for one document. `connectOrigin` is the e-mail provider's origin ('' when enquiries
 * go to the site's own endpoint); `imageOrigin` the stock-photo host, only in a build that links a
 * photo there (normally photos are the site's own files, docs/decisions/017-photos-on-our-own-origin.md);
 * `analytics` the origins of the analytics provider the owner switched on (absent by default, see
 * app/features/analytics/).
 * @param {{ scripts?: string[], styles?: string[], imageOrigin?: string, connectOrigin?: string, analytics?: AnalyticsOrigins, upgradeInsecureRequests?: boolean }} options
 */
export function buildContentSecurityPolicy({
  scripts = [],
  styles = [],
  imageOrigin = '',
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
    // Without JavaScript the enquiry form posts to the site's endpoint ('self'), or, where there is
    // none, hands the enquiry to the visitor's e-mail client (mailto:).
    ["form-action 'self' mailto:"],
    ["frame-ancestors 'none'"],
    upgradeInsecureRequests ? [UPGRADE_INSECURE_REQUESTS] : [],
  ]
  return directives
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ')
}

/** True when the response travels over https: TLS here, a proxy that says so, or the operator says so. */
function isHttpsRequest(/** @type {Request} */ req, /** @type {boolean} */ forceHttps) {
  if (forceHttps) return true
  if (/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted) return true
  const forwarded = req.headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}

/**
 * Applies the build's headers to responses. Everything is precomputed per document and per scheme,
 * so a request costs a map lookup and a handful of setHeader calls.
 * @param {HeaderData} data the headers the build recorded in its serving rules
 * @param {{ forceHttps?: boolean }} [options]
 */
export function createSecurityHeaders(data, { forceHttps = false } = {}) {
  const common = Object.entries(data.common)
  const fallback = data.csp.fallback
  const withUpgrade = (/** @type {string} */ policy) => `${policy}; ${UPGRADE_INSECURE_REQUESTS}`
  /** @type {Map<string, [string, string]>} */
  const documents = new Map(
    Object.entries(data.csp.documents).map(([file, policy]) => [file, [policy, withUpgrade(policy)]]),
  )
  /** @type {[string, string]} */
  const fallbackPair = [fallback, withUpgrade(fallback)]

  /**
   * Sets the policy for `documentFile` (a path under client/, such as "about.html"), or the
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

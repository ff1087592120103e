/**
 * The security headers of a build, from its final HTML: one CSP per document (keyed by its file
 * under client/) allowing exactly that document's inline hashes, a fallback for everything that
 * isn't a document, and a site-wide policy allowing every document's hashes (for static hosts,
 * whose header rules can't tell a 404 apart from a page; see docs/decisions/003-content-security-policy.md).
 */
import {
  type AnalyticsOrigins,
  buildContentSecurityPolicy,
  COMMON_SECURITY_HEADERS,
  type HeaderData,
} from '../server/security-headers.js'
import { hashInlineContent, type InlineHashes } from './inline-hashes'

export type HeaderDataOptions = {
  /** Each document's HTML, keyed by its file under client/. */
  documents: Record<string, string>
  /** Where photos come from besides the site itself: the stock host, only if the build linked a photo there. */
  imageOrigin?: string
  /** The e-mail provider's origin; '' when enquiries go to the site's own endpoint. */
  connectOrigin?: string
  analytics?: AnalyticsOrigins
  /**
   * Documents with a policy of their own (a page that needs sources no other page may use): left
   * out of the site-wide policy and listed in `csp.ownPolicy`, so every way of serving the build
   * gives them that policy alone.
   */
  ownPolicies?: Record<string, (hashes: InlineHashes) => string>
}

export function buildHeaderData({
  documents,
  imageOrigin,
  connectOrigin = '',
  analytics,
  ownPolicies = {},
}: HeaderDataOptions): HeaderData {
  const origins = { imageOrigin, connectOrigin, analytics }
  const csp: Record<string, string> = {}
  const allScripts = new Set<string>()
  const allStyles = new Set<string>()
  const ownPolicy: string[] = []
  for (const [file, html] of Object.entries(documents).sort(([a], [b]) => a.localeCompare(b))) {
    const hashes = hashInlineContent(html)
    const policy = ownPolicies[file]
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

// @ts-check
/**
 * What a request is answered with, from the serving rules alone: the one spelling of each page
 * (canonicalPath), the file that holds it (pageFile), and the decision for a request target
 * (createDecider). Imports nothing, not even from Node: `npm start` runs it
 * (./serving-rules.js), and the build copies this very file beside the Cloudflare Pages and Netlify
 * functions that answer the spellings their static rules cannot (pipeline/hosts/spelling-functions.ts).
 */

/**
 * The part of the serving rules a decision reads: what a host's function carries.
 * @typedef {Pick<import('./serving-rules.js').ServingRules, 'pages' | 'notFound' | 'redirects' | 'basePath'>} DecisionRules
 */

/**
 * Each page is one flat document, `about.html` for /about (the home page is `index.html`): every
 * static host (Cloudflare Pages, Netlify, Vercel's cleanUrls, GitHub Pages) serves that file at the
 * clean URL with 200, where a folder's `index.html` makes it redirect /about to /about/.
 */
export const HOME_DOCUMENT = 'index.html'
export const PAGE_SUFFIX = '.html'

/** The file under client/ that holds a page. */
export function pageFile(/** @type {string} */ page) {
  return page === '/' ? HOME_DOCUMENT : `${page.slice(1)}${PAGE_SUFFIX}`
}

/**
 * Lowercase, single slashes, no trailing slash, no `index.html` or `.html`: the one spelling of each
 * page. Also runs in the browser, inside the not-found pages' address script, so it uses nothing
 * from outside its own body.
 * @param {string} pathname
 */
export function canonicalPath(pathname) {
  const lower = pathname
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
  return lower.replace(/\/+$/, '') || '/'
}

const MAX_URL_LENGTH = 2048

/**
 * @typedef {{ kind: 'error', status: 400 | 414 }
 *   | { kind: 'redirect', location: string }
 *   | { kind: 'page', file: string }
 *   | { kind: 'file', file: string }
 *   | { kind: 'not-found', file: string | undefined }} Decision
 */

/**
 * Where a request's path (decoded) lies in a site served under `basePath`: the site's own path
 * (`/repo/about` → `/about`), with `exact` false when the base path was spelled in another letter
 * case; or a redirect to the home page (`/`, `/repo`, `/REPO//`); or outside the site.
 * @param {string} pathname @param {string} basePath
 * @returns {{ path: string, exact: boolean } | 'home' | 'outside'}
 */
function sitePathOf(pathname, basePath) {
  if (!basePath) return { path: pathname, exact: true }
  if (pathname.startsWith(`${basePath}/`)) return { path: pathname.slice(basePath.length), exact: true }
  if (
    pathname.toLowerCase().startsWith(`${basePath.toLowerCase()}/`) &&
    canonicalPath(pathname) !== basePath.toLowerCase()
  ) {
    return { path: pathname.slice(basePath.length), exact: false }
  }
  if (pathname === '/' || canonicalPath(pathname) === basePath.toLowerCase()) return 'home'
  return 'outside'
}

/**
 * Decides what to answer for a request target. The path is decoded exactly once; a query string
 * is kept only on redirects. `servable` lists the files that may be served (see isServable).
 * @param {DecisionRules} rules @param {Iterable<string>} servable
 * @returns {(target: string) => Decision}
 */
export function createDecider(rules, servable) {
  const pages = new Set(rules.pages)
  const redirects = new Map((rules.redirects ?? []).map(({ from, to }) => [from, to]))
  const files = new Set(servable)
  return (target) => decide(rules, { pages, redirects, files }, target)
}

/**
 * @param {DecisionRules} rules
 * @param {{ pages: Set<string>, redirects: Map<string, string>, files: Set<string> }} known
 * @param {string} target
 * @returns {Decision}
 */
function decide(rules, { pages, redirects, files }, target) {
  if (target.length > MAX_URL_LENGTH) return { kind: 'error', status: 414 }
  const queryAt = target.indexOf('?')
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt)
  const search = queryAt === -1 ? '' : target.slice(queryAt)
  if (!rawPath.startsWith('/')) return { kind: 'error', status: 400 }
  let pathname
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { kind: 'error', status: 400 }
  }
  if (pathname.includes('\0')) return { kind: 'error', status: 400 }

  const query = search.replace(/[^\x21-\x7e]/g, encodeURIComponent)
  const base = rules.basePath ?? ''
  const within = sitePathOf(pathname, base)
  if (within === 'home') return { kind: 'redirect', location: `${base}/${query}` }
  if (within === 'outside') return { kind: 'not-found', file: rules.notFound.at(-1)?.file }
  const { path, exact } = within
  const canonical = canonicalPath(path)
  if (pages.has(canonical)) {
    if (canonical === path && exact) return { kind: 'page', file: pageFile(canonical) }
    // Only ever to a known page, so never to another host (`//evil.example`).
    return { kind: 'redirect', location: `${base}${canonical}${query}` }
  }
  // An old address the owner moved (content/redirects.yaml, `redirectFrom:`), in any spelling.
  const moved = redirects.get(canonical)
  if (moved) {
    const target = moved.startsWith('https://') ? moved : `${base}${moved}`
    return { kind: 'redirect', location: target.includes('?') ? target : `${target}${query}` }
  }
  // Other paths with repeated slashes are nobody's spelling of a file: the site's not-found page.
  if (path.includes('//')) return { kind: 'not-found', file: rules.notFound.at(-1)?.file }
  // HTML documents are only served as pages (above) or as the not-found page.
  const file = path.slice(1)
  if (exact && !file.endsWith('.html') && files.has(file)) return { kind: 'file', file }
  const notFound = rules.notFound.find((entry) => canonical.startsWith(entry.prefix)) ?? rules.notFound.at(-1)
  return { kind: 'not-found', file: notFound?.file }
}

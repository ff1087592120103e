// @ts-check
/**
 * The serving rules of a build: which URLs are pages (and their files), which spellings redirect to
 * them, which not-found document answers where, the cache policy and the headers. The build writes
 * them once (pipeline/write-serving-rules.ts → build/site-manifest.json); `npm start` reads them
 * and pipeline/hosts/deploy-files.ts turns them into the nginx config and the static-host files.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** @typedef {import('./security-headers.js').HeaderData} HeaderData */

/**
 * The cache policy, defined here only: the build copies it into the manifest, and every server
 * and host file takes it from there.
 */
export const CACHE_POLICY = Object.freeze({
  /** Files under this prefix have hashed names and never change. */
  hashedPrefix: '/assets/',
  hashed: 'public, max-age=31536000, immutable',
  /** Pages and not-found documents: always revalidated, so a deploy shows at once. */
  document: 'no-cache',
  /** robots.txt, sitemap.xml, icons, and the 301s. */
  other: 'public, max-age=3600',
  /** Answers that are not files (400, 405, 413, 429, …). */
  error: 'no-store',
})

/**
 * Files in the build that are never served by their own name: the static-host rule files, the
 * precompressed siblings (served only in place of their original, by Accept-Encoding), source maps.
 */
export const NOT_SERVED = Object.freeze({
  names: ['_headers', '_redirects'],
  suffixes: ['.br', '.gz', '.map'],
})

/**
 * @typedef {{
 *   pages: string[],
 *   notFound: { prefix: string, file: string }[],
 *   enquiries: 'provider' | 'local-stand-in',
 *   siteOrigin?: string,
 *   basePath?: string,
 *   contact?: { name: string, email: string },
 *   preview?: boolean,
 *   headers: HeaderData,
 *   cache: typeof CACHE_POLICY,
 *   notServed: typeof NOT_SERVED,
 *   editorPages?: string[],
 *   redirects?: Redirect[],
 *   files?: Record<string, string>,
 * }} ServingRules
 * `pages`: every prerendered page path, lowercase, without a trailing slash (except "/");
 * `notFound`: not-found documents, most specific prefix first; `enquiries`: who receives them
 * (the e-mail provider, or, with no keys at build time, the stand-in of `npm start`);
 * `siteOrigin`: the canonical origin the site was built for; `basePath`: the path it is served
 * under ('' at the root of its domain, '/repo' for a project site): every path here, and every file
 * under client/, is the site's own, and the URL a browser asks for is `basePath` + that path (the
 * home page `/repo/`), see `sitePathOf`; `contact`: the company's name and its
 * public enquiry address, which `npm start` e-mails the enquiries it stores to (SMTP_URL);
 * `preview`: true for a build with drafts and scheduled articles in it (PREVIEW=1), which
 * `npm start` never serves (server/build-switch.js); `headers`: the security headers,
 * with a CSP per document (keyed by its file under client/); `editorPages`: the pages only the
 * owner opens (the browser editor), served like any page but with a looser policy of their own,
 * so visitor-facing checks (security grade, JavaScript budgets) leave them out; `files`: every
 * file under client/ with its SHA-256, so `npm start` serves a build only once all of it is
 * written, and only those files (server/build-copy.js); `redirects`: old addresses that answer a
 * permanent redirect (pipeline/addresses/check-redirects.ts checks them at build).
 */

/**
 * @typedef {{ from: string, to: string }} Redirect
 * `from`: an old address, in its canonical spelling (see canonicalPath), that is no page of the
 * build; `to`: a page of the build or an absolute https URL.
 */

/** The serving rules' file, beside client/ in the build directory. */
export const SERVING_RULES_FILE = 'site-manifest.json'

/**
 * Each page is one flat document, `about.html` for /about (the home page is `index.html`): every
 * static host (Cloudflare Pages, Netlify, Vercel's cleanUrls, GitHub Pages) serves that file at the
 * clean URL with 200, where a folder's `index.html` makes it redirect /about to /about/.
 */
const HOME_DOCUMENT = 'index.html'
const PAGE_SUFFIX = '.html'

/** The file under client/ that holds a page. */
export function pageFile(/** @type {string} */ page) {
  return page === '/' ? HOME_DOCUMENT : `${page.slice(1)}${PAGE_SUFFIX}`
}

/**
 * The page a file under client/ holds (the inverse of pageFile), or undefined for any other file.
 * `notFoundFiles` are documents that answer 404 and so are no page.
 */
function pageOfFile(/** @type {string} */ file, /** @type {string[]} */ notFoundFiles = []) {
  if (file === HOME_DOCUMENT) return '/'
  if (!file.endsWith(PAGE_SUFFIX) || notFoundFiles.includes(file) || file.endsWith(`/${HOME_DOCUMENT}`))
    return undefined
  return `/${file.slice(0, -PAGE_SUFFIX.length)}`
}

/**
 * The pages a build holds, from its files under client/ (see pageOfFile), sorted: what the serving
 * rules list, and what the not-found pages' address script knows (pipeline/addresses/address-script.ts).
 */
export function pagesOfFiles(/** @type {string[]} */ files, /** @type {string[]} */ notFoundFiles) {
  return files.flatMap((file) => pageOfFile(file, notFoundFiles) ?? []).sort()
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

/** True for a file under client/ (a path like "assets/app.js") that may be served by its name. */
export function isServable(/** @type {ServingRules} */ rules, /** @type {string} */ file) {
  const name = file.slice(file.lastIndexOf('/') + 1)
  if (name.startsWith('.') || rules.notServed.names.includes(file)) return false
  return !rules.notServed.suffixes.some((suffix) => file.endsWith(suffix))
}

/** The Cache-Control value for a file served by its own name. */
export function cacheFor(/** @type {ServingRules} */ rules, /** @type {string} */ file) {
  if (`/${file}`.startsWith(rules.cache.hashedPrefix)) return rules.cache.hashed
  return file.endsWith('.html') ? rules.cache.document : rules.cache.other
}

/** @param {string} buildDir @returns {ServingRules} */
export function readServingRules(buildDir) {
  return JSON.parse(readFileSync(join(buildDir, SERVING_RULES_FILE), 'utf8'))
}

/** Every file under `dir`, as paths like "assets/app.js". */
export function listFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
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
 * @param {ServingRules} rules @param {Iterable<string>} servable
 * @returns {(target: string) => Decision}
 */
export function createDecider(rules, servable) {
  const pages = new Set(rules.pages)
  const redirects = new Map((rules.redirects ?? []).map(({ from, to }) => [from, to]))
  const files = new Set(servable)
  return (target) => decide(rules, { pages, redirects, files }, target)
}

/**
 * @param {ServingRules} rules
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

// @ts-check
/**
 * The serving rules of a build: which URLs are pages (and their files), which spellings redirect to
 * them, which not-found document answers where, the cache policy and the headers. The build writes
 * them once (pipeline/write-serving-rules.ts → build/site-manifest.json); `npm start` reads them
 * and pipeline/hosts/deploy-files.ts turns them into the nginx config and the static-host files.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { canonicalPath, createDecider, HOME_DOCUMENT, PAGE_SUFFIX, pageFile } from './serving-decision.js'

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
 * The page a form posted without JavaScript ends on once its enquiry is taken: the endpoint answers
 * the post with a redirect (303) here, so the address bar holds a page and a reload posts nothing.
 */
export const ENQUIRY_SENT_PAGE = '/enquiry/sent'

/**
 * Where the build files the two documents a plain form post to the enquiry endpoint ends on
 * (pipeline/enquiry-answers.ts): the enquiry was sent, a page of its own (ENQUIRY_SENT_PAGE); and
 * what to fix or that it was not sent, with the form again: a template the endpoint fills
 * (server/enquiry-handler.js), never a page, under client/ so that its policy is computed like every
 * document's, and never served by its own name.
 */
export const ENQUIRY_ANSWERS = Object.freeze({ sent: pageFile(ENQUIRY_SENT_PAGE), notSent: 'enquiry/not-sent.html' })

/**
 * Files in the build that are never served by their own name (`names` are paths under client/):
 * the static-host rule files, the enquiry answer the endpoint fills, the precompressed siblings
 * (served only in place of their original, by Accept-Encoding), source maps.
 */
export const NOT_SERVED = Object.freeze({
  names: ['_headers', '_redirects', ENQUIRY_ANSWERS.notSent],
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
 *   enquiryAnswers?: typeof ENQUIRY_ANSWERS,
 *   enquiryServices?: { value: string, label: string }[],
 *   redirects?: Redirect[],
 *   files?: Record<string, string>,
 *   githubSignIn?: { apiRoot: string },
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
 * owner opens (the browser editor, with a looser policy of its own, and its inbox of enquiries),
 * so visitor-facing checks (security grade, JavaScript budgets) leave them out; `enquiryAnswers`:
 * the files of the documents a form post is answered with (ENQUIRY_ANSWERS), and
 * `enquiryServices` the form's service choices ('other' included), which the endpoint checks a
 * post against and names in its mail; `files`: every
 * file under client/ with its SHA-256, so `npm start` serves a build only once all of it is
 * written, and only those files (server/build-copy.js); `redirects`: old addresses that answer a
 * permanent redirect (pipeline/addresses/check-redirects.ts checks them at build); `githubSignIn`:
 * present when /admin offers Sign in with GitHub (the build saw the app's values set), with the editor's
 * API root, whose web root the endpoint sends the popup to (server/github-sign-in.js).
 */

/**
 * @typedef {{ from: string, to: string }} Redirect
 * `from`: an old address, in its canonical spelling (see canonicalPath), that is no page of the
 * build; `to`: a page of the build or an absolute https URL.
 */

/** The serving rules' file, beside client/ in the build directory. */
export const SERVING_RULES_FILE = 'site-manifest.json'

/**
 * The page a file under client/ holds (the inverse of pageFile), or undefined for any other file.
 * `notFoundFiles` are documents that answer 404, and the enquiry answer the endpoint fills is never
 * served: no page.
 */
function pageOfFile(/** @type {string} */ file, /** @type {string[]} */ notFoundFiles = []) {
  if (file === HOME_DOCUMENT) return '/'
  if (!file.endsWith(PAGE_SUFFIX) || file.endsWith(`/${HOME_DOCUMENT}`)) return undefined
  if (notFoundFiles.includes(file) || NOT_SERVED.names.includes(file)) return undefined
  return `/${file.slice(0, -PAGE_SUFFIX.length)}`
}

/**
 * The pages a build holds, from its files under client/ (see pageOfFile), sorted: what the serving
 * rules list, and what the not-found pages' address script knows (pipeline/addresses/address-script.ts).
 */
export function pagesOfFiles(/** @type {string[]} */ files, /** @type {string[]} */ notFoundFiles) {
  return files.flatMap((file) => pageOfFile(file, notFoundFiles) ?? []).sort()
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

// The decision itself lives apart, so that the hosts' functions carry the same file.
export { canonicalPath, createDecider, pageFile }

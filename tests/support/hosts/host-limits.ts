/**
 * What a host cannot do that a row of the host table asks, each with the reason the owner's guide
 * gives ("Deploy"): the deviations the table allows (./expectations.ts, ./redirect-expectations.ts).
 * A row marked so fails if the host does it after all, so these are exactly the ones that exist.
 */
import type { HostName } from './host'

export type HostLimits = Partial<Record<HostName, string>>

const IN_THE_BROWSER = 'in a browser the not-found page’s address script lands the visitor on the page (./visits.ts)'

export const NO_HEADERS =
  'a headerless host sends no headers of ours: pages carry their policy in <meta> (checked in the browser)'
export const FIXED_CACHE = 'GitHub Pages sends its own Cache-Control (max-age=600) and allows no other'
export const NO_REDIRECTS = `GitHub Pages has no redirect rules; ${IN_THE_BROWSER}`
export const ONE_NOT_FOUND_PAGE = 'GitHub Pages has one 404.html for the whole site'
export const SLASH_SERVES_PAGE =
  'Netlify serves about.html at /about/ too, and its matcher reads /about/ and /about as one path, so a forced rule would loop; the page’s canonical link names /about, and in a browser its canonical-address script shows /about (./visits.ts)'
const EXACT_PATHS = `the host matches paths and files exactly, letter case included, and has no rule to lowercase them; ${IN_THE_BROWSER}`
/** The hosts that answer a mixed-case address with a not-found page (its script does the rest). */
export const LETTER_CASE_EXACT: HostLimits = {
  'Cloudflare Pages': EXACT_PATHS,
  Netlify: EXACT_PATHS,
  'GitHub Pages': EXACT_PATHS,
}

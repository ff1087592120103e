/**
 * The not-found pages' address script. `npm start`, nginx and Vercel send `/About`, `/about/` or an
 * old address on to its page themselves; Cloudflare Pages, Netlify and GitHub Pages match paths
 * exactly and have no rule that lowercases one, so there they answer with a not-found page. That
 * page's first script (in <head>, before anything paints) works out the address as `npm start`
 * would (`canonicalPath`, the same function, inlined) and, when it is a page of the site, an old
 * address that moved, or an unknown address of a section with its own not-found page, replaces the
 * location with it. Without JavaScript the page still links home and to the sitemap.
 * The build hashes it into each not-found page's Content-Security-Policy like any inline script.
 */
import { canonicalPath, type ServingRules } from '../../server/serving-rules.js'

/** What the script knows about the site: from the serving rules of the same build. */
export type AddressBook = {
  /** Every page, in its canonical spelling. */
  pages: string[]
  /** Old canonical address → where it moved (a page, or an https URL). */
  moved: Record<string, string>
  /** Prefixes with a not-found page of their own, such as '/services/'. */
  sections: string[]
  /** The path the site is served under ('' at the root of its domain, '/repo' for a project site). */
  base: string
}

type Place = {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>
  documentElement: { hidden: boolean }
}

/**
 * Runs in the browser, inlined whole: it must use nothing from outside its own body and
 * parameters. `canonical` is serving-rules' canonicalPath.
 */
export function goToIntendedAddress(place: Place, book: AddressBook, canonical: (path: string) => string): void {
  const here = place.location
  let full: string
  try {
    full = decodeURIComponent(here.pathname)
  } catch {
    return
  }
  // The site's own path: under the base path, which may itself be typed in another letter case.
  const base = book.base
  const lower = full.toLowerCase()
  const baseLower = base.toLowerCase()
  let path = full
  if (base) {
    if (lower.indexOf(`${baseLower}/`) !== 0 || canonical(full) === baseLower) {
      path = canonical(full) === baseLower || full === '/' ? '/' : ''
    } else path = full.slice(base.length)
  }
  if (!path) return
  const wanted = canonical(path)
  let target = book.pages.indexOf(wanted) >= 0 ? wanted : book.moved[wanted]
  // `/Services/Unknown` is missing either way, but its section's not-found page says so better.
  if (!target && book.sections.some((prefix) => wanted.indexOf(prefix) === 0 && path.indexOf(prefix) !== 0)) {
    target = wanted
  }
  if (!target) return
  const address = /^https:/.test(target) ? target : `${base}${target}`
  if (address === full) return
  // Nothing of this page paints while the browser leaves it.
  place.documentElement.hidden = true
  here.replace(/^https:/.test(address) ? address : `${address}${here.search}${here.hash}`)
}

/** The address book of a build, from the rules it serves by. */
export function addressBook(rules: Pick<ServingRules, 'pages' | 'redirects' | 'notFound' | 'basePath'>): AddressBook {
  return {
    base: rules.basePath ?? '',
    pages: rules.pages,
    moved: Object.fromEntries((rules.redirects ?? []).map(({ from, to }) => [from, to])),
    sections: rules.notFound.map(({ prefix }) => prefix).filter((prefix) => prefix !== '/'),
  }
}

/** The script's text: `<` escaped, so no address can end the <script> element early. */
export function addressScript(book: AddressBook): string {
  const data = JSON.stringify(book).replaceAll('<', '\\u003c')
  return `(${goToIntendedAddress.toString()})(document, ${data}, ${canonicalPath.toString()})`
}

/** A not-found document with the script as the first thing in <head> after <meta charset>. */
export function withAddressScript(html: string, script: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (!charset) throw new Error('A not-found document without <meta charset> cannot carry the address script')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`
}

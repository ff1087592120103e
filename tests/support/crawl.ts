/**
 * A crawl of a served site over plain HTTP, as a search engine or a link checker walks it: from its
 * start addresses, every address a page names (links, images and their srcset, stylesheets,
 * scripts, icons, canonical and share links, the actions of forms sent with GET, JSON-LD, the
 * manifest's, the feed's, the sitemap's and robots.txt's addresses, and the url()s of
 * stylesheets) is asked for once, redirects not
 * followed, and every page of the site among them crawled in turn. Addresses on the site's own
 * origin (`siteUrl`'s, as pages write absolute ones) are asked of the server under test.
 */

export type CrawlResult = {
  /** Documents read for addresses: HTML pages, XML, the manifest, robots.txt and stylesheets. */
  read: string[]
  /** Every address of the site named anywhere, with its status and where it was first named. */
  addresses: Map<string, { status: number; namedIn: string }>
}

type Named = { address: string; namedIn: string }

const ATTRIBUTE_ADDRESS = /\s(?:href|src|poster|data)="([^"]+)"/gi
/** A form's opening tag: its action is an address to ask for only when the form is sent with GET. */
const FORM_TAG = /<form\b[^>]*>/gi
/** An inline script's `element.src = "…"` (the contact form's loader names its island so). */
const SCRIPT_SOURCE = /\.src="([^"]+)"/g
// React writes it as srcSet; HTML attribute names are in any letter case.
const SRCSET = /\ssrcset="([^"]+)"/gi
const META_CONTENT = /<meta\s[^>]*(?:property|name)="(?:og:url|og:image|twitter:image)"[^>]*content="([^"]+)"/g
const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g
const XML_ADDRESS = /<(?:loc|link|url)>([^<]+)<\/(?:loc|link|url)>|<(?:atom:link|enclosure)\s[^>]*href="([^"]+)"/g
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/g

const decodeEntities = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'")

/** Every string in a JSON value that looks like an address. */
function jsonAddresses(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:\/\/|\/)/.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(jsonAddresses)
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonAddresses)
  return []
}

/** The addresses a document names, as written in it, by its type. */
function namedAddresses(body: string, type: string, address: string): string[] {
  const all = (pattern: RegExp) => [...body.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '')
  if (type.includes('html')) {
    return [
      ...all(ATTRIBUTE_ADDRESS),
      // A form that posts (the enquiry form, to its endpoint) names no page: nobody GETs its action.
      ...[...body.matchAll(FORM_TAG)]
        .map(([tag]) => tag)
        .filter((tag) => !/\smethod="post"/i.test(tag))
        .flatMap((tag) => /\saction="([^"]+)"/i.exec(tag)?.[1] ?? []),
      ...all(SCRIPT_SOURCE),
      ...all(SRCSET).flatMap((set) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')),
      ...all(META_CONTENT),
      ...all(JSON_LD).flatMap((json) => jsonAddresses(JSON.parse(decodeEntities(json)))),
    ].map(decodeEntities)
  }
  if (type.includes('xml')) return all(XML_ADDRESS).map(decodeEntities)
  if (type.includes('css')) return all(CSS_URL).filter((url) => !url.startsWith('data:'))
  if (type.includes('manifest') || address.endsWith('.webmanifest')) return jsonAddresses(JSON.parse(body))
  if (address.endsWith('/robots.txt')) return [...body.matchAll(/^Sitemap:\s*(\S+)/gim)].map((match) => match[1] ?? '')
  return []
}

/** Documents whose addresses are followed: the rest (images, fonts, scripts) are only asked for. */
const READ = /html|xml|css|manifest|text\/plain/

/** Crawls from `starts` (a search engine's: the home page and robots.txt) on the server at `origin`. */
export async function crawl(origin: string, starts: string[], siteUrl: string): Promise<CrawlResult> {
  const siteOrigin = new URL(siteUrl).origin
  const read: string[] = []
  const addresses = new Map<string, { status: number; namedIn: string }>()
  const queue: Named[] = starts.map((address) => ({ address, namedIn: '(start)' }))
  while (queue.length > 0) {
    const { address, namedIn } = queue.shift() as Named
    if (addresses.has(address)) continue
    const response = await fetch(`${origin}${address}`, { redirect: 'manual' })
    addresses.set(address, { status: response.status, namedIn })
    const type = response.headers.get('content-type') ?? ''
    if (response.status !== 200 || !READ.test(type)) {
      await response.body?.cancel()
      continue
    }
    read.push(address)
    const base = new URL(address, siteOrigin)
    for (const named of namedAddresses(await response.text(), type, address)) {
      if (!named || named.startsWith('#') || /^(mailto|tel|data|blob|javascript):/.test(named)) continue
      const url = new URL(named, base)
      // Another site's address (the e-mail provider, a source an article cites) is not the site's.
      if (url.origin !== siteOrigin) continue
      queue.push({ address: `${url.pathname}${url.search}`, namedIn: address })
    }
  }
  return { read, addresses }
}

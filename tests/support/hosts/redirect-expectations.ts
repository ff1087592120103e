/**
 * The host table's rows for the owner's redirects (content/redirects.yaml and `redirectFrom:`, as
 * the build's serving rules list them): permanent on every host that has redirect rules, in any
 * letter case where the host can lowercase, and, on GitHub Pages, a page at the old address that
 * sends the visitor on with a link, its canonical and noindex. Part of ./expectations.ts.
 */
import type { ServingRules } from '../../../server/serving-rules.js'
import { check, redirectsTo } from './checks'
import type { Expectation } from './expectations'
import type { HostResponse } from './host'

const IN_THE_BROWSER = 'in a browser the not-found page’s address script sends the visitor on (./visits.ts)'
const EXACT = `GitHub Pages matches paths exactly, letter case included, and runs no code of ours; ${IN_THE_BROWSER}`

/** A page that sends the visitor to `to` at once, for hosts that cannot answer with a redirect. */
function sendsOnAsAPage(to: string, siteOrigin: string) {
  const absolute = to.startsWith('https://') ? to : `${siteOrigin}${to}`
  return (response: HostResponse) => {
    if (response.status >= 300 && response.status < 400) return []
    const body = response.body
    return [
      ...check(response.status === 200, `status ${response.status}: neither a redirect nor a page that sends on`),
      ...check(body.includes(`<meta http-equiv="refresh" content="0; url=${to}">`), 'no <meta> refresh to it'),
      ...check(body.includes(`<a href="${to}">`), 'no visible link to it'),
      ...check(body.includes(`<link rel="canonical" href="${absolute}">`), 'no canonical link to it'),
      ...check(body.includes('<meta name="robots" content="noindex">'), 'not noindex'),
    ]
  }
}

export function redirectRows(rules: ServingRules, mixedCase: (path: string) => string): Expectation[] {
  const at = (path: string) => `${rules.basePath ?? ''}${path}`
  return (rules.redirects ?? []).flatMap(({ from: fromPath, to: toPath }) => {
    const [from, to] = [at(fromPath), toPath.startsWith('https://') ? toPath : at(toPath)]
    return oldAddressRows(rules, { from, to, mixed: at(mixedCase(fromPath)) })
  })
}

function oldAddressRows(rules: ServingRules, { from, to, mixed }: { from: string; to: string; mixed: string }) {
  return [
    {
      what: 'an old address redirects permanently to where it moved',
      path: from,
      problems: redirectsTo(to),
      cannot: { 'GitHub Pages': 'GitHub Pages has no redirect rules: a page at the old address sends the visitor on' },
    },
    {
      what: 'an old address with a trailing slash redirects to where it moved',
      path: `${from}/`,
      problems: redirectsTo(to),
      cannot: { 'GitHub Pages': `GitHub Pages has no redirect rules; ${IN_THE_BROWSER}` },
    },
    {
      what: 'an old address in mixed case redirects to where it moved',
      path: mixed,
      problems: redirectsTo(to),
      cannot: { 'GitHub Pages': EXACT },
    },
    {
      what: 'an old address answers a redirect, or a page that sends on at once with a link, its canonical and noindex',
      path: from,
      problems: sendsOnAsAPage(to, rules.siteOrigin ?? ''),
    },
  ] satisfies Expectation[]
}

const NO_QUERY_KEPT = 'this spelling is no redirect on the host'

/**
 * A campaign link's query string (`?ref=mail`) survives every redirect a host makes: npm start and
 * nginx append it, Netlify's and Cloudflare's rules pass it on, Vercel's middleware keeps it
 * (pipeline/hosts/vercel-middleware.ts). Where the host makes no such redirect, the row says so.
 */
export function queryRows(rules: ServingRules): Expectation[] {
  const at = (path: string) => `${rules.basePath ?? ''}${path}`
  const page = rules.pages.find((path) => path !== '/' && !rules.editorPages?.includes(path))
  if (!page) return []
  const keeps = (target: string) => redirectsTo(`${target}?ref=mail`)
  const rows: Expectation[] = [
    {
      what: 'a redirect from another letter case keeps the query string',
      path: `${at(mixedCaseOf(page))}?ref=mail`,
      problems: keeps(at(page)),
      cannot: { 'GitHub Pages': EXACT },
    },
    {
      what: 'a redirect from a trailing slash keeps the query string',
      path: `${at(page)}/?ref=mail`,
      problems: keeps(at(page)),
      cannot: { 'GitHub Pages': NO_QUERY_KEPT },
    },
    {
      what: 'a redirect from a folder’s index.html keeps the query string',
      path: `${at(page)}/index.html?ref=mail`,
      problems: keeps(at(page)),
      cannot: { 'GitHub Pages': NO_QUERY_KEPT },
    },
  ]
  const moved = (rules.redirects ?? []).find(({ to }) => to.startsWith('/'))
  if (moved) {
    rows.push({
      what: 'a redirect from an old address keeps the query string',
      path: `${at(moved.from)}?ref=mail`,
      problems: keeps(at(moved.to)),
      cannot: { 'GitHub Pages': NO_QUERY_KEPT },
    })
  }
  return rows
}

/** `/case-studies` → `/Case-studies`: the spelling of the example. */
const mixedCaseOf = (path: string) => path.replace(/^\/([a-z])/, (_, letter: string) => `/${letter.toUpperCase()}`)

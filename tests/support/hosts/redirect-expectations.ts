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
import { LETTER_CASE_EXACT, NO_REDIRECTS } from './host-limits'

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
  return (rules.redirects ?? []).flatMap(({ from, to }) => [
    {
      what: 'an old address redirects permanently to where it moved',
      path: from,
      problems: redirectsTo(to),
      cannot: { 'GitHub Pages': 'GitHub Pages has no redirect rules: a page at the old address sends the visitor on' },
    },
    {
      what: 'an old address with a trailing slash redirects to where it moved',
      path: `${from}/`,
      // Vercel strips the slash first (its own trailingSlash rule), then redirects: two steps.
      problems: (response: HostResponse) =>
        response.headers.location?.[0] === from ? redirectsTo(from)(response) : redirectsTo(to)(response),
      cannot: { 'GitHub Pages': NO_REDIRECTS },
    },
    {
      what: 'an old address in mixed case redirects to where it moved',
      path: mixedCase(from),
      problems: redirectsTo(to),
      cannot: LETTER_CASE_EXACT,
    },
    {
      what: 'an old address answers a redirect, or a page that sends on at once with a link, its canonical and noindex',
      path: from,
      problems: sendsOnAsAPage(to, rules.siteOrigin ?? ''),
    },
  ])
}

/**
 * The host table's rows for every page a visitor reads (./expectations.ts): it answers 200 at its
 * clean URL under one policy that allows its inline scripts and images from the site alone, with
 * every security header and revalidated on each visit; its other spellings (a trailing slash, its
 * folder's index.html, mixed case) redirect to it. The answer checks that depend on the build's
 * serving rules are shared with the not-found rows.
 */
import { pageFile, type ServingRules } from '../../../server/serving-rules.js'
import { check, imageSources, inlineScriptHashes, mixedCase, policiesOf, redirectsTo, status } from './checks'
import type { Expectation } from './expectations'
import type { HostResponse } from './host'
import { FIXED_CACHE, LETTER_CASE_EXACT, NO_HEADERS, NO_REDIRECTS, SLASH_SERVES_PAGE } from './host-limits'

/** Checks of a document's answer against the serving rules: its headers and its policy. */
export function documentChecks(rules: ServingRules) {
  return {
    securityHeaders: (response: HostResponse) =>
      Object.entries(rules.headers.common).flatMap(([name, value]) => {
        const sent = response.headers[name.toLowerCase()] ?? []
        return check(sent.length === 1 && sent[0] === value, `${name}: ${JSON.stringify(sent)}`)
      }),
    onePolicy: (response: HostResponse) =>
      check(policiesOf(response).length === 1, `${policiesOf(response).length} Content-Security-Policies`),
    allowsInlineScripts: (file: string) => (response: HostResponse) => {
      const policy = policiesOf(response)[0] ?? ''
      const needed = inlineScriptHashes(rules.headers.csp.documents[file] ?? '')
      return needed.filter((hash) => !policy.includes(hash)).map((hash) => `CSP lacks ${hash}`)
    },
    revalidated: (response: HostResponse) => {
      const value = response.headers['cache-control']?.join(', ') ?? ''
      return check(/no-cache|max-age=0\b/.test(value), `HTML Cache-Control "${value}" is not revalidated`)
    },
  }
}

export function pageRows(rules: ServingRules): Expectation[] {
  const { securityHeaders, onePolicy, allowsInlineScripts, revalidated } = documentChecks(rules)
  const visitorPages = rules.pages.filter((page) => !rules.editorPages?.includes(page))
  return visitorPages.flatMap((page): Expectation[] => {
    const file = pageFile(page)
    const rows: Expectation[] = [
      {
        what: 'a page answers 200 at its clean URL with its canonical link',
        path: page,
        problems: (response) => [
          ...status(response, [200]),
          ...check(
            response.body.includes(`rel="canonical" href="${rules.siteOrigin}${page === '/' ? '/' : page}"`),
            'no canonical link to this URL',
          ),
        ],
      },
      {
        what: 'a page carries one CSP that allows its inline scripts',
        path: page,
        problems: (r) => [...onePolicy(r), ...allowsInlineScripts(file)(r)],
      },
      {
        what: 'a page lets images come from the site itself only (its photos are its own files)',
        path: page,
        problems: (r) => {
          const sources = imageSources(policiesOf(r)[0] ?? '')
          return check(sources === "img-src 'self'", `"${sources}"`)
        },
      },
      {
        what: 'a page carries every security header once',
        path: page,
        problems: securityHeaders,
        cannot: { 'GitHub Pages': NO_HEADERS },
      },
      {
        what: 'a page is revalidated on every visit',
        path: page,
        problems: revalidated,
        cannot: { 'GitHub Pages': FIXED_CACHE },
      },
    ]
    if (page === '/') return rows
    return rows.concat(
      {
        what: 'a trailing slash redirects to the page',
        path: `${page}/`,
        problems: redirectsTo(page),
        cannot: { Netlify: SLASH_SERVES_PAGE, 'GitHub Pages': NO_REDIRECTS },
      },
      {
        what: 'the page’s folder index.html redirects to the page',
        path: `${page}/index.html`,
        problems: redirectsTo(page),
        cannot: { 'GitHub Pages': NO_REDIRECTS },
      },
      {
        what: 'the page mixed-case redirects to it',
        path: mixedCase(page),
        problems: redirectsTo(page),
        cannot: LETTER_CASE_EXACT,
      },
    )
  })
}

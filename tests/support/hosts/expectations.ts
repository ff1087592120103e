/**
 * One table of what every way of serving the build must answer, derived from the build's serving
 * rules (pages, not-found documents, cache policy, headers) rather than typed out: the rows every
 * page owes (./page-expectations.ts), the owner's redirects (./redirect-expectations.ts) and, here,
 * the site's other addresses (its sitemap, not-found pages, editor, assets, photos and the files no
 * host may serve). Each host is checked against every row (tests/built-site/hosts.test.ts); where a
 * host cannot do what a row asks, the row says so for that host with the reason (./host-limits.ts).
 */
import { pageFile, type ServingRules } from '../../../server/serving-rules.js'
import { check, documentReader, firstAsset, firstPhoto, mixedCase, policiesOf, redirectsTo, status } from './checks'
import type { HostResponse } from './host'
import { FIXED_CACHE, type HostLimits, LETTER_CASE_EXACT, NO_HEADERS, ONE_NOT_FOUND_PAGE } from './host-limits'
import { documentChecks, pageRows } from './page-expectations'
import { redirectRows } from './redirect-expectations'

export type Expectation = {
  /** What is checked, as a person would say it. */
  what: string
  path: string
  /** The problems with a host's answer; none means the row holds. */
  problems: (response: HostResponse) => string[]
  /** Hosts that cannot do this, each with the reason. */
  cannot?: HostLimits
}

export function buildExpectations(rules: ServingRules, clientDir: string): Expectation[] {
  const documents = documentReader(clientDir)
  const document = documents.text
  const servesDocument = (file: string) => (response: HostResponse) =>
    check(response.body.includes(`<title>${documents.title(file)}</title>`), `body is not ${file}`)
  const { securityHeaders, onePolicy, allowsInlineScripts } = documentChecks(rules)
  const [sectionNotFound, siteNotFound] = [rules.notFound[0], rules.notFound.at(-1)]
  const asset = Object.keys(rules.headers.csp.documents).length > 0 ? firstAsset(document('index.html')) : ''
  const photo = Object.keys(rules.headers.csp.documents).length > 0 ? firstPhoto(document('index.html')) : ''
  const rows: Expectation[] = pageRows(rules)

  // The sitemap is what search engines crawl: each URL in it must answer as it is, not redirect.
  const sitemapPaths = [...document('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/', 'https://origin.invalid').pathname,
  )
  for (const path of sitemapPaths) {
    rows.push({
      what: 'a URL in sitemap.xml answers 200 itself, without a redirect',
      path,
      problems: (response) => status(response, [200]),
    })
  }
  if (sectionNotFound && siteNotFound && sectionNotFound !== siteNotFound) {
    const unknownInSection = `${sectionNotFound.prefix}no-such-page`
    rows.push(
      {
        what: 'an unknown page of a section answers 404 with that section’s not-found page',
        path: unknownInSection,
        problems: (r) => [...status(r, [404]), ...servesDocument(sectionNotFound.file)(r)],
        cannot: { 'GitHub Pages': ONE_NOT_FOUND_PAGE },
      },
      {
        what: 'an unknown page of a section in mixed case gets that section’s not-found page',
        path: unknownInSection.toUpperCase(),
        problems: (r) => [...status(r, [404]), ...servesDocument(sectionNotFound.file)(r)],
        cannot: LETTER_CASE_EXACT,
      },
    )
  }
  if (siteNotFound) {
    rows.push(
      {
        what: 'an unknown URL answers 404 with the not-found page',
        path: '/no-such-page',
        problems: (r) => [...status(r, [404]), ...servesDocument(siteNotFound.file)(r)],
      },
      {
        what: 'the not-found page carries one CSP that allows its inline scripts',
        path: '/no-such-page',
        problems: (r) => [...onePolicy(r), ...allowsInlineScripts(siteNotFound.file)(r)],
      },
      {
        what: 'the not-found page carries every security header once',
        path: '/no-such-page',
        problems: securityHeaders,
        cannot: { 'GitHub Pages': NO_HEADERS },
      },
    )
  }
  for (const editor of rules.editorPages ?? []) {
    const policy = rules.headers.csp.documents[pageFile(editor)] ?? ''
    const isEditorPolicy = (sent: string) => sent.startsWith(policy.split('; frame-ancestors')[0] ?? policy)
    rows.push(
      {
        what: 'the editor page has its own policy alone',
        path: editor,
        problems: (r) => [
          ...status(r, [200]),
          ...onePolicy(r),
          ...check(isEditorPolicy(policiesOf(r)[0] ?? ''), 'not the editor’s policy'),
        ],
      },
      {
        // Its looser policy would block a not-found page's scripts and allow 'unsafe-eval'.
        what: 'the editor’s address in another letter case shows no page under the editor’s policy',
        path: mixedCase(editor),
        problems: (r) =>
          r.status >= 300 && r.status < 400
            ? redirectsTo(editor)(r)
            : check(!policiesOf(r).some(isEditorPolicy), `answers ${r.status} under the editor’s policy`),
      },
    )
  }
  rows.push(...redirectRows(rules, mixedCase))
  const cachedForAYear = (r: HostResponse) => [
    ...status(r, [200]),
    ...check(r.headers['cache-control']?.[0] === rules.cache.hashed, `Cache-Control ${r.headers['cache-control']}`),
  ]
  for (const [what, path] of [
    ['a hashed asset', asset],
    ['a photo', photo],
  ] as const) {
    if (path)
      rows.push({
        what: `${what} is cached for a year`,
        path,
        problems: cachedForAYear,
        cannot: { 'GitHub Pages': FIXED_CACHE },
      })
  }
  if (photo) {
    rows.push({
      what: 'a photo answers as AVIF',
      path: photo,
      problems: (r) => [
        ...status(r, [200]),
        ...check(r.headers['content-type']?.[0] === 'image/avif', `Content-Type ${r.headers['content-type']}`),
      ],
    })
  }
  for (const hidden of [
    '/index.html.gz',
    '/index.html.br',
    `${asset}.map`,
    '/site-manifest.json',
    '/nginx.conf',
    '/_headers',
    '/_redirects',
    '/config.json',
  ]) {
    rows.push({
      what: 'a build or deploy file is never served',
      path: hidden,
      problems: (r) => check(r.status >= 400, `answers ${r.status}`),
    })
  }
  return rows
}

/**
 * One table of what every way of serving the build must answer, derived from the build's serving rules
 * (pages, not-found documents, cache policy, headers) rather than typed out. Each host is checked against
 * every row (tests/e2e/hosts.spec.ts); where a host cannot do what a row asks, the row says so for that
 * host with the reason, and the test fails if it does it after all: the deviations here are the ones that exist.
 */
import { ENQUIRY_SENT_PAGE, pageFile, type ServingRules } from '../../../server/serving-rules.js'
import {
  check,
  documentReader,
  firstAsset,
  firstPhoto,
  imageSources,
  inlineScriptHashes,
  mixedCase,
  policiesOf,
  redirectsTo,
  status,
} from './checks'
import type { HostName, HostResponse } from './host'
import { queryRows, redirectRows } from './redirect-expectations'

export type Expectation = {
  /** What is checked, as a person would say it. */
  what: string
  path: string
  /** The problems with a host's answer; none means the row holds. */
  problems: (response: HostResponse) => string[]
  /** Hosts that cannot do this, each with the reason. */
  cannot?: Partial<Record<HostName, string>>
}

const NO_HEADERS =
  'a headerless host sends no headers of ours: pages carry their policy in <meta> (checked in the browser)'
const IN_THE_BROWSER = 'in a browser the not-found page’s address script lands the visitor on the page (./visits.ts)'
const NO_REDIRECTS = `GitHub Pages has no redirect rules; ${IN_THE_BROWSER}`
const FIXED_CACHE = 'GitHub Pages sends its own Cache-Control (max-age=600) and allows no other'
/**
 * The host that answers a mixed-case address with a not-found page (its script does the rest):
 * Cloudflare Pages and Netlify match exactly too, but run the build's function for it
 * (pipeline/hosts/spelling-functions.ts).
 */
const LETTER_CASE_EXACT = {
  'GitHub Pages': `GitHub Pages matches paths and files exactly, letter case included, and runs no code of ours; ${IN_THE_BROWSER}`,
}

export function buildExpectations(rules: ServingRules, clientDir: string): Expectation[] {
  const documents = documentReader(clientDir)
  const document = documents.text
  const servesDocument = (file: string) => (response: HostResponse) =>
    check(response.body.includes(`<title>${documents.title(file)}</title>`), `body is not ${file}`)
  const securityHeaders = (response: HostResponse) =>
    Object.entries(rules.headers.common).flatMap(([name, value]) => {
      const sent = response.headers[name.toLowerCase()] ?? []
      return check(sent.length === 1 && sent[0] === value, `${name}: ${JSON.stringify(sent)}`)
    })
  const onePolicy = (response: HostResponse) =>
    check(policiesOf(response).length === 1, `${policiesOf(response).length} Content-Security-Policies`)
  const allowsInlineScripts = (file: string) => (response: HostResponse) => {
    const policy = policiesOf(response)[0] ?? ''
    const needed = inlineScriptHashes(rules.headers.csp.documents[file] ?? '')
    return needed.filter((hash) => !policy.includes(hash)).map((hash) => `CSP lacks ${hash}`)
  }
  const revalidated = (response: HostResponse) => {
    const value = response.headers['cache-control']?.join(', ') ?? ''
    return check(/no-cache|max-age=0\b/.test(value), `HTML Cache-Control "${value}" is not revalidated`)
  }
  const visitorPages = rules.pages.filter((page) => !rules.editorPages?.includes(page))
  // A path of the site as a browser asks for it: under a project site's base path.
  const at = (path: string) => `${rules.basePath ?? ''}${path}`
  const mixed = (path: string) => at(mixedCase(path))
  const [sectionNotFound, siteNotFound] = [rules.notFound[0], rules.notFound.at(-1)]
  const asset = Object.keys(rules.headers.csp.documents).length > 0 ? firstAsset(document('index.html')) : ''
  const photo = Object.keys(rules.headers.csp.documents).length > 0 ? firstPhoto(document('index.html')) : ''
  const rows: Expectation[] = []

  for (const page of visitorPages) {
    const file = pageFile(page)
    rows.push(
      {
        what: 'a page answers 200 at its clean URL with its canonical link (the sent page: not to be indexed)',
        path: at(page),
        problems: (response) => [
          ...status(response, [200]),
          ...(page === ENQUIRY_SENT_PAGE
            ? check(response.body.includes('<meta name="robots" content="noindex"/>'), 'asks to be indexed')
            : check(response.body.includes(`rel="canonical" href="${rules.siteOrigin}${at(page)}"`), 'no canonical')),
        ],
      },
      {
        what: 'a page carries one CSP that allows its inline scripts',
        path: at(page),
        problems: (r) => [...onePolicy(r), ...allowsInlineScripts(file)(r)],
      },
      {
        what: 'a page lets images come from the site itself only (its photos are its own files)',
        path: at(page),
        problems: (r) => {
          const sources = imageSources(policiesOf(r)[0] ?? '')
          return check(sources === "img-src 'self'", `"${sources}"`)
        },
      },
      {
        what: 'a page carries every security header once',
        path: at(page),
        problems: securityHeaders,
        cannot: { 'GitHub Pages': NO_HEADERS },
      },
      {
        what: 'a page is revalidated on every visit',
        path: at(page),
        problems: revalidated,
        cannot: { 'GitHub Pages': FIXED_CACHE },
      },
    )
    if (page === '/') continue
    rows.push(
      {
        what: 'a trailing slash redirects to the page',
        path: `${at(page)}/`,
        problems: redirectsTo(at(page)),
        cannot: { 'GitHub Pages': NO_REDIRECTS },
      },
      {
        what: 'the page’s folder index.html redirects to the page',
        path: `${at(page)}/index.html`,
        problems: redirectsTo(at(page)),
        cannot: { 'GitHub Pages': NO_REDIRECTS },
      },
      {
        what: 'the page mixed-case redirects to it',
        path: mixed(page),
        problems: redirectsTo(at(page)),
        cannot: LETTER_CASE_EXACT,
      },
    )
  }
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
    const unknownInSection = at(`${sectionNotFound.prefix}no-such-page`)
    rows.push(
      {
        what: 'an unknown page of a section answers 404 with that section’s not-found page',
        path: unknownInSection,
        problems: (r) => [...status(r, [404]), ...servesDocument(sectionNotFound.file)(r)],
        cannot: { 'GitHub Pages': 'GitHub Pages has one 404.html for the whole site' },
      },
      {
        what: 'an unknown page of a section in mixed case gets that section’s not-found page',
        path: at(`${sectionNotFound.prefix}no-such-page`.toUpperCase()),
        problems: (r) => [...status(r, [404]), ...servesDocument(sectionNotFound.file)(r)],
        cannot: LETTER_CASE_EXACT,
      },
    )
  }
  if (siteNotFound) {
    rows.push(
      {
        what: 'an unknown URL answers 404 with the not-found page',
        path: at('/no-such-page'),
        problems: (r) => [...status(r, [404]), ...servesDocument(siteNotFound.file)(r)],
      },
      {
        what: 'the not-found page carries one CSP that allows its inline scripts',
        path: at('/no-such-page'),
        problems: (r) => [...onePolicy(r), ...allowsInlineScripts(siteNotFound.file)(r)],
      },
      {
        what: 'the not-found page carries every security header once',
        path: at('/no-such-page'),
        problems: securityHeaders,
        cannot: { 'GitHub Pages': NO_HEADERS },
      },
    )
  }
  for (const editor of rules.editorPages?.filter((p) => rules.headers.csp.ownPolicy?.includes(pageFile(p))) ?? []) {
    const policy = rules.headers.csp.documents[pageFile(editor)] ?? ''
    const isEditorPolicy = (sent: string) => sent.startsWith(policy.split('; frame-ancestors')[0] ?? policy)
    rows.push(
      {
        what: 'the editor page has its own policy alone',
        path: at(editor),
        problems: (r) => [
          ...status(r, [200]),
          ...onePolicy(r),
          ...check(isEditorPolicy(policiesOf(r)[0] ?? ''), 'not the editor’s policy'),
        ],
      },
      {
        // Its looser policy would block a not-found page's scripts and allow 'unsafe-eval'.
        what: 'the editor’s address in another letter case shows no page under the editor’s policy',
        path: mixed(editor),
        problems: (r) =>
          r.status >= 300 && r.status < 400
            ? redirectsTo(at(editor))(r)
            : check(!policiesOf(r).some(isEditorPolicy), `answers ${r.status} under the editor’s policy`),
      },
    )
  }
  rows.push(...redirectRows(rules, mixedCase))
  rows.push(...queryRows(rules))
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
  const buildFiles = ['/index.html.gz', '/index.html.br', '/site-manifest.json', '/nginx.conf', '/_headers']
  const deployFiles = ['/_redirects', '/config.json', '/_routes.json', '/_worker.js/index.js']
  const answers = [rules.enquiryAnswers?.notSent ?? []].flat().flatMap((file) => [`/${file}`, `/${file.split('.')[0]}`])
  for (const hidden of [...[...buildFiles, ...deployFiles, ...answers].map(at), `${asset}.map`]) {
    rows.push({
      what: 'a build or deploy file, or an enquiry answer, is never served',
      path: hidden,
      problems: (r) => check(r.status >= 400, `answers ${r.status}`),
    })
  }
  return rows
}

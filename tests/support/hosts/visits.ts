/**
 * What a visitor's browser must end up showing on every way of serving the build, beside the
 * HTTP-level table (./expectations.ts): where a host cannot lowercase an address or drop its
 * trailing slash itself, the not-found page's address script (pipeline/addresses/address-script.ts) or a
 * page's canonical-address script (app/components/layout/canonical-address.tsx) must land the
 * visitor on the page. Checked by tests/e2e/hosts.spec.ts, in Chromium where a script decides
 * (`landsOverHttp` says where none does); a host that cannot do a row says why, and the test fails
 * if it does it after all.
 */
import { pageFile, type ServingRules } from '../../../server/serving-rules.js'
import { documentReader, headingOf, mixedCase } from './checks'
import type { Host, HostName } from './host'

export type Visit = {
  what: string
  /** What the visitor types after the host's origin. */
  path: string
  /** Where they must end up: the address bar's path and the page's one <h1>. */
  lands: { path: string; heading: string }
  cannot?: Partial<Record<HostName, string>>
}

export function buildVisits(rules: ServingRules, clientDir: string): Visit[] {
  const documents = documentReader(clientDir)
  // A path of the site as a browser asks for it: under a project site's base path.
  const at = (path: string) => `${rules.basePath ?? ''}${path}`
  const page = (path: string) => ({ path: at(path), heading: documents.heading(pageFile(path)) })
  const visitorPages = rules.pages.filter((path) => path !== '/' && !rules.editorPages?.includes(path))
  // A main page and the first page of the section with its own not-found page (a service):
  // `/About`, `/Services/Ai-Automation`.
  const section = rules.notFound.find(({ prefix }) => prefix !== '/')
  const samples = [
    visitorPages.find((path) => path.lastIndexOf('/') === 0),
    visitorPages.find((path) => (section ? path.startsWith(section.prefix) : path.lastIndexOf('/') > 0)),
  ]
  const visits: Visit[] = []
  for (const path of samples.flatMap((sample) => sample ?? [])) {
    visits.push(
      { what: 'the page typed in mixed case lands on the page', path: at(mixedCase(path)), lands: page(path) },
      { what: 'the page with a trailing slash lands on the page', path: `${at(path)}/`, lands: page(path) },
      { what: 'the page’s folder index.html lands on the page', path: `${at(path)}/index.html`, lands: page(path) },
      { what: 'the page with .html lands on the page', path: `${at(path)}.html`, lands: page(path) },
    )
  }
  // Old addresses that moved to a page of the site (another site's address is not visited: no internet).
  for (const { from, to } of (rules.redirects ?? []).filter((redirect) => redirect.to.startsWith('/'))) {
    visits.push(
      { what: 'an old address lands on the page it moved to', path: at(from), lands: page(to) },
      {
        what: 'an old address, in mixed case with a slash, lands on its page',
        path: `${at(mixedCase(from))}/`,
        lands: page(to),
      },
    )
  }
  const site = rules.notFound.at(-1)
  if (section && site && section !== site) {
    const unknown = `${section.prefix}no-such-page`
    visits.push({
      what: 'an unknown page of a section, typed in mixed case, shows that section’s not-found page',
      path: at(mixedCase(unknown)),
      lands: { path: at(unknown), heading: documents.heading(section.file) },
      cannot: { 'GitHub Pages': 'GitHub Pages has one 404.html for the whole site' },
    })
  }
  if (site) {
    visits.push({
      what: 'an unknown address stays where it is, on the not-found page',
      path: at('/No-Such-Page'),
      lands: { path: at('/No-Such-Page'), heading: documents.heading(site.file) },
    })
  }
  return visits
}

/**
 * Whether the host's answers alone land the visit, as a browser follows them: its redirects, to a
 * 200 page at the visit's path, with its heading and its canonical link naming that path (so the
 * page's canonical-address script leaves the address as it is) and no <meta> refresh. Then no
 * script of ours runs that could move the visitor, and a browser shows what these answers say.
 * False where a script decides (a not-found page's address script, a page served at another
 * spelling), which only a browser shows.
 */
export async function landsOverHttp(host: Host, visit: Visit): Promise<boolean> {
  const ours = 'http://host.invalid'
  let at = new URL(visit.path, ours)
  // A chain longer than a browser's patience is no landing; the table allows one hop per spelling.
  for (let hop = 0; hop < 5; hop++) {
    const response = await host.answer(`${at.pathname}${at.search}`)
    if (response.status < 300 || response.status >= 400) {
      const canonical = /rel="canonical" href="([^"]*)"/.exec(response.body)?.[1] ?? ''
      return (
        response.status === 200 &&
        at.pathname === visit.lands.path &&
        headingOf(response.body) === visit.lands.heading &&
        new URL(canonical, ours).pathname === visit.lands.path &&
        !/http-equiv="refresh"/i.test(response.body)
      )
    }
    const next = new URL(response.headers.location?.[0] ?? '', at)
    // The host's own origin, as it names itself, or no origin at all: another site is no landing here.
    if (!['host.invalid', '127.0.0.1', 'localhost'].includes(next.hostname)) return false
    at = new URL(`${next.pathname}${next.search}`, ours)
  }
  return false
}

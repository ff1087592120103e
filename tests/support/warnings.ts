/**
 * Every way the build resolves what the owner's files disagree on, one row each, for
 * pipeline/every-warning.test.ts: what the owner did (to a scratch copy of the sample content, or the
 * entries the resolver is given), how the build meets it, and a line of the warning it must print.
 * Each is something the editor lets the owner save, as it checks one file at a time: the site is built
 * all the same, and the log says what the build did, naming the file and the field
 * (docs/decisions/036-the-build-settles-what-files-disagree-on.md). What the editor cannot save the
 * build refuses (./refusals.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stringify } from 'yaml'
import type { OwnerWarning } from '../../app/config/advice-form'
import { placeOwnerPages } from '../../app/content/place-owner-pages'
import { contentSettings } from '../../app/content/read-content'
import { readOwnerPageFiles } from '../../app/content/read-owner-pages'
import { checkRedirects } from '../../pipeline/addresses/check-redirects'
import { type OwnerReport, thingsOf } from '../../pipeline/owner-report'

const site = { pages: [{ path: '/about', file: 'content/pages/about.yaml' }] }

/**
 * Writes owner's pages into the scratch copy `dir` as the editor saves them, reads them as the build
 * does, and places them among the site's own (the page list does the same with the site's pages:
 * app/content/owner-pages.test.ts).
 */
function ownerPageWarnings(dir: string, pages: Record<string, object>): OwnerWarning[] {
  mkdirSync(join(dir, 'pages', 'added'), { recursive: true })
  for (const [name, page] of Object.entries(pages)) {
    const words = { heading: `About ${name}`, description: 'x'.repeat(60), linkedFrom: 'sitemap' }
    writeFileSync(join(dir, 'pages', 'added', `${name}.yaml`), stringify({ name, ...words, ...page }))
  }
  return placeOwnerPages(readOwnerPageFiles(contentSettings()), site).warnings
}

const ownerPage = (id: string) => ({
  id,
  path: `/${id}`,
  file: `content/pages/added/${id}.yaml`,
  linkedFrom: 'sitemap' as const,
})
/**
 * What a build of `commit` publishes (pipeline/owner-report.ts) when two pages are left out: one whose
 * name puts it under /admin, one asking for the address of a page of the site's own.
 */
export function twoPagesLeftOut(commit: string): OwnerReport {
  const { warnings } = placeOwnerPages([ownerPage('admin'), { ...ownerPage('story'), path: '/about' }], site)
  return { commit, things: thingsOf(warnings) }
}

const redirect = (from: string, to: string, item: number) => ({
  from,
  to,
  source: `content/redirects.yaml, redirects › item ${item}`,
  label: 'Redirects',
})
const served = { pages: ['/', '/about', '/contact'], files: ['index.html', 'robots.txt'] }

/** Each warning: what the owner did, how the build meets it, and a line it must print. */
export const warnings: {
  what: string
  warn: (dir: string) => OwnerWarning[] | Promise<OwnerWarning[]>
  says: RegExp
}[] = [
  {
    what: 'a second page saved with the address another page has by its file name',
    warn: (dir) => ownerPageWarnings(dir, { pricing: {}, prices: { address: '/pricing' } }),
    says: /^ {2}- \S*pages\/added\/prices\.yaml, address: \/pricing, the address of \S*pages\/added\/pricing\.yaml, by its file name: this page is left out until it has an address of its own \(“Address” in the editor\)$/m,
  },
  {
    what: 'a page whose name makes the address of a page of the site’s own',
    warn: () => placeOwnerPages([ownerPage('about')], site).warnings,
    says: /- content\/pages\/added\/about\.yaml, address: its file name gives it the address \/about, the address of the site's own page \(content\/pages\/about\.yaml\): this page is left out/,
  },
  {
    what: 'a page whose name makes an address the site keeps for itself',
    warn: () => placeOwnerPages([ownerPage('admin')], site).warnings,
    says: /- content\/pages\/added\/admin\.yaml, address: its file name gives it the address \/admin, under \/admin, which the site keeps for itself/,
  },
  {
    what: 'a redirect from an address that is a page',
    warn: () => checkRedirects([redirect('/about', '/contact', 1)], served).warnings,
    says: /^Redirects the build changed .*:\n {2}- content\/redirects\.yaml, redirects › item 1 \(\/about → \/contact\): \/about is a page of this site: a redirect from it would hide the page, so it is left out \(“Redirects” in the editor\)$/m,
  },
  {
    what: 'an old address listed twice',
    warn: () => checkRedirects([redirect('/old', '/about', 1), redirect('/Old', '/contact', 2)], served).warnings,
    says: /item 2 \(\/Old → \/contact\): \/old is redirected already by content\/redirects\.yaml, redirects › item 1, which comes first: this one is left out/,
  },
  {
    what: 'a redirect to a page that is not there',
    warn: () => checkRedirects([redirect('/old', '/gone', 1)], served).warnings,
    says: /item 1 \(\/old → \/gone\): \/gone is not a page of this site: left out/,
  },
  {
    what: 'a chain of redirects',
    warn: () => checkRedirects([redirect('/a', '/b', 1), redirect('/b', '/about', 2)], served).warnings,
    says: /item 1 \(\/a → \/b\): \/b itself redirects \(\/b → \/about\): sent straight to \/about/,
  },
  {
    what: 'a loop of redirects',
    warn: () => checkRedirects([redirect('/a', '/b', 1), redirect('/b', '/a', 2)], served).warnings,
    says: /item 1 \(\/a → \/b\): a loop: \/a → \/b → \/a: left out/,
  },
]

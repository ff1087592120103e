// @vitest-environment node
import { expect, test } from 'vitest'
import { adviceText } from '../../app/config/advice-form'
import type { RedirectEntry } from '../../app/content/read-redirects'
import { checkRedirects } from './check-redirects'

const site = {
  pages: ['/', '/about', '/contact', '/insights', '/insights/new-name', '/services', '/pricing'],
  files: ['index.html', 'about.html', 'robots.txt', '404.html', 'services/404.html', 'sitemap.xml'],
  heldBack: new Map([['/insights/next-week', 'content/articles/next-week.md']]),
  pageFiles: new Map([['/pricing', 'content/pages/added/pricing.yaml']]),
}
let line = 0
const entry = (from: string, to: string): RedirectEntry => ({
  from,
  to,
  source: `content/redirects.yaml, redirects.${line++}`,
})

/** What the build log says of `entries` (each warning in the one form), '' when every one is served as written. */
function said(...entries: RedirectEntry[]): string {
  return checkRedirects(entries, site)
    .warnings.map(({ heading, lines }) => adviceText(heading, lines))
    .join('\n')
}
const served = (...entries: RedirectEntry[]) => checkRedirects(entries, site).redirects

test('good redirects are served, each old address in its canonical spelling, to a page or an https address', () => {
  const entries = [
    entry('/Blog/', '/insights'),
    { from: '/insights/old-name', to: '/insights/new-name', source: 'content/articles/new-name.md, redirectFrom.0' },
    entry('/partners', 'https://partners.example.org/programme?from=site'),
  ]
  expect(served(...entries)).toEqual([
    { from: '/blog', to: '/insights' },
    { from: '/insights/old-name', to: '/insights/new-name' },
    { from: '/partners', to: 'https://partners.example.org/programme?from=site' },
  ])
  expect(said(...entries)).toBe('')
})

test('an old address that is a live page, or a file the site serves, is left out: the page wins, the entry is named', () => {
  const entries = [entry('/About', '/contact'), entry('/robots.txt', '/about'), entry('/pricing', '/contact')]
  expect(served(...entries, entry('/services/404', '/services'))).toEqual([])
  const log = said(...entries, entry('/services/404', '/services'))
  expect(log).toMatch(
    /content\/redirects\.yaml, redirects\.\d+ \(\/About → \/contact\): \/about is a page of this site: a redirect from it would hide the page, so it is left out/,
  )
  expect(log).toMatch(/\/robots\.txt is the address of robots\.txt, which the site serves: .* left out/)
  // A page the owner added: both files named, the redirect's and the page's.
  expect(log).toMatch(
    /content\/redirects\.yaml, redirects\.\d+ \(\/pricing → \/contact\): \/pricing is a page of this site \(content\/pages\/added\/pricing\.yaml\)/,
  )
  expect(log).toMatch(/\/services\/404 is the address of services\/404\.html/)
})

test('a target that is no page of this build is left out, saying so for a held-back one', () => {
  expect(served(entry('/old', '/nowhere'), entry('/soon', '/insights/next-week'))).toEqual([])
  expect(said(entry('/old', '/nowhere'))).toMatch(
    /\(\/old → \/nowhere\): \/nowhere is not a page of this site: left out/,
  )
  expect(said(entry('/soon', '/insights/next-week'))).toMatch(
    /\/insights\/next-week is not on this build: content\/articles\/next-week\.md is held back .*: left out until that is published/,
  )
})

test('a chain through another old address is sent straight to its end; a loop is left out', () => {
  expect(served(entry('/a', '/b'), entry('/b', '/about'))).toEqual([
    { from: '/a', to: '/about' },
    { from: '/b', to: '/about' },
  ])
  const chain = said(entry('/a', '/b'), entry('/b', '/about'))
  expect(chain).toMatch(/\(\/a → \/b\): \/b itself redirects \(\/b → \/about\): sent straight to \/about/)
  expect(chain.match(/ - /g), 'only the entry that chains').toHaveLength(1)
  expect(said(entry('/x', '/y'), entry('/y', '/nowhere'))).toMatch(
    /\(\/x → \/y\): \/y itself redirects \(\/y → \/nowhere\), and \/nowhere is not a page of this site: left out/,
  )
  expect(served(entry('/c', '/d'), entry('/d', '/c'), entry('/e', '/c'))).toEqual([])
  const loop = said(entry('/c', '/d'), entry('/d', '/c'), entry('/e', '/c'))
  expect(loop).toMatch(/\(\/c → \/d\): a loop: \/c → \/d → \/c: left out/)
  expect(loop).toMatch(/\(\/e → \/c\): a loop: \/e → \/c → \/d → \/c: left out/)
})

test('an old address listed twice, in any spelling: the first entry is served, the later one named and left out', () => {
  expect(served(entry('/old-page', '/about'), entry('/OLD-PAGE/', '/contact'))).toEqual([
    { from: '/old-page', to: '/about' },
  ])
  expect(said(entry('/old-page', '/about'), entry('/OLD-PAGE/', '/contact'))).toMatch(
    /\(\/OLD-PAGE\/ → \/contact\): \/old-page is redirected already by content\/redirects\.yaml, redirects\.\d+, which comes first: this one is left out/,
  )
})

test('every change is said at once, under one heading, the rest served', () => {
  const { redirects, warnings } = checkRedirects(
    [entry('/about', '/contact'), entry('/x', '/nowhere'), entry('/y', '/z'), entry('/z', '/y'), entry('/w', '/about')],
    site,
  )
  expect(redirects).toEqual([{ from: '/w', to: '/about' }])
  expect(warnings).toHaveLength(1)
  expect(warnings[0]?.heading).toBe('Redirects the build changed (docs/owner-guide.md "Redirects")')
  expect(warnings[0]?.lines).toHaveLength(4)
})

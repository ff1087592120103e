// @vitest-environment node
import { expect, test } from 'vitest'
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

/** The build's message for `entries`, or '' when they pass. */
function problems(...entries: RedirectEntry[]): string {
  try {
    checkRedirects(entries, site)
    return ''
  } catch (error) {
    return String(error)
  }
}

test('good redirects pass, each old address in its canonical spelling, to a page or an https address', () => {
  expect(
    checkRedirects(
      [
        entry('/Blog/', '/insights'),
        {
          from: '/insights/old-name',
          to: '/insights/new-name',
          source: 'content/articles/new-name.md, redirectFrom.0',
        },
        entry('/partners', 'https://partners.example.org/programme?from=site'),
      ],
      site,
    ),
  ).toEqual([
    { from: '/blog', to: '/insights' },
    { from: '/insights/old-name', to: '/insights/new-name' },
    { from: '/partners', to: 'https://partners.example.org/programme?from=site' },
  ])
})

test('an old address that is a live page, or a file the site serves, stops the build naming the entry', () => {
  expect(problems(entry('/About', '/contact'))).toMatch(
    /content\/redirects\.yaml, redirects\.\d+ \(\/About → \/contact\): \/about is a page of this site/,
  )
  expect(problems(entry('/robots.txt', '/about'))).toMatch(/\/robots\.txt is the address of robots\.txt/)
  // A page the owner added: both files named, the redirect's and the page's.
  expect(problems(entry('/pricing', '/contact'))).toMatch(
    /content\/redirects\.yaml, redirects\.\d+ \(\/pricing → \/contact\): \/pricing is a page of this site \(content\/pages\/added\/pricing\.yaml\)/,
  )
  expect(problems(entry('/services/404', '/services'))).toMatch(/\/services\/404 is the address of services\/404\.html/)
})

test('a target that is no page of this build stops it, saying so for a held-back one', () => {
  expect(problems(entry('/old', '/nowhere'))).toMatch(/\(\/old → \/nowhere\): \/nowhere is not a page of this site/)
  expect(problems(entry('/soon', '/insights/next-week'))).toMatch(
    /\/insights\/next-week is not on this build: content\/articles\/next-week\.md is held back/,
  )
})

test('a chain through another old address, and a loop, stop the build naming where to point instead', () => {
  const chain = problems(entry('/a', '/b'), entry('/b', '/about'))
  expect(chain).toMatch(/\(\/a → \/b\): \/b itself redirects \(\/b → \/about\): point \/a straight at \/about/)
  expect(chain.match(/ - /g), 'only the entry that chains').toHaveLength(1)
  expect(problems(entry('/c', '/d'), entry('/d', '/c'))).toMatch(/a loop: \/c → \/d → \/c/)
})

test('a duplicate old address, in any spelling, stops the build naming both entries', () => {
  const message = problems(entry('/old-page', '/about'), entry('/OLD-PAGE/', '/contact'))
  expect(message).toMatch(
    /\(\/OLD-PAGE\/ → \/contact\): \/old-page is redirected already by content\/redirects\.yaml, redirects\.\d+/,
  )
})

test('every problem is listed at once', () => {
  const message = problems(entry('/about', '/contact'), entry('/x', '/nowhere'), entry('/y', '/z'), entry('/z', '/y'))
  expect(message.split('\n').filter((row) => row.startsWith('  - '))).toHaveLength(4)
  expect(message).toMatch(/^RedirectError: Invalid redirects \(docs\/owner-guide\.md "Redirects"\):/)
})

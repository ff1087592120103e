// @vitest-environment node
// @ts-check
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { makeBuild } from '../tests/support/mini-build.js'
import {
  canonicalPath,
  createDecider,
  ENQUIRY_ANSWERS,
  ENQUIRY_SENT_PAGE,
  isServable,
  listFiles,
  pagesOfFiles,
  readServingRules,
} from './serving-rules.js'

const build = makeBuild()
afterAll(() => rmSync(build.dir, { recursive: true, force: true }))
const rules = readServingRules(build.dir)
const servable = listFiles(join(build.dir, 'client')).filter((file) => isServable(rules, file))
const decide = createDecider(rules, servable)
const notFound = { kind: 'not-found', file: '404.html' }

test('canonical paths are lowercase, with single slashes, without a trailing slash, index.html or .html', () => {
  expect(canonicalPath('/About/')).toBe('/about')
  expect(canonicalPath('/About.html')).toBe('/about')
  expect(canonicalPath('/about/index.html')).toBe('/about')
  expect(canonicalPath('///about')).toBe('/about')
  expect(canonicalPath('//')).toBe('/')
})

test('pages are served from their files; other spellings redirect, keeping the query', () => {
  expect(decide('/')).toEqual({ kind: 'page', file: 'index.html' })
  expect(decide('/services/ai-automation')).toEqual({ kind: 'page', file: 'services/ai-automation.html' })
  expect(decide('/ABOUT/?utm=x')).toEqual({ kind: 'redirect', location: '/about?utm=x' })
  expect(decide('/index.html')).toEqual({ kind: 'redirect', location: '/' })
  expect(decide('/services/ai-automation.html')).toEqual({ kind: 'redirect', location: '/services/ai-automation' })
  expect(decide('///about')).toEqual({ kind: 'redirect', location: '/about' })
})

test('a redirect never leaves the site, whatever the slashes', () => {
  expect(decide('//evil.example')).toEqual(notFound)
  expect(decide('//evil.example/about')).toEqual(notFound)
  expect(decide('/\\evil.example')).toEqual(notFound)
})

test('the path is decoded exactly once: %3F and %25 are never read as ? or a second escape', () => {
  expect(decide('/about%3F')).toEqual(notFound)
  expect(decide('/404.html%3F')).toEqual(notFound)
  expect(decide('/%252D')).toEqual(notFound)
  expect(decide('/%61bout')).toEqual({ kind: 'page', file: 'about.html' })
  expect(decide('/robots.txt?x=1')).toEqual({ kind: 'file', file: 'robots.txt' })
})

test('deploy files, precompressed siblings, source maps and bare HTML files are not served by name', () => {
  for (const target of ['/_headers', '/_redirects', '/index.html.gz', '/assets/app-abc123.js.gz', '/404.html']) {
    expect(decide(target), target).toEqual(notFound)
  }
  expect(decide('/assets/app-abc123.js.map')).toEqual(notFound)
  expect(decide('/services/index.html.gz')).toEqual({ kind: 'not-found', file: 'services/404.html' })
  expect(decide('/assets/app-abc123.js')).toEqual({ kind: 'file', file: 'assets/app-abc123.js' })
})

test('the sent answer is a page; the one the endpoint fills is never a page and never served by any name', () => {
  expect(pagesOfFiles(listFiles(join(build.dir, 'client')), ['404.html', 'services/404.html'])).toEqual(rules.pages)
  expect(rules.pages).toContain(ENQUIRY_SENT_PAGE)
  expect(decide(ENQUIRY_SENT_PAGE)).toEqual({ kind: 'page', file: ENQUIRY_ANSWERS.sent })
  const file = ENQUIRY_ANSWERS.notSent
  expect(isServable(rules, file), file).toBe(false)
  for (const target of [`/${file}`, `/${file.replace(/\.html$/, '')}`, `/${file.toUpperCase()}`]) {
    expect(decide(target), target).toEqual(notFound)
  }
})

test('unknown paths get the not-found page of their section; malformed ones a 4xx', () => {
  expect(decide('/SERVICES/nope')).toEqual({ kind: 'not-found', file: 'services/404.html' })
  expect(decide('/../secret.txt')).toEqual(notFound)
  expect(decide('/%2e%2e/secret.txt')).toEqual(notFound)
  expect(decide('/%E0%A4%A')).toEqual({ kind: 'error', status: 400 })
  expect(decide('/a%00b')).toEqual({ kind: 'error', status: 400 })
  expect(decide(`/${'x'.repeat(3000)}`)).toEqual({ kind: 'error', status: 414 })
})

test('an old address that moved redirects in any spelling, keeping the query on a path of the site', () => {
  const moved = createDecider(
    {
      ...rules,
      redirects: [
        { from: '/old-about', to: '/about' },
        { from: '/partners', to: 'https://partners.example.org/?ref=site' },
      ],
    },
    servable,
  )
  expect(moved('/old-about')).toEqual({ kind: 'redirect', location: '/about' })
  expect(moved('/Old-About/?utm=x')).toEqual({ kind: 'redirect', location: '/about?utm=x' })
  expect(moved('/old-about.html')).toEqual({ kind: 'redirect', location: '/about' })
  expect(moved('/PARTNERS?utm=x')).toEqual({ kind: 'redirect', location: 'https://partners.example.org/?ref=site' })
  expect(moved('/old-about/more')).toEqual(notFound)
})

test('a project site is served under its path: pages, files and redirects carry it, the rest is outside', () => {
  const under = createDecider({ ...rules, basePath: '/repo' }, servable)
  expect(under('/repo/')).toEqual({ kind: 'page', file: 'index.html' })
  expect(under('/repo/about')).toEqual({ kind: 'page', file: 'about.html' })
  expect(under('/repo/robots.txt')).toEqual({ kind: 'file', file: 'robots.txt' })
  expect(under('/repo/About/?ref=mail')).toEqual({ kind: 'redirect', location: '/repo/about?ref=mail' })
  expect(under('/REPO/about')).toEqual({ kind: 'redirect', location: '/repo/about' })
  expect(under('/repo?ref=mail')).toEqual({ kind: 'redirect', location: '/repo/?ref=mail' })
  expect(under('/')).toEqual({ kind: 'redirect', location: '/repo/' })
  expect(under('/repo/services/nope')).toEqual({ kind: 'not-found', file: 'services/404.html' })
  expect(under('/about')).toEqual(notFound)
  expect(under('/robots.txt')).toEqual(notFound)
  expect(under('/REPO/robots.txt'), 'a file only at its exact address').toEqual(notFound)
  expect(under('/repository/about')).toEqual(notFound)
})

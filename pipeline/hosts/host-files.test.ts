import { getTransformedRoutes } from '@vercel/routing-utils'
import { expect, test } from 'vitest'
import { canonicalPath, createDecider } from '../../server/serving-rules.js'
import { exampleRulesWithRedirects as moved, exampleRules as rules } from '../../tests/support/example-serving-rules'
import { redirectPage, withMetaPolicy } from './github-pages-files'
import { buildCloudflareRedirects, buildHeadersFile, buildNetlifyRedirects, caseVariants } from './host-files'
import { buildVercelConfig, vercelSettings } from './vercel-files'
import { redirectBook, redirectTarget } from './vercel-middleware'

/** Header names set per `_headers` rule (a rule starts at an unindented line). */
function headerRules(file: string): Map<string, string[]> {
  const result = new Map<string, string[]>()
  let current = ''
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    if (!line.startsWith(' ')) {
      current = line.trim()
      result.set(current, [])
    } else {
      result.get(current)?.push(line.trim().split(':')[0]?.toLowerCase() ?? '')
    }
  }
  return result
}

test('_headers sets every security header in /* alone, and the editor replaces only its CSP', () => {
  for (const host of ['cloudflare', 'netlify'] as const) {
    const parsed = headerRules(buildHeadersFile(rules, host))
    expect(parsed.get('/*')).toEqual(expect.arrayContaining(['strict-transport-security', 'content-security-policy']))
    expect(parsed.get('/assets/*')).toEqual(['cache-control'])
    expect(parsed.get('/admin')?.at(-1)).toBe('content-security-policy')
  }
  // Cloudflare joins a repeated header unless the rule detaches it; Netlify's later rule wins and has no `!`.
  expect(buildHeadersFile(rules, 'cloudflare')).toContain('/admin\n  ! Content-Security-Policy\n')
  expect(buildHeadersFile(rules, 'netlify')).not.toContain('!')
})

test('Netlify redirects the spellings it does not serve itself, and unknown paths to their own 404 page', () => {
  const file = buildNetlifyRedirects(rules)
  expect(file).toContain('/about/index.html  /about  301\n')
  expect(file).toContain('/services/ai-automation.html  /services/ai-automation  301!')
  // Netlify serves about.html at /about/ and reads /about/ as /about: a rule for it would never fire, or loop.
  expect(file).not.toMatch(/^\/about\/ /m)
  expect(file.indexOf('/services/*  /services/404.html  404')).toBeLessThan(file.indexOf('/*  /404.html  404'))
})

test('on Netlify, every other spelling of the editor’s address redirects, so none gets its policy', () => {
  const file = buildNetlifyRedirects(rules)
  for (const spelling of ['/Admin', '/ADMIN', '/aDmIn']) expect(file).toContain(`\n${spelling}  /admin  301\n`)
  expect(file).not.toMatch(/^\/admin {2}/m)
  expect(caseVariants('/ab')).toEqual(['/aB', '/Ab', '/AB'])
  expect(() => caseVariants('/administration')).toThrow(/too many letters/)
})

test('Cloudflare redirects a page’s folder index.html, which Pages itself answers with 404', () => {
  expect(buildCloudflareRedirects(rules).split('\n').slice(1, 3)).toEqual([
    '/about/index.html  /about  301',
    '/admin/index.html  /admin  301',
  ])
})

test('Vercel gets its header routes from its own compiler, then the file system, then the 404 pages', () => {
  const { routes } = getTransformedRoutes(vercelSettings(rules))
  const config = buildVercelConfig(rules, routes ?? [])
  expect(config.overrides['services/ai-automation.html']).toEqual({ path: 'services/ai-automation' })
  const handles = config.routes.map((route) => (route as { handle?: string }).handle)
  expect(handles.indexOf('filesystem')).toBeLessThan(handles.indexOf('error'))
  expect(config.routes.at(-2)).toEqual({ src: '^/services/.*$', dest: '/services/404.html', status: 404 })
})

test('Vercel’s cron asks the enquiry function once a day, as Hobby allows, only when there is one', () => {
  const routes = getTransformedRoutes(vercelSettings(rules)).routes ?? []
  expect(buildVercelConfig(rules, routes, '/api/v1.0/email/send').crons).toEqual([
    { path: '/api/v1.0/email/send', schedule: '0 6 * * *' },
  ])
  expect(buildVercelConfig(rules, routes)).not.toHaveProperty('crons')
})

test('on Vercel the editor’s policy is for its exact address; only spellings that may redirect reach the middleware', () => {
  const config = buildVercelConfig(rules, getTransformedRoutes(vercelSettings(rules)).routes ?? [])
  const routes = config.routes as { src?: string; caseSensitive?: boolean; middlewarePath?: string }[]
  const editor = routes.find((route) => route.src === '^/admin$')
  expect(editor?.caseSensitive).toBe(true)
  const middleware = routes.find((route) => route.middlewarePath)
  const reaches = (path: string) => new RegExp(middleware?.src ?? '$^').test(path)
  for (const path of ['/About', '/about/', '/about.html', '/about/index.html', '//about']) {
    expect(reaches(path), path).toBe(true)
  }
  for (const path of ['/about', '/', '/services/ai-automation', '/assets/App-Bx12.js'])
    expect(reaches(path), path).toBe(false)
  expect(routes.every((route) => !('status' in route && 'headers' in route && route.status === 308))).toBe(true)
})

test('on Vercel a function’s own path gets none of the site’s header routes: the function sends its own', () => {
  const { routes } = getTransformedRoutes(vercelSettings(rules, ['/api/v1.0/email/send']))
  const siteWide = (routes as { src: string; headers?: Record<string, string> }[]).find(
    (route) => route.headers?.['Strict-Transport-Security'],
  )
  const matches = (path: string) => new RegExp(siteWide?.src ?? '$^').test(path)
  expect(matches('/api/v1.0/email/send')).toBe(false)
  for (const path of ['/', '/about', '/api/v1.0/email/send/', '/api/v1x0/email/send', '/assets/App-Bx12.js']) {
    expect(matches(path), path).toBe(true)
  }
})

test('a headerless host gets each page’s policy as <meta>, without the directives meta cannot carry', () => {
  const html = withMetaPolicy(
    '<html><head><meta charset="utf-8"/><title>t</title>',
    "default-src 'none'; frame-ancestors 'none'",
  )
  expect(html).toBe(
    `<html><head><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><title>t</title>`,
  )
})

test('Netlify and Cloudflare redirect each old address permanently, Netlify before its 404 rules', () => {
  const netlify = buildNetlifyRedirects(moved)
  expect(netlify).toContain('\n/blog  /about  301\n/partners  https://partners.example.org/  301\n')
  expect(netlify.indexOf('/blog  /about')).toBeLessThan(netlify.indexOf('/*  /404.html  404'))
  // Cloudflare's rules match exactly, the trailing slash included.
  expect(buildCloudflareRedirects(moved)).toContain('\n/blog  /about  301\n/blog/  /about  301\n')
})

test('Vercel’s middleware sends each old address on, in any letter case, keeping the query string', () => {
  const config = buildVercelConfig(moved, getTransformedRoutes(vercelSettings(moved)).routes ?? [])
  const routes = config.routes as { src?: string; middlewarePath?: string }[]
  const middleware = new RegExp(routes.find((route) => route.middlewarePath)?.src ?? '$^')
  for (const path of ['/blog', '/Blog', '/partners/']) expect(middleware.test(path), path).toBe(true)
  const book = redirectBook(moved)
  expect(redirectTarget('/BLOG/', book, canonicalPath)).toBe('/about')
  expect(redirectTarget('/partners', book, canonicalPath)).toBe('https://partners.example.org/')
  expect(redirectTarget('/about', book, canonicalPath)).toBeUndefined()
})

test('Vercel’s middleware redirects exactly as npm start does, under a project site’s path too', () => {
  const spellings = [
    '/',
    '/About',
    '/about/',
    '/about.html',
    '/about/index.html',
    '//about',
    '/blog',
    '/Blog/',
    '/nope',
    '/index.html',
    '/Services/AI-Automation',
  ]
  for (const basePath of ['', '/repo']) {
    const site = { ...moved, basePath }
    const decide = createDecider(site, [])
    const book = redirectBook(site)
    for (const spelling of [...spellings.map((path) => `${basePath}${path}`), '/', '/repo', '/REPO/about']) {
      const decision = decide(spelling)
      const expected = decision.kind === 'redirect' ? decision.location : undefined
      expect(redirectTarget(spelling, book, canonicalPath), `${basePath}: ${spelling}`).toBe(expected)
    }
  }
})

test('GitHub Pages gets a page at the old address: sent on at once, a link, the canonical address, noindex', () => {
  const page = redirectPage('/about', 'https://www.example.com/about', 'Example & Co')
  expect(page).toContain('<meta http-equiv="refresh" content="0; url=/about">')
  expect(page).toContain('<a href="/about">https://www.example.com/about</a>')
  expect(page).toContain('<link rel="canonical" href="https://www.example.com/about">')
  expect(page).toContain('<meta name="robots" content="noindex">')
  expect(page).toContain('<title>This page has moved | Example &amp; Co</title>')
  expect(redirectPage('https://partners.example.org/', 'https://partners.example.org/', 'X')).toContain(
    '<link rel="canonical" href="https://partners.example.org/">',
  )
})

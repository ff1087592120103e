// @ts-check
/**
 * A miniature build for the server's tests, written the way scripts/build/ writes one:
 * pages, both not-found documents, a hashed asset with precompressed siblings, the static-host
 * files, and a secret beside client/ that must never be served.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildHeaderData } from '../../scripts/build/header-data.ts'
import { CACHE_POLICY, NOT_SERVED } from '../../server/serving-rules.js'

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-CLIENT-FOLDER'
export const SITE_ORIGIN = 'https://www.example.com'

/** A page with an inline script and a style attribute, so each has its own CSP hashes. */
const page = (/** @type {string} */ title) =>
  `<!doctype html><html><body><div style="pointer-events:none"></div><h1>${title}</h1><script>window.page=${JSON.stringify(title)}</script></body></html>`

/** @param {{ enquiries?: 'provider' | 'local-stand-in' }} [options] */
export function makeBuild({ enquiries = 'local-stand-in' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'))
  /** @type {Record<string, string>} */
  const documents = {
    'index.html': page('Home'),
    'about.html': page('About'),
    'services.html': page('Services'),
    'services/ai-automation.html': page('AI'),
    '404.html': page('404 Page Not Found'),
    'services/404.html': page('Service Not Found'),
  }
  const asset = `console.log(${JSON.stringify('x'.repeat(200))})`
  /** @type {Record<string, string | Buffer>} */
  const files = {
    ...documents,
    'index.html.gz': gzipSync(documents['index.html'] ?? ''),
    'assets/app-abc123.js': asset,
    'assets/app-abc123.js.gz': gzipSync(asset),
    'assets/app-abc123.js.map': '{"sources":[]}',
    'robots.txt': 'User-agent: *',
    _headers: '/*\n  X-Test: 1',
    _redirects: '/a /b 301',
  }
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, 'client', file, '..'), { recursive: true })
    writeFileSync(join(dir, 'client', file), body)
  }
  writeFileSync(join(dir, 'secret.txt'), SECRET)
  const rules = {
    pages: ['/', '/about', '/services', '/services/ai-automation'],
    notFound: [
      { prefix: '/services/', file: 'services/404.html' },
      { prefix: '/', file: '404.html' },
    ],
    enquiries,
    siteOrigin: SITE_ORIGIN,
    headers: buildHeaderData({ documents, imageOrigin: 'https://images.example.com' }),
    cache: CACHE_POLICY,
    notServed: NOT_SERVED,
  }
  writeFileSync(join(dir, 'site-manifest.json'), JSON.stringify(rules))
  return { dir, rules, asset }
}

// @ts-check
/**
 * A miniature build for the server's tests, written the way pipeline/ writes one:
 * pages, both not-found documents, the two enquiry answers (the sent one a page), a hashed asset with precompressed siblings, the static-host
 * files, the serving rules listing every file's SHA-256, and a secret beside client/ that must
 * never be served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildHeaderData } from '../../pipeline/header-data.ts'
import { digestBytes } from '../../server/build-copy.js'
import { CACHE_POLICY, ENQUIRY_ANSWERS, ENQUIRY_SENT_PAGE, NOT_SERVED, pageFile } from '../../server/serving-rules.js'

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-CLIENT-FOLDER'
export const SITE_ORIGIN = 'https://www.example.com'

/**
 * A page with its hashed script, an inline script and a style attribute, so each has its own CSP
 * hashes; `edition` is in the inline script, as a rebuild changes React Router's.
 */
const page = (/** @type {string} */ title, /** @type {string} */ asset, /** @type {string} */ edition) =>
  `<!doctype html><html><head><script type="module" src="/assets/${asset}"></script></head><body><div style="pointer-events:none"></div><h1>${title}</h1><script>window.page=${JSON.stringify(title + edition)}</script></body></html>`

/** The form's service choices, as a real build records the services of its content. */
const SERVICES = [
  { value: 'ai-automation', label: 'AI & Automation' },
  { value: 'other', label: 'Other' },
]

/**
 * The two documents a form posted without JavaScript ends on, marked as the build's are
 * (server/enquiry-answer-page.js): the sent page, and the not-sent one holding the form's controls.
 */
const ANSWER_DOCUMENTS = {
  [ENQUIRY_ANSWERS.sent]:
    '<!doctype html><html><body><main><h1 data-enquiry-answer="heading">Thank you</h1><div data-enquiry-answer="message"><p>Sent.</p></div></main></body></html>',
  [ENQUIRY_ANSWERS.notSent]: `<!doctype html><html><body><main><h1 data-enquiry-answer="heading">Your enquiry</h1><div data-enquiry-answer="message"></div><form method="post">${['name', 'email', 'phone', 'company'].map((name) => `<input id="enquiry-${name}" name="${name}" required=""/>`).join('')}<select id="enquiry-service" name="service"><option value="">Select a service</option><option value="ai-automation">AI &amp; Automation</option><option value="other">Other</option></select><textarea id="enquiry-message" name="message" rows="5"></textarea><input name="website" tabindex="-1"/></form></main></body></html>`,
}

/** The company and contact address the mini build records, as a real one records the configuration's. */
export const CONTACT = { name: 'Example Consulting', email: 'hello@example.com' }

/**
 * @param {{
 *   enquiries?: 'provider' | 'local-stand-in',
 *   edition?: string,
 *   dir?: string,
 *   morePages?: string[],
 *   preview?: boolean,
 *   siteOrigin?: string,
 * }} [options]
 * `edition` names a rebuild: it is in every page and the hashed script's name, as in a real one;
 * `dir` is rebuilt (emptied first, as `react-router build` does) instead of a new folder made;
 * `morePages`: paths of pages beyond the usual four, e.g. a new article; `preview`: a PREVIEW=1
 * build, as its serving rules record it; `siteOrigin`: the site's address, as a changed `siteUrl` makes it.
 */
export function makeBuild({
  enquiries = 'local-stand-in',
  edition = '',
  dir = '',
  morePages = [],
  preview = false,
  siteOrigin = SITE_ORIGIN,
} = {}) {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir ||= mkdtempSync(join(tmpdir(), 'site-build-'))
  const assetName = edition ? `app-${edition}.js` : 'app-abc123.js'
  /** @param {string} title */
  const write = (title) => page(title, assetName, edition)
  /** @type {Record<string, string>} */
  const documents = {
    'index.html': write('Home'),
    'about.html': write('About'),
    'services.html': write('Services'),
    'services/ai-automation.html': write('AI'),
    '404.html': write('404 Page Not Found'),
    ...ANSWER_DOCUMENTS,
    'services/404.html': write('Service Not Found'),
    ...Object.fromEntries(morePages.map((path) => [pageFile(path), write(path)])),
  }
  const asset = `console.log(${JSON.stringify(`${edition}${'x'.repeat(200)}`)})`
  /** @type {Record<string, string | Buffer>} */
  const files = {
    ...documents,
    'index.html.gz': gzipSync(documents['index.html'] ?? ''),
    [`assets/${assetName}`]: asset,
    [`assets/${assetName}.gz`]: gzipSync(asset),
    [`assets/${assetName}.map`]: '{"sources":[]}',
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
    pages: ['/', '/about', ENQUIRY_SENT_PAGE, '/services', '/services/ai-automation', ...morePages],
    notFound: [
      { prefix: '/services/', file: 'services/404.html' },
      { prefix: '/', file: '404.html' },
    ],
    enquiries,
    siteOrigin,
    contact: CONTACT,
    enquiryAnswers: ENQUIRY_ANSWERS,
    enquiryServices: SERVICES,
    preview,
    headers: buildHeaderData({ documents, imageOrigin: 'https://images.example.com' }),
    cache: CACHE_POLICY,
    notServed: NOT_SERVED,
    files: Object.fromEntries(Object.entries(files).map(([file, body]) => [file, digestBytes(body)])),
  }
  writeFileSync(join(dir, 'site-manifest.json'), JSON.stringify(rules))
  return { dir, rules, asset, assetName }
}

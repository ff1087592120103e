// @ts-check
/**
 * The production request handler: serves the prerendered build with sirv and decides,
 * from build/site-manifest.json, which URLs are pages, which redirect to their canonical
 * lowercase form, and which answer 404 with the matching not-found page.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sirv from 'sirv'
import { createSecurityHeaders } from './security-headers.js'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(req: Request, res: Response) => unknown} Handler */
/** @typedef {import('./security-headers.js').HeaderData} HeaderData */
/** @typedef {{ pages: string[], notFound: { prefix: string, file: string }[], headers?: HeaderData }} SiteManifest */

const MAX_URL_LENGTH = 2048
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * @param {Response} res
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(body)
}

/** Lowercase, no trailing slash, no `index.html`: the one spelling each page is served at. */
export function canonicalPath(/** @type {string} */ pathname) {
  const lower = pathname.toLowerCase().replace(/\/index\.html$/, '/')
  return lower.replace(/\/+$/, '') || '/'
}

/**
 * @param {{
 *   buildDir: string,
 *   routes?: Record<string, Handler>,
 *   setHeaders?: (res: Response, pathname: string) => void,
 *   forceHttps?: boolean,
 * }} options
 * `routes` are exact-path handlers that see every method (the local enquiry endpoint);
 * `setHeaders` adds further headers to every routed response. The security headers recorded in
 * the manifest are always sent, on every response, with each document's own CSP;
 * `forceHttps` adds `upgrade-insecure-requests` even when no proxy says the request was https.
 */
export function createSiteHandler({ buildDir, routes = {}, setHeaders = () => {}, forceHttps = false }) {
  const clientDir = resolve(buildDir, 'client')
  /** @type {SiteManifest} */
  const manifest = JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8'))
  const pages = new Set(manifest.pages)
  const security = createSecurityHeaders(manifest.headers, { forceHttps })

  const serveStatic = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    // Pages are mapped to their index.html above; guessing extensions would serve /404 as a 200.
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? IMMUTABLE : pathname.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
      )
    },
  })

  /**
   * Serves the not-found document for `pathname` with status 404. sirv always answers 200,
   * so its writeHead is pinned to 404, and conditional/range headers are dropped so a 404
   * never turns into a 304 or 206.
   * @param {Request} req @param {Response} res @param {string} pathname
   */
  function serveNotFound(req, res, pathname) {
    const page = manifest.notFound.find((entry) => pathname.startsWith(entry.prefix)) ?? manifest.notFound.at(-1)
    if (!page) return sendText(res, 404, 'Not Found')
    security.applyPolicy(req, res, page.file)
    delete req.headers['if-none-match']
    delete req.headers.range
    const writeHead = res.writeHead.bind(res)
    res.writeHead = /** @type {typeof res.writeHead} */ (
      (/** @type {number} */ _status, /** @type {any[]} */ ...rest) => writeHead(404, ...rest)
    )
    req.url = `/${page.file}`
    serveStatic(req, res, () => sendText(res, 404, 'Not Found'))
  }

  /** @type {Handler} */
  return function handleRequest(req, res) {
    const rawUrl = req.url ?? '/'
    security.apply(req, res)
    let pathname
    let search
    try {
      if (rawUrl.length > MAX_URL_LENGTH) return sendText(res, 414, 'URI Too Long')
      const url = new URL(rawUrl, 'http://localhost')
      pathname = decodeURIComponent(url.pathname)
      search = url.search
    } catch {
      return sendText(res, 400, 'Bad Request')
    }
    if (pathname.includes('\0')) return sendText(res, 400, 'Bad Request')

    setHeaders(res, pathname)

    const route = routes[pathname]
    if (route) return route(req, res)

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    }

    const canonical = canonicalPath(pathname)
    if (pages.has(canonical)) {
      if (canonical !== pathname) {
        res.writeHead(301, { Location: `${canonical}${search}`, 'Cache-Control': 'public, max-age=3600' })
        return res.end()
      }
      const file = canonical === '/' ? 'index.html' : `${canonical.slice(1)}/index.html`
      security.applyPolicy(req, res, file)
      req.url = `/${file}`
      return serveStatic(req, res, () => serveNotFound(req, res, canonical))
    }

    // HTML documents are only ever served as pages (above) or as the not-found page.
    if (pathname.endsWith('.html') || pathname.endsWith('/')) return serveNotFound(req, res, canonical)
    req.url = pathname
    return serveStatic(req, res, () => serveNotFound(req, res, canonical))
  }
}

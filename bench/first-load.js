// @ts-check
/**
 * What a prerendered page makes the browser download before any interaction: the JavaScript
 * module graph its HTML starts (static imports, followed transitively; lazy `import()` inside
 * chunks is not first load) and its stylesheets, in gzip bytes as the server sends them.
 * Shared by the byte-budget test (tests/e2e/budgets.spec.ts) and `npm run bench`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

/** `import … from "x"`, `import "x"`, `export … from "x"` (minified or not). */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g
/** `import("x")` with a literal specifier. */
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g
/** Any script URL written as a string literal in an inline script. */
const SCRIPT_URL = /["']((?:https?:)?\/[^"'\s]*\.m?js)["']/g

/** @param {string} html */
export function scriptTags(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
    src: (match[1] ?? '').match(/\bsrc="([^"]+)"/)?.[1],
  }))
}

/** @param {string} html */
export function stylesheetHrefs(html) {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((match) => match[0].match(/\bhref="([^"]+)"/)?.[1])
    .filter((href) => href !== undefined)
}

/** @param {string} html */
export function modulePreloadHrefs(html) {
  return [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)]
    .map((match) => match[0].match(/\bhref="([^"]+)"/)?.[1])
    .filter((href) => href !== undefined)
}

/** Gzip size of a built file: its precompressed `.gz` if the build wrote one. */
export function gzipBytes(/** @type {string} */ file) {
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length
}

/**
 * @param {string} clientDir the build's client directory
 * @param {string} htmlFile a prerendered page, relative to clientDir (e.g. "index.html")
 */
export function firstLoad(clientDir, htmlFile) {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8')
  /** @type {Set<string>} site paths such as /assets/x.js */
  const scripts = new Set()
  /** @type {string[]} */
  const external = []

  /** @param {string} specifier @param {string} from site path of the importer */
  const visit = (specifier, from) => {
    if (/^(https?:)?\/\//.test(specifier)) {
      external.push(specifier)
      return
    }
    const path = specifier.startsWith('/') ? specifier : posix.join(posix.dirname(from), specifier)
    if (scripts.has(path)) return
    scripts.add(path)
    const code = readFileSync(join(clientDir, path), 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) if (match[1]) visit(match[1], path)
  }

  const pagePath = `/${htmlFile}`
  for (const tag of scriptTags(html)) {
    if (/type="application\/(ld\+)?json"/.test(tag.attributes)) continue
    if (tag.src) visit(tag.src, pagePath)
    // The inline bootstrap's imports, dynamic ones included, all run on load.
    for (const match of tag.body.matchAll(STATIC_IMPORT)) if (match[1]) visit(match[1], pagePath)
    for (const match of tag.body.matchAll(DYNAMIC_IMPORT)) if (match[1]) visit(match[1], pagePath)
    // A loader that adds a <script src> later (scripts/defer-hydration.ts) names the file as a string.
    for (const match of tag.body.matchAll(SCRIPT_URL)) if (match[1]) visit(match[1], pagePath)
  }
  for (const href of modulePreloadHrefs(html)) visit(href, pagePath)

  const css = stylesheetHrefs(html)
  const cssExternal = css.filter((href) => /^(https?:)?\/\//.test(href))
  const files = [...scripts].map((path) => ({ path, gzip: gzipBytes(join(clientDir, path)) }))
  return {
    html: { bytes: Buffer.byteLength(html), gzip: gzipBytes(join(clientDir, htmlFile)) },
    scripts: files.sort((a, b) => b.gzip - a.gzip),
    scriptGzip: files.reduce((sum, file) => sum + file.gzip, 0),
    cssGzip: css
      .filter((href) => !cssExternal.includes(href))
      .reduce((sum, href) => sum + gzipBytes(join(clientDir, href)), 0),
    external: [...external, ...cssExternal],
  }
}

/** The prerendered HTML file of each page path, relative to the build's client directory. */
export function htmlFiles(/** @type {string[]} */ pagePaths) {
  return pagePaths.map((path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`))
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(dirname(process.argv[1]), ''))) {
  const [clientDir = 'build/client', htmlFile = 'index.html'] = process.argv.slice(2)
  const result = firstLoad(clientDir, htmlFile)
  for (const file of result.scripts) console.log(`${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${file.path}`)
  console.log(`JS ${(result.scriptGzip / 1024).toFixed(1)} KB gzip, CSS ${(result.cssGzip / 1024).toFixed(1)} KB gzip`)
}

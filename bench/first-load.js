// @ts-check
/**
 * What a prerendered page makes the browser download, in bytes as the server sends them (brotli
 * when the build precompressed it, which every browser accepts; gzip beside it):
 * - `scripts`: the JavaScript its HTML loads by itself (`<script src>`, module preloads, and
 *   their static imports, followed through the built files);
 * - `island`: the contact form's island, which the page's inline loader fetches when the visitor
 *   nears or touches the form (at once on /contact): its entry and static imports, read from
 *   Vite's manifest of the client build (build/client-manifest.json, kept by scripts/finish-build.ts);
 * - its stylesheets and the HTML itself.
 * Shared by the byte-budget test (tests/e2e/budgets.spec.ts) and `npm run bench`.
 * Run `node bench/first-load.js .test-build index.html` to list a page's files.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { ISLAND_SOURCE } from '../scripts/island-source.js'

/** The attribute that marks the prerendered form the island hydrates (app/features/contact/island-loader.ts). */
export const ISLAND_MARKER = 'data-contact-form='

/** `import … from "x"`, `import "x"`, `export … from "x"` (minified or not). */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g

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

/** Brotli size of a built file: what browsers receive. Its precompressed `.br` if the build wrote one. */
export function brotliBytes(/** @type {string} */ file) {
  return existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(readFileSync(file)).length
}

/** @param {string} clientDir @param {string[]} paths site paths such as /assets/x.js */
function sized(clientDir, paths) {
  const files = paths.map((path) => ({
    path,
    brotli: brotliBytes(join(clientDir, path)),
    gzip: gzipBytes(join(clientDir, path)),
  }))
  return {
    files: files.sort((a, b) => b.brotli - a.brotli),
    brotli: files.reduce((sum, file) => sum + file.brotli, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  }
}

/**
 * The island's files: its entry and every chunk it imports statically, from Vite's manifest.
 * Lazy imports (the toast component, the e-mail SDK) load only when a toast or a send needs them.
 * @param {string} buildDir
 */
export function islandLoad(buildDir) {
  /** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(join(buildDir, 'client-manifest.json'), 'utf8'))
  if (!manifest[ISLAND_SOURCE]?.isEntry) throw new Error(`${ISLAND_SOURCE} is not an entry of the client manifest`)
  /** @type {Set<string>} */
  const paths = new Set()
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key]
    if (!chunk || paths.has(`/${chunk.file}`)) return
    paths.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(ISLAND_SOURCE)
  return sized(join(buildDir, 'client'), [...paths])
}

/**
 * @param {string} buildDir the build directory (its client/ folder is what is served)
 * @param {string} htmlFile a prerendered page, relative to client/ (e.g. "index.html")
 */
export function firstLoad(buildDir, htmlFile) {
  const clientDir = join(buildDir, 'client')
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
  for (const tag of scriptTags(html)) if (tag.src) visit(tag.src, pagePath)
  for (const href of modulePreloadHrefs(html)) visit(href, pagePath)

  const css = stylesheetHrefs(html)
  const cssExternal = css.filter((href) => /^(https?:)?\/\//.test(href))
  const ownCss = css.filter((href) => !cssExternal.includes(href)).map((href) => join(clientDir, href))
  const inline = scriptTags(html).filter((tag) => !tag.src && !/type="application\/(ld\+)?json"/.test(tag.attributes))
  return {
    html: {
      bytes: Buffer.byteLength(html),
      gzip: gzipBytes(join(clientDir, htmlFile)),
      brotli: brotliBytes(join(clientDir, htmlFile)),
    },
    scripts: sized(clientDir, [...scripts]),
    /** Inline script source (in the HTML, so inside its budget too). */
    inlineScriptBytes: inline.reduce((sum, tag) => sum + Buffer.byteLength(tag.body), 0),
    /** The contact form island, when the page carries the form. */
    island: html.includes(ISLAND_MARKER) ? islandLoad(buildDir) : undefined,
    cssGzip: ownCss.reduce((sum, file) => sum + gzipBytes(file), 0),
    cssBrotli: ownCss.reduce((sum, file) => sum + brotliBytes(file), 0),
    external: [...external, ...cssExternal],
  }
}

/** The prerendered HTML file of each page path, relative to the build's client directory. */
export function htmlFiles(/** @type {string[]} */ pagePaths) {
  return pagePaths.map((path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`))
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(dirname(process.argv[1]), ''))) {
  const [buildDir = 'build', htmlFile = 'index.html'] = process.argv.slice(2)
  const result = firstLoad(buildDir, htmlFile)
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`
  for (const file of result.scripts.files) console.log(`${kb(file.brotli)}  ${file.path}`)
  console.log(`Page scripts ${kb(result.scripts.brotli)} brotli; inline ${result.inlineScriptBytes} bytes of source`)
  if (result.island) {
    for (const file of result.island.files) console.log(`${kb(file.brotli)}  ${file.path}`)
    console.log(`Contact form island ${kb(result.island.brotli)} brotli (${kb(result.island.gzip)} gzip)`)
  }
  console.log(`HTML ${kb(result.html.brotli)} brotli, CSS ${kb(result.cssBrotli)} brotli`)
}

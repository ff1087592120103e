/**
 * What a prerendered page makes the browser download, in bytes as the server sends them (brotli
 * when the build precompressed it, which every browser accepts; gzip beside it):
 * - `scripts`: the JavaScript its HTML loads by itself (`<script src>`, module preloads, and the
 *   chunks they import statically);
 * - `island`: the contact form's island, which the page's inline loader fetches when the visitor
 *   first touches the form (app/features/contact/island-loader.ts): its entry and static imports;
 * - its stylesheets and the HTML itself.
 * Which chunk imports which comes from Vite's manifest of the client build (build/client-manifest.json,
 * kept by the build); the tags come from an HTML parser.
 * Shared by the byte-budget checks (tests/built-site/budgets.test.ts) and `npm run bench`.
 * Run `tsx scripts/measure/first-load.ts .test-build /contact` to list a page's files.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { CONTACT_FORM_ATTRIBUTE } from '../../app/features/contact/island-loader'
import { ISLAND_SOURCE } from '../../pipeline/vite-plugins/island-source.ts'
import { pageFile } from '../../server/serving-rules.js'

type Element = DefaultTreeAdapterTypes.Element
type ChildNode = DefaultTreeAdapterTypes.ChildNode
type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

const isExternal = (url: string) => /^(https?:)?\/\//.test(url)

/** Every element of an HTML document, in document order. */
function htmlElements(html: string): Element[] {
  const found: Element[] = []
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue
      found.push(node)
      visit(node.childNodes)
    }
  }
  visit(parse(html).childNodes)
  return found
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

export function scriptTags(html: string) {
  return htmlElements(html)
    .filter((element) => element.tagName === 'script')
    .map((element) => ({
      type: attribute(element, 'type'),
      src: attribute(element, 'src'),
      body: element.childNodes.map((node) => ('value' in node ? node.value : '')).join(''),
    }))
}

/** The `href` of every `<link rel="…">` of that kind. */
export function linkHrefs(html: string, rel: string): string[] {
  return htmlElements(html)
    .filter((element) => element.tagName === 'link' && attribute(element, 'rel')?.split(/\s+/).includes(rel))
    .map((element) => attribute(element, 'href'))
    .filter((href) => href !== undefined)
}

/** Gzip size of a built file: its precompressed `.gz` if the build wrote one. */
function gzipBytes(file: string): number {
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length
}

/** Brotli size of a built file: what browsers receive. Its precompressed `.br` if the build wrote one. */
function brotliBytes(file: string): number {
  return existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(readFileSync(file)).length
}

/** Sizes of site paths such as /assets/x.js, largest first. */
function sized(clientDir: string, paths: string[]) {
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

function readManifest(buildDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(buildDir, 'client-manifest.json'), 'utf8'))
}

/**
 * The site paths of the chunks with these manifest keys and of every chunk they import statically.
 * Dynamic imports (the toast component, the e-mail SDK) load only when a toast or a send needs them.
 */
function withStaticImports(manifest: ViteManifest, keys: string[]): string[] {
  const paths = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || paths.has(`/${chunk.file}`)) return
    paths.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...paths]
}

/** The island's files: its entry and every chunk it imports statically. */
function islandLoad(buildDir: string) {
  const manifest = readManifest(buildDir)
  if (!manifest[ISLAND_SOURCE]?.isEntry) throw new Error(`${ISLAND_SOURCE} is not an entry of the client manifest`)
  return sized(join(buildDir, 'client'), withStaticImports(manifest, [ISLAND_SOURCE]))
}

/**
 * @param buildDir the build directory (its client/ folder is what is served)
 * @param htmlFile a prerendered page, relative to client/ (e.g. "index.html")
 * @param basePath the path the site is served under (`/repo` for a project site), which its addresses carry
 */
export function firstLoad(buildDir: string, htmlFile: string, basePath = '') {
  const clientDir = join(buildDir, 'client')
  const html = readFileSync(join(clientDir, htmlFile), 'utf8')
  const scripts = scriptTags(html)
  const inSite = (url: string) => (basePath && url.startsWith(`${basePath}/`) ? url.slice(basePath.length) : url)
  const loaded = [...scripts.flatMap((tag) => (tag.src ? [tag.src] : [])), ...linkHrefs(html, 'modulepreload')].map(
    inSite,
  )
  const external = loaded.filter(isExternal)
  const manifest = readManifest(buildDir)
  const keyOfPath = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const own = loaded.filter((url) => !isExternal(url))
  // A script Vite did not build (a file Vite copied as it is) has no manifest entry and imports nothing we follow.
  const unbuilt = own.filter((path) => !keyOfPath.has(path))
  const keys = own.flatMap((path) => keyOfPath.get(path) ?? [])
  const css = linkHrefs(html, 'stylesheet').map(inSite)
  const ownCss = css.filter((href) => !isExternal(href)).map((href) => join(clientDir, href))
  const inline = scripts.filter((tag) => !tag.src && !/^application\/(ld\+)?json$/.test(tag.type ?? ''))
  return {
    html: {
      bytes: Buffer.byteLength(html),
      gzip: gzipBytes(join(clientDir, htmlFile)),
      brotli: brotliBytes(join(clientDir, htmlFile)),
    },
    scripts: sized(clientDir, [...new Set([...withStaticImports(manifest, keys), ...unbuilt])]),
    /** Inline script source (in the HTML, so inside its budget too). */
    inlineScriptBytes: inline.reduce((sum, tag) => sum + Buffer.byteLength(tag.body), 0),
    /** The contact form island, when the page carries the form. */
    island: htmlElements(html).some((element) => attribute(element, CONTACT_FORM_ATTRIBUTE) !== undefined)
      ? islandLoad(buildDir)
      : undefined,
    cssGzip: ownCss.reduce((sum, file) => sum + gzipBytes(file), 0),
    cssBrotli: ownCss.reduce((sum, file) => sum + brotliBytes(file), 0),
    external: [...external, ...css.filter(isExternal)],
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [buildDir = 'build', page = '/'] = process.argv.slice(2)
  const result = firstLoad(buildDir, pageFile(page))
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`
  for (const file of result.scripts.files) console.log(`${kb(file.brotli)}  ${file.path}`)
  console.log(`Page scripts ${kb(result.scripts.brotli)} brotli; inline ${result.inlineScriptBytes} bytes of source`)
  if (result.island) {
    for (const file of result.island.files) console.log(`${kb(file.brotli)}  ${file.path}`)
    console.log(`Contact form island ${kb(result.island.brotli)} brotli (${kb(result.island.gzip)} gzip)`)
  }
  console.log(`HTML ${kb(result.html.brotli)} brotli, CSS ${kb(result.cssBrotli)} brotli`)
}

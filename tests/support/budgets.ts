/**
 * The byte budgets of bench/budgets.json as the budget checks read them (tests/built-site/budgets.test.ts
 * over the files, tests/e2e/reading-on-a-phone.spec.ts in the browser), and which of a build's documents are
 * visitors' pages: the owner's browser editor (/admin) is a 3 MB application by design.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstLoad } from '../../scripts/measure/first-load'
import { pageFile } from '../../server/serving-rules.js'

type Budgets = { bytes: { pageJsKb: number; formPageJsKb: number; cssKb: number; htmlKb: number } }

export function readBudgets() {
  const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets
  return {
    budgets,
    kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
    pageBudget: budgets.bytes.pageJsKb * 1024,
    formPageBudget: budgets.bytes.formPageJsKb * 1024,
  }
}

type Manifest = { pages: string[]; editorPages?: string[] }
const readManifest = (buildDir: string): Manifest =>
  JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8'))

/** The build's pages a visitor reads: every page but the editor's. */
export function visitorPages(buildDir: string): string[] {
  const { pages, editorPages = [] } = readManifest(buildDir)
  return pages.filter((page) => !editorPages.includes(page))
}

/** The HTML files of those pages and of the not-found pages, under client/, in name order. */
export function visitorHtmlFiles(buildDir: string): string[] {
  const { editorPages = [] } = readManifest(buildDir)
  const isEditorFile = (file: string) =>
    editorPages.some((page) => file === pageFile(page) || file.startsWith(`${page.slice(1)}/`))
  return readdirSync(join(buildDir, 'client'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !isEditorFile(file))
    .sort()
}

/**
 * Every page of a build over its byte budgets, as served: the JavaScript it loads by itself (and
 * with the form's island), its CSS, and its HTML in brotli and gzip. Empty when all hold; read for
 * the test build (tests/built-site/budgets.test.ts) and the owner's own content
 * (tests/changed-site/project-site.test.ts, under its `basePath`).
 */
export function overBudget(buildDir: string, basePath = '') {
  const { budgets, kb, pageBudget, formPageBudget } = readBudgets()
  const scripts: string[] = []
  const bytes: string[] = []
  for (const file of visitorHtmlFiles(buildDir)) {
    const page = firstLoad(buildDir, file, basePath)
    const detail = page.scripts.files.map((script) => `${kb(script.brotli)} ${script.path}`).join(', ')
    if (page.scripts.brotli > pageBudget) scripts.push(`${file} loads ${kb(page.scripts.brotli)}: ${detail}`)
    // The island is the only script a page runs, once the visitor touches the form; it comes on
    // top of whatever the page loads.
    const withIsland = page.scripts.brotli + (page.island?.brotli ?? 0)
    if (withIsland > formPageBudget) scripts.push(`${file} with the form island: ${kb(withIsland)}`)
    if (page.cssBrotli > budgets.bytes.cssKb * 1024) bytes.push(`${file} CSS ${kb(page.cssBrotli)}`)
    // gzip too, for clients without brotli.
    for (const [encoding, size] of [
      ['brotli', page.html.brotli],
      ['gzip', page.html.gzip],
    ] as const) {
      if (size > budgets.bytes.htmlKb * 1024) bytes.push(`${file} HTML ${kb(size)} ${encoding}`)
    }
  }
  return { scripts, bytes }
}

/**
 * The byte budgets of bench/budgets.json as the budget checks read them (tests/built-site/budgets.test.ts
 * over the files, tests/e2e/budgets.spec.ts in the browser), and which of a build's documents are
 * visitors' pages: the owner's browser editor (/admin) is a 3 MB application by design.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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

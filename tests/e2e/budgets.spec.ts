import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pages } from '../../app/content/page-list'
import { firstLoad, linkHrefs, scriptTags } from '../../scripts/measure/first-load'
import { pageFile } from '../../server/serving-rules.js'
import { expect, test } from '../support/fixtures'
import { TEST_BUILD_DIR } from '../support/test-environment'

// Byte budgets are deterministic, so they run with every `npm test`; Lighthouse timings don't
// (too noisy on a shared machine) and live in `npm run bench`.
const clientDir = join(TEST_BUILD_DIR, 'client')
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
  bytes: { pageJsKb: number; formPageJsKb: number; cssKb: number; htmlKb: number }
}
const KB = 1024
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const pageBudget = budgets.bytes.pageJsKb * KB
const formPageBudget = budgets.bytes.formPageJsKb * KB

const manifest = JSON.parse(readFileSync(join(TEST_BUILD_DIR, 'site-manifest.json'), 'utf8')) as {
  pages: string[]
  editorPages?: string[]
}
// The owner's browser editor (/admin) is a 3 MB application by design: budgets are for visitors' pages.
const editorPages = new Set(manifest.editorPages ?? [])
const isEditorFile = (file: string) =>
  [...editorPages].some((page) => file === pageFile(page) || file.startsWith(`${page.slice(1)}/`))
const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !isEditorFile(file))
  .sort()
const pagePaths = manifest.pages.filter((page) => !editorPages.has(page))

test(`no page's HTML loads more than ${budgets.bytes.pageJsKb} KB of JavaScript by itself, and the form's island stays within ${budgets.bytes.formPageJsKb} KB`, () => {
  expect(htmlFiles.length).toBeGreaterThan(10)
  for (const file of htmlFiles) {
    const page = firstLoad(TEST_BUILD_DIR, file)
    const detail = page.scripts.files.map((script) => `${kb(script.brotli)} ${script.path}`).join('\n')
    expect(page.scripts.brotli, `${file} loads ${kb(page.scripts.brotli)}:\n${detail}`).toBeLessThanOrEqual(pageBudget)
    // The island is the only script a page runs; it comes on top of whatever the page loads.
    if (page.island) {
      const total = page.scripts.brotli + page.island.brotli
      expect(total, `${file} with the form island: ${kb(total)}`).toBeLessThanOrEqual(formPageBudget)
    }
  }
  // The pages with the enquiry form carry its island; the others don't.
  expect(firstLoad(TEST_BUILD_DIR, pageFile('/contact')).island).toBeDefined()
  expect(firstLoad(TEST_BUILD_DIR, pageFile('/')).island).toBeDefined()
  expect(firstLoad(TEST_BUILD_DIR, pageFile('/about')).island).toBeUndefined()
})

test(`every page's CSS is at most ${budgets.bytes.cssKb} KB and its HTML at most ${budgets.bytes.htmlKb} KB (as served)`, () => {
  for (const file of htmlFiles) {
    const page = firstLoad(TEST_BUILD_DIR, file)
    expect(page.cssBrotli, `${file} CSS ${kb(page.cssBrotli)}`).toBeLessThanOrEqual(budgets.bytes.cssKb * KB)
    expect(page.html.brotli, `${file} HTML ${kb(page.html.brotli)}`).toBeLessThanOrEqual(budgets.bytes.htmlKb * KB)
    // gzip too, for clients without brotli.
    expect(page.html.gzip, `${file} HTML ${kb(page.html.gzip)} gzip`).toBeLessThanOrEqual(budgets.bytes.htmlKb * KB)
  }
})

test.describe('in the browser, on a phone, a visitor who only reads', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  for (const path of pagePaths) {
    const budget = path === pages.contact.path ? formPageBudget : pageBudget
    test(`downloads at most ${kb(budget)} of JavaScript on ${path}`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const { scripts, firstPaint } = await page.evaluate(() => ({
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
          .map((entry) => ({
            url: entry.name,
            bytes: (entry as PerformanceResourceTiming).encodedBodySize,
            start: entry.startTime,
          })),
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }))
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0)
      expect(total, scripts.map((script) => `${kb(script.bytes)} ${script.url}`).join('\n')).toBeLessThanOrEqual(budget)
      // Whatever JavaScript there is starts downloading after the page has painted.
      for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(firstPaint)
    })
  }
})

test('no page loads a script, stylesheet or font from another origin', () => {
  const offenders: string[] = []
  for (const file of htmlFiles) {
    const html = readFileSync(join(clientDir, file), 'utf8')
    const page = firstLoad(TEST_BUILD_DIR, file)
    offenders.push(...page.external.map((url) => `${file}: ${url}`))
    for (const tag of scriptTags(html))
      if (tag.src && /^(https?:)?\/\//.test(tag.src)) offenders.push(`${file}: ${tag.src}`)
    for (const rel of ['stylesheet', 'preload', 'modulepreload']) {
      for (const href of linkHrefs(html, rel)) if (/^(https?:)?\/\//.test(href)) offenders.push(`${file}: ${href}`)
    }
  }
  // Stylesheets (and the fonts they could pull in) must be our own too.
  const assets = readdirSync(join(clientDir, 'assets'), { encoding: 'utf8' })
  for (const css of assets.filter((file) => file.endsWith('.css'))) {
    const text = readFileSync(join(clientDir, 'assets', css), 'utf8')
    for (const match of text.matchAll(/(?:url\(|@import\s+)["']?((?:https?:)?\/\/[^"')\s]+)/g)) {
      offenders.push(`assets/${css}: ${match[1]}`)
    }
  }
  expect(offenders).toEqual([])
})

test('in the browser, the contact page requests scripts, styles and fonts from its own origin only', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!['script', 'stylesheet', 'font'].includes(request.resourceType())) return
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) foreign.push(request.url())
  })
  await page.goto('/contact')
  await page.locator('[data-contact-form="ready"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})

test('prerendered pages carry no React Router runtime: no module preloads, no module scripts', () => {
  for (const file of htmlFiles) {
    const html = readFileSync(join(clientDir, file), 'utf8')
    expect(html, file).not.toContain('rel="modulepreload"')
    expect(html, file).not.toMatch(/<script[^>]*type="module"/)
    expect(html, file).not.toContain('__reactRouterContext')
  }
})

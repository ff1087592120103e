/**
 * The byte budgets (bench/budgets.json) over the test build's files, as served (brotli and gzip):
 * deterministic, so they run with every `npm test`; Lighthouse timings are too noisy on a shared
 * machine and live in `npm run bench`. What a phone downloads in the browser is in
 * tests/e2e/reading-on-a-phone.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { firstLoad, linkHrefs, scriptTags } from '../../scripts/measure/first-load'
import { pageFile } from '../../server/serving-rules.js'
import { overBudget, readBudgets, visitorHtmlFiles } from '../support/budgets'
import { TEST_BUILD_DIR } from '../support/test-environment'

const clientDir = join(TEST_BUILD_DIR, 'client')
const { budgets } = readBudgets()
const htmlFiles = visitorHtmlFiles(TEST_BUILD_DIR)

test(`no page's HTML loads more than ${budgets.bytes.pageJsKb} KB of JavaScript by itself, and the form's island stays within ${budgets.bytes.formPageJsKb} KB`, () => {
  expect(htmlFiles.length).toBeGreaterThan(10)
  expect(overBudget(TEST_BUILD_DIR).scripts).toEqual([])
  // The pages with the enquiry form carry its island; the others don't.
  expect(firstLoad(TEST_BUILD_DIR, pageFile('/contact')).island).toBeDefined()
  expect(firstLoad(TEST_BUILD_DIR, pageFile('/')).island).toBeDefined()
  expect(firstLoad(TEST_BUILD_DIR, pageFile('/about')).island).toBeUndefined()
})

test(`every page's CSS is at most ${budgets.bytes.cssKb} KB and its HTML at most ${budgets.bytes.htmlKb} KB (as served)`, () => {
  expect(overBudget(TEST_BUILD_DIR).bytes).toEqual([])
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

test('prerendered pages carry no React Router runtime: no module preloads, no module scripts', () => {
  for (const file of htmlFiles) {
    const html = readFileSync(join(clientDir, file), 'utf8')
    expect(html, file).not.toContain('rel="modulepreload"')
    expect(html, file).not.toMatch(/<script[^>]*type="module"/)
    expect(html, file).not.toContain('__reactRouterContext')
  }
})

/**
 * The owner's page of every section type (tests/support/changed-content/owner-pages.ts), as the
 * shared changed-content build wrote it: what the HTML alone shows, before any script runs, axe's
 * rules that read only the document among it. Its look, and axe in light and dark and at 375 px, are
 * one Chromium visit (tests/e2e/changed-content/page-sections.spec.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { pageFile } from '../../server/serving-rules.js'
import { documentViolations } from '../support/axe-over-html'
import { CHANGED_BUILD_DIR } from '../support/changed-content/changes'
import { everySectionPage } from '../support/changed-content/owner-pages'

const html = readFileSync(join(CHANGED_BUILD_DIR, 'client', pageFile(everySectionPage.path)), 'utf8')
const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')

test('one h1, the opening hero’s heading; every section’s heading an h2; no level skipped', () => {
  const headings = [...main.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map(([, level, inner]) => ({
    level: Number(level),
    text: textOf(inner ?? ''),
  }))
  const [hero, ...rest] = everySectionPage.sections
  expect(headings.filter((heading) => heading.level === 1).map((heading) => heading.text)).toEqual([hero?.heading])
  const h2 = headings.filter((heading) => heading.level === 2).map((heading) => heading.text)
  for (const section of rest) expect(h2, section.type).toContain(section.heading)
  headings.reduce((previous, heading) => {
    expect(heading.level, `${heading.text} after an h${previous}`).toBeLessThanOrEqual(previous + 1)
    return heading.level
  }, 0)
})

test('the questions open and close without a script, and search engines get them as a FAQPage', () => {
  const faq = everySectionPage.sections.find((section) => section.type === 'faq')
  if (faq?.type !== 'faq') throw new Error('the page has no questions section')
  expect(main.match(/<details/g)).toHaveLength(faq.questions.length)
  for (const { question } of faq.questions)
    expect(main).toMatch(new RegExp(`<summary[^>]*>.*?${question.slice(0, 20)}`))
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) =>
    JSON.parse(json ?? '{}'),
  )
  const faqPage = blocks.find((block) => block['@type'] === 'FAQPage')
  expect(faqPage?.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(faq.questions.map((q) => q.question))
})

test('every picture, photos and client logos alike, is a file of the site’s own, with its size set', () => {
  const images = [...main.matchAll(/<img [^>]*>/g)].map(([tag]) => tag)
  expect(images.length).toBeGreaterThanOrEqual(5)
  for (const image of images) {
    expect(image).toMatch(/ src="\/assets\//)
    expect(image).toMatch(/ width="\d+"/)
    expect(image).toMatch(/ height="\d+"/)
  }
  for (const [, srcset] of main.matchAll(/srcSet="([^"]+)"/gi)) {
    for (const candidate of (srcset ?? '').split(',')) expect(candidate.trim()).toMatch(/^\/assets\//)
  }
})

test('axe finds no violation of a rule that reads only the document, closed answers and menus included', async () => {
  expect(await documentViolations(html, `http://127.0.0.1${everySectionPage.path}`)).toEqual([])
})

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PageSections } from '../../app/components/sections/page-sections/page-sections'
import type { PreparedPhoto } from '../../app/content/photo-layouts'
import { entries } from '../../app/content/replaced-at-build/photos'
import { SECTION_TYPES, SectionsSchema } from '../../app/content/section-schemas'
import { everySection } from '../../tests/support/fixtures/every-section'
import { standInPhotos } from '../../tests/support/stand-in-photos'
import { type PreviewHost, type PreviewProps, registerPreviews } from './editor-preview'
import { sectionPreviewParts } from './section-preview-parts'
import { sectionPreviews } from './section-previews'

// The fixture's photos are not the content's: each is prepared as the components' tests have it
// (tests/support/stand-in-photos.ts). The module is the one the build replaces, empty under Node, and
// this file shares a process's modules with others (vitest.config.ts): it fills it for its own tests
// and empties it again, rather than mock the module (a mock there is a process of its own, seconds).
const fixturePhotos = [...JSON.stringify(everySection).matchAll(/"(\/photo-\d+-[\da-f]+|media\/[^"]+)"/g)].map(
  ([, reference]) => reference ?? '',
)
beforeAll(() => {
  const standIns = standInPhotos()
  for (const reference of fixturePhotos) entries[reference] = standIns[reference] as PreparedPhoto
})
afterAll(() => {
  for (const reference of fixturePhotos) delete entries[reference]
})

const h = createElement as unknown as Parameters<typeof sectionPreviews>[0]
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const preview = sectionPreviews(h, text, sectionPreviewParts(h, text))

/** What the site draws for one section, as HTML. */
function built(section: (typeof everySection)[number]): string {
  const sections = SectionsSchema.parse([section])
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PageSections, { sections })))
}

/** The outer landmark's tag and classes, then each heading: its level, classes and words. */
function structure(html: string, headingLevels: number[]) {
  const anchor = /^<div id="([^"]*)">/.exec(html)?.[1]
  const outer = /^(?:<div id="[^"]*">)?<(section|div)[^>]*?class="([^"]*)"/.exec(html)
  const headings = [...html.matchAll(/<h([1-6])(?:\s[^>]*?class="([^"]*)")?[^>]*>(.*?)<\/h\1>/gs)]
    .filter(([, level]) => headingLevels.includes(Number(level)))
    .map(
      ([, level, classes, words]) =>
        `h${level} ${classes ?? ''} | ${words?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')}`,
    )
  return { anchor, outer: outer?.slice(1).join(' '), headings }
}

test('the editor’s preview draws every section type with the landmark and headings the site draws', () => {
  const previewed = new Set<string>()
  for (const section of everySection) {
    // Lists drawn from the site's content show as a note in the pane, which has no content: their h2 only.
    const levels = section.type === 'collection-list' || section.type === 'contact-form' ? [2] : [2, 3, 4]
    const site = structure(built(section), levels)
    const pane = structure(renderToStaticMarkup(preview(section as Record<string, unknown>, 0) as never), levels)
    expect(pane, section.type).toEqual(site)
    expect(site.headings.length, section.type).toBeGreaterThan(0)
    expect(site.outer, section.type).toMatch(/^section /)
    previewed.add(section.type)
  }
  expect([...previewed]).toEqual(SECTION_TYPES)
})

test('a page’s preview shows its sections after its banner, in the order of the form', () => {
  const templates = new Map<string, (props: PreviewProps) => unknown>()
  const host: PreviewHost = {
    CMS: { registerPreviewStyle: () => {}, registerPreviewTemplate: (name, template) => templates.set(name, template) },
    h: createElement as PreviewHost['h'],
  }
  registerPreviews(host, '/app.css', { example: ['heading', 'sections'] }, {}, sectionPreviews, sectionPreviewParts)
  const data = { name: 'Example', heading: 'Every section', sections: everySection }
  const props: PreviewProps = { entry: { get: () => ({ toJS: () => data }) }, widgetFor: () => null }
  const html = renderToStaticMarkup(templates.get('example')?.(props) as never)
  const headings = [...html.matchAll(/<h([12])[^>]*>(.*?)<\/h\1>/g)].map(([, , words]) => words?.replace(/&amp;/g, '&'))
  expect(headings).toEqual(['Every section', ...everySection.flatMap((section) => section.heading ?? [])])
})

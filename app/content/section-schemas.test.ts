import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { EVERY_SECTION_MEDIA, everySection } from '../../tests/support/fixtures/every-section'
import { checkData } from '../config/checked-file'
import { fieldsOfSchema } from './fields-of-schema'
import { IconName } from './icon-schema'
import { PhotoReference } from './photo-schema'
import { SECTION_TYPES, type Section, SectionSchema, SectionsSchema } from './section-schemas'

const example = (type: string) => {
  const found = everySection.find((section) => section.type === type)
  if (!found) throw new Error(`the fixture lacks a ${type} section`)
  return structuredClone(found) as Record<string, unknown>
}

/** The build's message for these sections, as a page file at pages/x.yaml holding them. */
function buildMessage(sections: unknown): string {
  try {
    checkData(SectionsSchema, sections, 'content/pages/x.yaml')
  } catch (error) {
    return String(error)
  }
  throw new Error('the sections were accepted')
}

test('the example holds one section of every type, and every one is accepted', () => {
  expect(everySection.map((section) => section.type)).toEqual(SECTION_TYPES)
  expect(SECTION_TYPES).toHaveLength(15)
  expect(SectionsSchema.parse(everySection)).toHaveLength(SECTION_TYPES.length)
})

test('an unknown section type is refused, naming the types there are', () => {
  const message = buildMessage([example('text'), { type: 'carousel', heading: 'Slides' }])
  expect(message).toContain('content/pages/x.yaml')
  expect(message).toContain(
    'section 2 (carousel) › type: unknown section type "carousel": use one of hero, text, photo-text',
  )
})

test('a missing required field is named', () => {
  const { heading: _, ...steps } = example('steps')
  expect(buildMessage([steps])).toContain('section 1 (steps) › heading: missing: this field is required')
})

test('too many cards or steps for the layout, or too few, are refused in plain words', () => {
  const cards = example('cards')
  const card = (cards.cards as object[])[0]
  expect(buildMessage([example('text'), { ...cards, cards: Array(9).fill(card) }])).toContain(
    'section 2 (cards) › cards: takes at most 8 cards (two rows of four fill the widest layout), it has 9 (“Cards” in the editor)',
  )
  const steps = example('steps')
  const step = (steps.steps as object[])[0]
  expect(buildMessage([{ ...steps, steps: Array(7).fill(step) }])).toContain('takes at most 6 steps')
  expect(buildMessage([{ ...steps, steps: [step] }])).toContain('needs at least 2 steps, it has 1')
})

test('a link that is not a page, an anchor, https:, mailto: or tel: is refused, javascript: above all', () => {
  const cta = example('cta')
  for (const href of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hi',
    'http://example.com',
    '//evil.example',
  ]) {
    expect(buildMessage([{ ...cta, action: { label: 'Go', href } }])).toContain(
      'must be a page of this site such as /contact',
    )
  }
  for (const href of [
    '/contact',
    '/',
    '#questions',
    'https://example.com/a?b=c',
    'mailto:hello@example.com',
    'tel:+44 1632 960123',
  ]) {
    expect(SectionSchema.safeParse({ ...cta, action: { label: 'Go', href } }).success).toBe(true)
  }
  const text = example('text')
  expect(buildMessage([{ ...text, body: 'Click [here](javascript:alert(1)).' }])).toContain(
    'has a link to "javascript:alert(1)", which must be a page of this site',
  )
  expect(buildMessage([{ ...text, body: 'A chart: ![chart](/chart.png)' }])).toContain(
    'put photos in a "Photo beside text" section',
  )
})

test('two packages marked as recommended, two contact forms or two anchors of one name on a page, are refused', () => {
  const prices = example('prices')
  const packages = (prices.packages as object[]).map((item) => ({ ...item, recommended: true }))
  expect(buildMessage([{ ...prices, packages }])).toContain('marks more than one package as recommended')
  const form = example('contact-form')
  expect(buildMessage([form, form])).toContain('has more than one contact form')
  const anchored = { ...example('cta'), anchor: 'talk' }
  expect(buildMessage([anchored, anchored])).toContain('has two sections with the anchor "talk"')
  expect(buildMessage([{ ...anchored, anchor: 'Talk to us' }])).toContain('lowercase letters, digits and hyphens')
})

test('HTML typed into Markdown is kept as the text it is, and its headings sit under the section’s h2', () => {
  const [text] = SectionsSchema.parse([
    {
      type: 'text',
      heading: 'Notes',
      body: '# Big\n\n<script>alert(1)</script>\n\n### Small <b>bold</b>\n\nA *word*.',
    },
  ]) as [Extract<Section, { type: 'text' }>]
  expect(text.body).toEqual([
    { tag: 'h3', children: ['Big'] },
    { tag: 'p', children: ['<script>alert(1)</script>'] },
    { tag: 'h4', children: ['Small ', '<b>', 'bold', '</b>'] },
    { tag: 'p', children: ['A ', { tag: 'em', children: ['word'] }, '.'] },
  ])
})

test('the photos and icons of sections are found by walking the schema, as the build prepares them', () => {
  const sections = SectionsSchema.parse(everySection)
  const photos = fieldsOfSchema(PhotoReference, SectionsSchema, sections)
  expect(photos).toContainEqual({ field: '0.photo.image', value: '/photo-1522071820081-009f0129c71c' })
  expect(photos).toContainEqual({ field: '8.members.2.photo.image', value: '/photo-1581091226825-a6a2a5aee158' })
  expect(photos).toContainEqual({ field: '11.logos.0.image', value: 'media/example-logos/harbour.png' })
  expect(fieldsOfSchema(IconName, SectionsSchema, sections).map(({ value }) => value)).toEqual([
    'shield-check',
    'cloud',
    'bot',
  ])
})

test('the example’s own files (its logos) are beside it, for a build that shows it to copy', () => {
  const owned = fieldsOfSchema(PhotoReference, SectionsSchema, SectionsSchema.parse(everySection)).filter(({ value }) =>
    value.startsWith('media/'),
  )
  expect(owned.length).toBeGreaterThan(0)
  for (const { value } of owned) expect(existsSync(join(EVERY_SECTION_MEDIA, value.slice('media/'.length)))).toBe(true)
})

// @vitest-environment node
/**
 * The editor's "Your pages" form (./editor-pages.ts) against the schema the build checks a page with
 * (app/content/owner-page-schema.ts): every section type is offered under its own name and title,
 * each type's form asks for what its schema requires, and the address refuses what the build would
 * refuse or leave out.
 * Read from the schemas, so it holds for any number of section types.
 */
import { expect, test } from 'vitest'
import { z } from 'zod'
import { OwnerPageSchema } from '../../app/content/owner-page-schema'
import { pages } from '../../app/content/page-list'
import { placeOwnerPages } from '../../app/content/place-owner-pages'
import { SectionSchema } from '../../app/content/section-schemas'
import type { EditorField } from './editor-fields'
import { ownerPagesCollection } from './editor-pages'

const collection = ownerPagesCollection('content')
const fields: EditorField[] = 'fields' in collection ? collection.fields : []
const field = (name: string) => fields.find((candidate) => candidate.name === name)

test('the owner creates pages in content/pages/added/, named from the page name', () => {
  expect(collection).toMatchObject({ folder: 'content/pages/added', create: true, identifier_field: 'name' })
  expect(fields.map((candidate) => candidate.name)).toEqual(Object.keys(OwnerPageSchema.shape))
})

test('every section type is one choice of the sections list, named by its type and titled as its schema', () => {
  const sections = field('sections')
  expect(sections).toMatchObject({ widget: 'list', typeKey: 'type', required: false })
  const expected = SectionSchema.options.map((option) => ({
    name: option.shape.type.value,
    label: z.globalRegistry.get(option)?.title,
  }))
  expect(sections?.types?.map(({ name, label }) => ({ name, label }))).toEqual(expected)
  for (const option of SectionSchema.options) {
    const type = sections?.types?.find((candidate) => candidate.name === option.shape.type.value)
    const { type: _type, ...shape } = option.shape
    expect(type?.fields?.map((form) => form.name)).toEqual(Object.keys(shape))
    // The editor lets a field be left empty exactly where the schema does, or preselects its default.
    for (const form of type?.fields ?? []) {
      const optional = (shape as Record<string, z.ZodType>)[form.name]?.safeParse(undefined).success
      const leftOut = form.required === false || form.default !== undefined
      expect(leftOut, `${option.shape.type.value}.${form.name}`).toBe(optional)
    }
  }
})

test('the address field refuses what the build refuses or leaves out: a page of the site, a collection’s folder, a file', () => {
  const [pattern] = field('address')?.pattern ?? ['']
  const site = { pages: Object.values(pages).map((page) => ({ path: page.path, file: page.copyFile })) }
  const build = (path: string) => {
    if (!OwnerPageSchema.shape.address.safeParse(path).success) return false
    const page = { id: 'x', path, file: 'content/pages/added/x.yaml', linkedFrom: 'sitemap' as const }
    return placeOwnerPages([page], site).pages.length === 1
  }
  for (const path of [
    '/about',
    '/contact',
    '/services',
    '/services/x',
    '/admin',
    '/sitemap.xml',
    '/pricing',
    '/about/team',
  ]) {
    expect({ path, editor: new RegExp(pattern).test(path) }).toEqual({ path, editor: build(path) })
  }
  expect(new RegExp(pattern).test('/pricing')).toBe(true)
})

test('a choice with a default preselects the build’s default and offers no “(None)”: “Linked from” is the sitemap', () => {
  expect(field('linkedFrom')).toMatchObject({ widget: 'select', required: true, default: 'sitemap' })
  expect(OwnerPageSchema.shape.linkedFrom.parse(undefined)).toBe('sitemap')
})

test('a text with only a minimum refuses short text by its pattern, as the build does, with no counter of a maximum', () => {
  const description = field('description')
  expect(description?.minlength, 'Sveltia would show "50 / 0"').toBeUndefined()
  expect(description?.maxlength).toBeUndefined()
  const [pattern = '', message] = description?.pattern ?? []
  expect(message).toBe('must be at least 50 characters')
  for (const text of ['x'.repeat(49), 'x'.repeat(50), `${'x'.repeat(30)}\n${'y'.repeat(30)}`]) {
    expect({ text, editor: new RegExp(pattern).test(text) }).toEqual({
      text,
      editor: OwnerPageSchema.shape.description.safeParse(text).success,
    })
  }
})

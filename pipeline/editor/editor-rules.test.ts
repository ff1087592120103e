// @vitest-environment node
/**
 * For each kind of rule the build checks, one value just inside and one just outside: the editor's
 * generated field takes exactly the first (as Sveltia CMS checks a field: required, minlength,
 * maxlength, pattern, min/max items, options), and so does the build's schema. The browser test
 * tests/e2e/editor.spec.ts saves a value the build refuses through the real editor and sees it refused.
 */
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { OfficeHoursSchema, SiteSettingsSchema } from '../../app/config/settings-schema'
import { OwnerPageSchema } from '../../app/content/owner-page-schema'
import { pageSchemas } from '../../app/content/page-copy-schemas'
import { ArticleFrontMatterSchema, ServiceSchema } from '../../app/content/schemas'
import { type EditorField, formFields } from './editor-fields'

/** How the editor judges one value of a field before it lets the owner save. */
function editorAccepts(field: EditorField, value: unknown): boolean {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return field.required === false && !(field.min && field.min > 0)
  }
  if (Array.isArray(value)) {
    if (field.min !== undefined && value.length < field.min) return false
    if (field.max !== undefined && value.length > field.max) return false
    if (field.options) return value.every((item) => field.options?.includes(item))
    return field.field ? value.every((item) => editorAccepts(field.field as EditorField, item)) : true
  }
  if (typeof value === 'number') {
    if (field.value_type === 'int' && !Number.isInteger(value)) return false
    return (field.min === undefined || value >= field.min) && (field.max === undefined || value <= field.max)
  }
  const text = String(value)
  if (field.options) return field.options.includes(text)
  if (field.minlength !== undefined && text.length < field.minlength) return false
  if (field.maxlength !== undefined && text.length > field.maxlength) return false
  if (field.pattern && !new RegExp(field.pattern[0]).test(text)) return false
  // The date picker only produces days of the calendar, written YYYY-MM-DD.
  if (field.widget === 'datetime')
    return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(text).toISOString().startsWith(text)
  return true
}

/** The field at a dotted path of a form. */
function fieldAt(fields: EditorField[], path: string): EditorField {
  const [head, ...rest] = path.split('.')
  const found = fields.find((field) => field.name === head)
  if (!found) throw new Error(`no field ${path}`)
  return rest.length ? fieldAt(found.fields ?? [], rest.join('.')) : found
}

/** The schema of the property at a dotted path of an object schema. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType {
  return path.split('.').reduce((current, key) => (current as z.ZodObject).shape[key] as z.ZodType, schema)
}

const text = (length: number) => 'x'.repeat(length)
const features = (count: number) => Array.from({ length: count }, (_, index) => `Feature ${index + 1}`)

const rules = [
  { rule: 'required text', schema: ArticleFrontMatterSchema, path: 'title', inside: 'A', outside: '' },
  {
    rule: 'at least 50 characters',
    schema: ArticleFrontMatterSchema,
    path: 'description',
    inside: text(50),
    outside: text(49),
  },
  {
    rule: 'at most 170 characters',
    schema: ArticleFrontMatterSchema,
    path: 'description',
    inside: text(170),
    outside: text(171),
  },
  {
    rule: 'pattern (24-hour time)',
    schema: OfficeHoursSchema,
    path: 'opens',
    inside: '09:00',
    outside: '9:00',
  },
  {
    rule: 'must contain a placeholder',
    schema: pageSchemas.insights,
    path: 'labels.readingTime',
    inside: '{minutes} min',
    outside: 'min',
  },
  { rule: 'list of at least 1', schema: ArticleFrontMatterSchema, path: 'tags', inside: ['AI'], outside: [] },
  { rule: 'list of exactly 6', schema: ServiceSchema, path: 'features', inside: features(6), outside: features(7) },
  // Which names are Lucide's only the build knows (app/content/icon-schema.ts); the editor checks the shape.
  { rule: 'icon name', schema: ServiceSchema, path: 'icon', inside: 'shield-check', outside: 'Shield Check' },
  {
    rule: 'choices, at least 1',
    schema: OfficeHoursSchema,
    path: 'days',
    inside: ['Monday'],
    outside: [],
  },
  { rule: 'colour', schema: SiteSettingsSchema, path: 'brandColour', inside: '#1c40B8', outside: 'blue' },
  { rule: 'date', schema: ArticleFrontMatterSchema, path: 'date', inside: '2026-02-28', outside: '2026-02-30' },
  { rule: 'whole number', schema: ServiceSchema, path: 'order', inside: 2, outside: 2.5 },
  {
    rule: 'no word too long for the header',
    schema: OwnerPageSchema,
    path: 'menuLabel',
    inside: 'OWNER PRICES PER PACKAGE',
    outside: 'PRICESANDPACKAGESX',
  },
  { rule: 'address of a page', schema: OwnerPageSchema, path: 'address', inside: '/pricing', outside: '/services/x' },
  {
    rule: 'optional date',
    schema: ArticleFrontMatterSchema,
    path: 'updated',
    inside: undefined,
    outside: '28/02/2026',
  },
] as const

test.each(rules)('$rule: the editor and the build both take $inside and both refuse $outside', (rule) => {
  const field = fieldAt(formFields(rule.schema), rule.path)
  const schema = schemaAt(rule.schema, rule.path)
  expect({ editor: editorAccepts(field, rule.inside), build: schema.safeParse(rule.inside).success }).toEqual({
    editor: true,
    build: true,
  })
  expect({ editor: editorAccepts(field, rule.outside), build: schema.safeParse(rule.outside).success }).toEqual({
    editor: false,
    build: false,
  })
})

/**
 * The editor's form fields, generated from the zod schemas the build checks content with
 * (app/content/schemas.ts): required or optional, lengths, patterns and their messages, list sizes,
 * choices and dates all come from the schema, so the form refuses what the build would refuse.
 * Labels and hints come from each schema's `.meta({ title, description })`, the limits are
 * written out as hints ("50 to 170 characters, shown in search results").
 *
 * A field type the schema gains later maps here once: a `z.boolean()` becomes a switch, and a
 * schema's `.meta({ editor: { widget: 'image' } })` is merged into its field as it stands.
 */
import { z } from 'zod'
import { labelFromName } from '../../app/config/owner-words.ts'
import { textField } from './editor-text-fields.ts'

/** A Sveltia CMS field (https://sveltiacms.app/en/docs/fields); only what this site uses. */
export type EditorField = {
  name: string
  label: string
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'number'
    | 'datetime'
    | 'list'
    | 'object'
    | 'select'
    | 'boolean'
    | 'image'
    | 'color'
  required?: boolean
  hint?: string
  pattern?: [string, string]
  minlength?: number
  maxlength?: number
  options?: string[]
  multiple?: boolean
  min?: number
  max?: number
  value_type?: 'int'
  field?: EditorField
  fields?: EditorField[]
  /** A list of several kinds of item, each its own form (a page's sections), told apart by `typeKey`. */
  types?: (Pick<EditorField, 'name' | 'label' | 'fields' | 'summary'> & { widget: 'object' })[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  format?: string
  type?: 'date'
  default?: unknown
  [setting: string]: unknown
}

/** The part of JSON Schema that z.toJSONSchema writes for our schemas, plus our own notes. */
export type JsonSchema = {
  type?: string
  title?: string
  description?: string
  enum?: string[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema | false
  oneOf?: JsonSchema[]
  const?: string
  prefixItems?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  /** What the build reads when the field is left out (zod's `.default()`). */
  default?: unknown
  editor?: Partial<EditorField>
  /** The schema's own message for its pattern (see patternMessages). */
  patternMessage?: string
}

export { labelFromName }

/** The message a zod string schema gives when its pattern fails, e.g. 'must start with / or #'. */
function patternMessage(schema: z.core.$ZodType): string | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as {
      format?: string
      includes?: string
      pattern?: RegExp
      error?: (issue: never) => unknown
    }
    if (def.format !== 'regex' && def.format !== 'includes') continue
    // JSON Schema and the editor take a pattern as text: a flag such as /i would be lost on the way.
    if (def.format === 'regex' && def.pattern?.flags) {
      throw new Error(`the editor cannot apply ${def.pattern}: write the pattern without flags`)
    }
    const message = def.error?.(undefined as never)
    if (typeof message === 'string') return message
    if (def.includes !== undefined) return `must contain ${def.includes}`
  }
  return undefined
}

/** The schema as JSON Schema, each pattern carrying the schema's message for it. */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    // What the owner may write: a field with a default or .optional() may be left out.
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const message = patternMessage(zodSchema)
      if (message && 'pattern' in jsonSchema) jsonSchema.patternMessage = message
    },
  }) as JsonSchema
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** The limits the schema sets, in words: "50 to 170 characters", "exactly 3 items", "at least 1 item". */
function limitsInWords(min: number | undefined, max: number | undefined, word: string): string | undefined {
  const lower = min !== undefined && min > (word === 'character' ? 1 : 0) ? min : undefined
  if (lower !== undefined && max !== undefined) {
    return lower === max ? `exactly ${plural(max, word)}` : `${lower} to ${plural(max, word)}`
  }
  if (lower !== undefined) return `at least ${plural(lower, word)}`
  if (max !== undefined) return `at most ${plural(max, word)}`
  return undefined
}

function hintOf(json: JsonSchema, limits: string | undefined): string | undefined {
  const words = [limits, json.description].filter(Boolean).join(', ')
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : undefined
}

/** The first text field of a list item, shown as the item's summary when the list is folded. */
function summaryOf(fields: EditorField[]): string | undefined {
  const named = fields.find((field) => ['title', 'label', 'name', 'heading'].includes(field.name))
  const first = named ?? fields.find((field) => field.widget === 'string')
  return first ? `{{fields.${first.name}}}` : undefined
}

/**
 * A list whose items are one of several object schemas told apart by one field with a fixed value in
 * each (a zod discriminatedUnion, such as a page's sections): the editor's list of types, each named
 * by that value and labelled by its schema's title, its form without that field (the editor writes it).
 */
function typesOf(options: JsonSchema[], sample: unknown): Pick<EditorField, 'types' | 'typeKey'> | undefined {
  const keys = Object.keys(options[0]?.properties ?? {})
  const typeKey = keys.find((key) => options.every((option) => option.properties?.[key]?.const !== undefined))
  if (typeKey === undefined) return undefined
  const samples = Array.isArray(sample) ? (sample as Record<string, unknown>[]) : []
  const types = options.map((option) => {
    const name = String(option.properties?.[typeKey]?.const)
    const { [typeKey]: _typeField, ...properties } = option.properties ?? {}
    const fields = fieldsOf(
      { ...option, properties },
      samples.find((item) => item?.[typeKey] === name),
    )
    // A type takes no hint (Sveltia warns of one and ignores it): its label is its name in the list.
    return {
      name,
      label: option.title ?? labelFromName(name),
      widget: 'object' as const,
      fields,
      summary: summaryOf(fields),
    }
  })
  return { types, typeKey }
}

function listField(name: string, json: JsonSchema, sample: unknown): Omit<EditorField, 'name' | 'label'> {
  const item = json.prefixItems?.[0] ?? (json.items || {})
  const sizes = { ...(json.minItems ? { min: json.minItems } : {}), ...(json.maxItems ? { max: json.maxItems } : {}) }
  const first = Array.isArray(sample) ? sample[0] : undefined
  const kinds = item.oneOf ? typesOf(item.oneOf, sample) : undefined
  if (kinds) return { widget: 'list', ...kinds, collapsed: true, ...sizes }
  if (item.enum) return { widget: 'select', multiple: true, options: item.enum, ...sizes }
  if (item.type === 'object') {
    const fields = fieldsOf(item, first)
    return { widget: 'list', fields, summary: summaryOf(fields), collapsed: true, ...sizes }
  }
  return { widget: 'list', field: fieldOf('item', item, true, first, labelFromName(name)), ...sizes }
}

/** One form field for the property `name` of a schema; `sample` is its value in an existing file. */
function fieldOf(name: string, json: JsonSchema, required: boolean, sample?: unknown, label?: string): EditorField {
  const base = { name, label: json.title ?? label ?? labelFromName(name), ...(required ? {} : { required: false }) }
  let shape: Omit<EditorField, 'name' | 'label'>
  let limits: string | undefined
  if (json.type === 'array') {
    shape = listField(name, json, sample)
    limits = limitsInWords(json.minItems, json.maxItems, 'item')
  } else if (json.type === 'object') {
    shape = { widget: 'object', fields: fieldsOf(json, sample) }
  } else if (json.type === 'integer' || json.type === 'number') {
    shape = {
      widget: 'number',
      ...(json.type === 'integer' ? { value_type: 'int' } : {}),
      ...(json.minimum !== undefined ? { min: json.minimum } : {}),
      ...(json.maximum !== undefined ? { max: json.maximum } : {}),
    }
  } else if (json.type === 'boolean') {
    shape = { widget: 'boolean' }
  } else if (json.editor?.widget === 'image') {
    // Sveltia checks an image field's file, not its text: the build checks the path it saves.
    shape = { widget: 'image' }
  } else {
    shape = textField(json, sample)
    limits = limitsInWords(json.minLength, json.maxLength, 'character')
  }
  const hint = hintOf(json, limits)
  return { ...base, ...shape, ...(hint ? { hint } : {}), ...json.editor } as EditorField
}

/** The fields of an object schema, in the schema's order. */
function fieldsOf(json: JsonSchema, sample?: unknown): EditorField[] {
  const values = sample !== null && typeof sample === 'object' ? (sample as Record<string, unknown>) : {}
  const required = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), values[name]),
  )
}

/** The form of a zod object schema; `sample` (an existing file's data) decides which texts get several lines. */
export function formFields(schema: z.ZodType, sample?: unknown): EditorField[] {
  return fieldsOf(toJsonSchema(schema), sample)
}

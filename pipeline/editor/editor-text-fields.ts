/**
 * The editor's field for a text or a choice of texts in a schema (./editor-fields.ts): a select, a date,
 * or a line or box of text with the schema's lengths and pattern.
 */
import type { EditorField, JsonSchema } from './editor-fields.ts'

/** Text as long as this, or allowed to be, gets a box of several lines instead of one line. */
const LONG_TEXT = 80

/**
 * A choice with a default: the build's default preselected, and no "(None)" among the choices, which
 * Sveltia offers for an optional select and which would only mean the default again.
 */
function choiceField(json: JsonSchema & { enum: string[] }): Omit<EditorField, 'name' | 'label'> {
  const choice = { widget: 'select' as const, options: json.enum }
  return json.default === undefined ? choice : { ...choice, required: true, default: json.default }
}

/**
 * The pattern of a text with a minimum length and no maximum. Sveltia shows a minimum as a counter
 * "minimum / count" (a red "50 / 0" on an empty field, read as a limit of 0), so such a field refuses
 * short text by its pattern instead, with the hint's words as the message; a field with a maximum
 * keeps its counter, which then reads as "count / maximum".
 */
function minimumAsPattern(json: JsonSchema, minimum: number): [string, string] {
  const long = `[\\s\\S]{${minimum},}`
  const message = `must be at least ${minimum} characters`
  if (!json.pattern) return [`^${long}$`, message]
  return [`^(?=${long}$)(?:${json.pattern})`, `${message}; ${json.patternMessage ?? `must match ${json.pattern}`}`]
}

export function textField(json: JsonSchema, sample: unknown): Omit<EditorField, 'name' | 'label'> {
  if (json.enum) return choiceField({ ...json, enum: json.enum })
  if (json.format === 'date') return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' }
  const long = (json.maxLength ?? 0) > LONG_TEXT || (typeof sample === 'string' && sample.length > LONG_TEXT)
  const minimum = json.minLength !== undefined && json.minLength > 1 ? json.minLength : undefined
  const ownPattern = json.pattern
    ? ([json.pattern, json.patternMessage ?? `must match ${json.pattern}`] as [string, string])
    : undefined
  const pattern = minimum !== undefined && json.maxLength === undefined ? minimumAsPattern(json, minimum) : ownPattern
  return {
    widget: long ? 'text' : 'string',
    ...(minimum !== undefined && json.maxLength !== undefined ? { minlength: minimum } : {}),
    ...(json.maxLength !== undefined ? { maxlength: json.maxLength } : {}),
    ...(pattern ? { pattern } : {}),
  }
}

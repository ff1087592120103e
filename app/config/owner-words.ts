/**
 * A content mistake in the words the owner met in the browser editor: the field's label there (its
 * schema's `.meta({ title })`, or its key as words, as pipeline/editor/editor-fields.ts labels it) and
 * the rule as a limit ("needs at least 50 characters, it has 17"), for the build's error
 * (app/content/content-files.ts, app/config/checked-file.ts). Runs in Node only.
 */
import { z } from 'zod'

/** "secondaryAction" → "Secondary action": the label of a field whose schema has no title. */
export function labelFromName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Def = {
  innerType?: z.ZodType
  in?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  items?: z.ZodType[]
  options?: z.ZodType[]
  discriminator?: string
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null

/**
 * The schema of the value at `path` inside `schema`, through optional, default and list wrappers,
 * and through a union told apart by a field (a page's sections by `type`) where `data` says which.
 */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[], data?: unknown): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema
  let value = data
  for (const key of path) {
    let def = current?._zod.def as Def | undefined
    while (def?.innerType || def?.in || (def?.options && def.discriminator)) {
      const tag = isRecord(value) && def.discriminator ? value[def.discriminator] : undefined
      const kind = def.options?.find((option) => option._zod.propValues?.[def?.discriminator ?? '']?.has(tag as string))
      if (def.options && !kind) break
      current = kind ?? def.innerType ?? def.in
      def = current?._zod.def as Def | undefined
    }
    // Of a union's kinds whose kind `data` does not tell (a section's unknown type), the first that has the field.
    const shapes = def?.options?.map((option) => (option._zod.def as Def).shape) ?? [def?.shape]
    value = isRecord(value) ? value[key] : undefined
    const next: z.ZodType | undefined =
      typeof key === 'number'
        ? (def?.items?.[key] ?? def?.element)
        : shapes.map((shape) => shape?.[String(key)]).find(Boolean)
    current = next
  }
  return current
}

/** The label the editor shows for the field at `path`, or undefined for the whole file or a list item. */
export function editorLabel(schema: z.ZodType, path: readonly PropertyKey[], data?: unknown): string | undefined {
  const last = path.at(-1)
  if (typeof last !== 'string') return undefined
  // The title may sit on an optional or default wrapper, or on the schema inside it.
  let field = schemaAt(schema, path, data)
  let title: string | undefined
  while (field && title === undefined) {
    title = z.globalRegistry.get(field)?.title
    const def = field._zod.def as Def
    field = def.innerType ?? def.in
  }
  return title ?? labelFromName(last)
}

const plural = (count: number | bigint, word: string) => `${count} ${word}${Number(count) === 1 ? '' : 's'}`

/** zod's messages for sizes and choices, as limits the editor's hints state; others stay zod's. */
export const ownerWords: z.core.$ZodErrorMap = (issue) => {
  const input = issue.input
  const size = typeof input === 'string' || Array.isArray(input) ? input.length : undefined
  const unit = Array.isArray(input) ? 'item' : 'character'
  if (issue.code === 'too_small' && size !== undefined) {
    if (unit === 'character' && Number(issue.minimum) === 1) return 'must not be empty'
    return `needs at least ${plural(issue.minimum, unit)}, it has ${size}`
  }
  if (issue.code === 'too_big' && size !== undefined)
    return `takes at most ${plural(issue.maximum, unit)}, it has ${size}`
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'must be a whole number'
  if (issue.code === 'invalid_value')
    return `must be one of ${issue.values.map(String).join(', ')}, not "${String(input)}"`
  // A list of several kinds of item told apart by a field, as a page's sections are by `type`.
  if (issue.code === 'invalid_union' && 'discriminator' in issue && 'options' in issue) {
    const value = (input as Record<string, unknown> | undefined)?.[String(issue.discriminator)]
    const options = (issue.options as unknown[]).map(String).join(', ')
    return value === undefined
      ? `missing: use one of ${options}`
      : `"${String(value)}" is unknown: use one of ${options}`
  }
  return undefined
}

/**
 * The values in a content file's data that one field schema accepted (every photo field, every icon
 * field), found by walking the file's own schema beside its data, so that a new field of that kind in
 * any schema is found without being listed anywhere. Used by ./photo-uses.ts and ./icon-uses.ts.
 */
import { z } from 'zod'

/** One such field: its path in the file ('intro.highlights.0.icon') and its value. */
export type FieldValue = { field: string; value: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Whether `schema` is `target` or made from it by `.meta()` (a field's own title and hint). */
function isOrDerives(schema: z.core.$ZodType, target: z.core.$ZodType): boolean {
  for (let current: z.core.$ZodType | undefined = schema; current; current = current._zod.parent) {
    if (current === target) return true
  }
  return false
}

/** The option of a union that took `data`: by its discriminator (a page section's `type`). */
function optionOf(schema: z.ZodUnion, data: unknown): z.core.$ZodType | undefined {
  const { discriminator } = schema._zod.def as { discriminator?: string }
  if (discriminator === undefined || !isRecord(data)) return undefined
  return schema.options.find((option) => option._zod.propValues?.[discriminator]?.has(data[discriminator] as string))
}

/** The fields of `data` (which `schema` has accepted) whose schema is `target`. */
export function fieldsOfSchema(
  target: z.core.$ZodType,
  schema: z.core.$ZodType,
  data: unknown,
  path: string[] = [],
): FieldValue[] {
  if (isOrDerives(schema, target)) return typeof data === 'string' ? [{ field: path.join('.'), value: data }] : []
  if (schema instanceof z.ZodObject) {
    if (!isRecord(data)) return []
    return Object.entries(schema.shape).flatMap(([key, inner]) =>
      fieldsOfSchema(target, inner, data[key], [...path, key]),
    )
  }
  if (schema instanceof z.ZodArray || schema instanceof z.ZodTuple) {
    if (!Array.isArray(data)) return []
    const itemSchema = (index: number) =>
      schema instanceof z.ZodArray ? schema.element : (schema._zod.def.items[index] ?? schema._zod.def.rest)
    return data.flatMap((item, index) => {
      const inner = itemSchema(index)
      return inner ? fieldsOfSchema(target, inner, item, [...path, String(index)]) : []
    })
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fieldsOfSchema(target, schema.unwrap(), data, path)
  }
  if (schema instanceof z.ZodUnion) {
    const option = optionOf(schema, data)
    return option ? fieldsOfSchema(target, option, data, path) : []
  }
  if (schema instanceof z.ZodPipe) return fieldsOfSchema(target, schema.in, data, path)
  return []
}

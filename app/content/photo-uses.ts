/**
 * Where each photo is used: every field of type PhotoReference (app/content/photo-schema.ts) in every
 * content file, found by walking each file's own schema beside its data, so a new photo field in any
 * schema is found without being listed here. The build prepares these photos
 * (pipeline/photos/prepare-photos.ts) and names the file and field when one is bad. Node only.
 */
import { z } from 'zod'
import { displayPath, observeCheckedFiles } from './content-files.ts'
import { PhotoReference } from './photo-schema.ts'
import { type ContentSettings, contentModuleNames, heldBackFiles, readContent } from './read-content.ts'

/** One photo field: the content file (as the owner sees its path), the field's path in it, and its value. */
export type PhotoUse = { file: string; field: string; reference: string }

type PhotoField = Omit<PhotoUse, 'file'>

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The PhotoReference fields of `data`, which `schema` has accepted. */
function photoFields(schema: z.core.$ZodType, data: unknown, path: string[] = []): PhotoField[] {
  if (schema === PhotoReference) return typeof data === 'string' ? [{ field: path.join('.'), reference: data }] : []
  if (schema instanceof z.ZodObject) {
    if (!isRecord(data)) return []
    return Object.entries(schema.shape).flatMap(([key, inner]) => photoFields(inner, data[key], [...path, key]))
  }
  if (schema instanceof z.ZodArray || schema instanceof z.ZodTuple) {
    if (!Array.isArray(data)) return []
    const itemSchema = (index: number) =>
      schema instanceof z.ZodArray ? schema.element : (schema._zod.def.items[index] ?? schema._zod.def.rest)
    return data.flatMap((item, index) => {
      const inner = itemSchema(index)
      return inner ? photoFields(inner, item, [...path, String(index)]) : []
    })
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return photoFields(schema.unwrap(), data, path)
  }
  if (schema instanceof z.ZodPipe) return photoFields(schema.in, data, path)
  return []
}

/**
 * Every photo field of the content, each once, in the order the readers meet them; a held-back
 * file's photos only in a preview, so a production build publishes nothing of a draft.
 */
export function readPhotoUses(settings: ContentSettings): PhotoUse[] {
  const heldBack = new Set(heldBackFiles(settings).map(({ file }) => file))
  const uses = new Map<string, PhotoUse>()
  observeCheckedFiles(
    (file, schema, data) => {
      for (const { field, reference } of photoFields(schema, data)) {
        uses.set(`${file}\0${field}`, { file: displayPath(file), field, reference })
      }
    },
    () => {
      for (const name of contentModuleNames) readContent(name, settings)
    },
  )
  return [...uses.values()].filter((use) => !heldBack.has(use.file))
}

/**
 * Where each photo is used: every field of type PhotoReference (app/content/photo-schema.ts) in every
 * content file, found by walking each file's own schema beside its data, so a new photo field in any
 * schema is found without being listed here (./fields-of-schema.ts). The build prepares these photos
 * (pipeline/photos/prepare-photos.ts) and names the file and field when one is bad. Node only.
 */
import { pathInWords } from '../config/advice-form.ts'
import { editorLabel } from '../config/owner-words.ts'
import { displayPath, observeCheckedFiles } from './content-files.ts'
import { fieldsOfSchema } from './fields-of-schema.ts'
import { PhotoReference } from './photo-schema.ts'
import { type ContentSettings, contentModuleNames, heldBackFiles, readContent } from './read-content.ts'

/**
 * One photo field: the content file (as the owner sees its path), the field's path in it, the same in
 * the words of every refusal (`sections › section 9 (team) › members › item 1 › photo › image`, read
 * while the file's data is at hand to name the section), and its value.
 */
export type PhotoUse = { file: string; field: string; place: string; label?: string; reference: string }

/**
 * Every photo field of the content, each once, in the order the readers meet them; a held-back
 * file's photos only in a preview, so a production build publishes nothing of a draft.
 */
export function readPhotoUses(settings: ContentSettings): PhotoUse[] {
  // A preview shows its drafts, so it prepares their photos (as icon-uses.ts does their icons).
  const heldBack = new Set(settings.publishing.preview ? [] : heldBackFiles(settings).map(({ file }) => file))
  const uses = new Map<string, PhotoUse>()
  observeCheckedFiles(
    (file, schema, data) => {
      for (const { field, value: reference } of fieldsOfSchema(PhotoReference, schema, data)) {
        const path = field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))
        const label = editorLabel(schema, path)
        const place = pathInWords(data, path)
        uses.set(`${file}\0${field}`, { file: displayPath(file), field, place, label, reference })
      }
    },
    () => {
      for (const name of contentModuleNames) readContent(name, settings)
    },
  )
  return [...uses.values()].filter((use) => !heldBack.has(use.file))
}

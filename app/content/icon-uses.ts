/**
 * Every icon the content names (each IconName field of every content file, ./icon-schema.ts), so
 * the build bundles those icons and no other (pipeline/vite-plugins/icons-plugin.ts). Node only.
 */
import { displayPath, observeCheckedFiles } from './content-files.ts'
import { fieldsOfSchema } from './fields-of-schema.ts'
import { IconName } from './icon-schema.ts'
import { type ContentSettings, contentModuleNames, heldBackFiles, readContent } from './read-content.ts'

/** The icon names, sorted, each once; a held-back file's only in a preview, as its page is. */
export function readIconNames(settings: ContentSettings): string[] {
  const heldBack = new Set(settings.publishing.preview ? [] : heldBackFiles(settings).map(({ file }) => file))
  const names = new Set<string>()
  observeCheckedFiles(
    (file, schema, data) => {
      if (heldBack.has(displayPath(file))) return
      for (const { value } of fieldsOfSchema(IconName, schema, data)) names.add(value)
    },
    () => {
      for (const name of contentModuleNames) readContent(name, settings)
    },
  )
  return [...names].sort()
}

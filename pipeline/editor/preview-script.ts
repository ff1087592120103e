/**
 * /admin/preview.js, which shows each entry beside its form as the site shows it
 * (./editor-preview.ts): written by the build (./build-editor.ts) and served by `npm run editor`
 * from the last build of the working copy (scripts/local-editor/local-editor.ts).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { EditorCollection } from './editor-collections.ts'
import { registerPreviews } from './editor-preview.ts'
import { sectionPreviewParts } from './section-preview-parts.ts'
import { sectionPreviews } from './section-previews.ts'

/** The site's stylesheet, as its pages link it (the home page's `<link rel="stylesheet">`). */
async function siteStylesheet(clientDir: string): Promise<string> {
  const home = await readFile(join(clientDir, 'index.html'), 'utf8')
  const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(home)?.[1]
  if (!href) throw new Error(`${clientDir}/index.html links no stylesheet for the editor's preview`)
  return href
}

/**
 * The script for the built site in `clientDir`: its stylesheet, each form's fields in order, and the
 * placeholders' values.
 */
export async function previewScript(
  clientDir: string,
  collections: EditorCollection[],
  placeholders: Record<string, string>,
): Promise<string> {
  const forms = Object.fromEntries(
    collections.flatMap((collection) =>
      'files' in collection
        ? collection.files.map((file) => [file.name, file.fields.map((field) => field.name)])
        : [[collection.name, collection.fields.map((field) => field.name)]],
    ),
  )
  const args = [await siteStylesheet(clientDir), forms, placeholders].map((value) => JSON.stringify(value)).join(', ')
  return `(${registerPreviews.toString()})(window, ${args}, ${sectionPreviews.toString()}, ${sectionPreviewParts.toString()})\n`
}

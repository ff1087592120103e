/**
 * /admin/preview.js, which shows each entry beside its form as the site shows it
 * (./editor-preview.ts): written by the build (./build-editor.ts) and served by `npm run editor`
 * from the last build of the working copy (scripts/local-editor/local-editor.ts).
 */
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { EditorCollection } from './editor-collections.ts'

const HERE = dirname(fileURLToPath(import.meta.url))

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
 *
 * It is compiled by esbuild from the preview's source files, never written from the functions this
 * process has loaded (`fn.toString()`): what that text holds depends on whoever loaded them. Under
 * tsx (`npm run editor`) it held esbuild's keepNames helper, `__name(…)`, defined only in tsx's own
 * module, so the editor's page threw "__name is not defined" and showed the plain fields.
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
  const result = await build({
    stdin: {
      contents: [
        "import { registerPreviews } from './editor-preview.ts'",
        "import { sectionPreviewParts } from './section-preview-parts.ts'",
        "import { sectionPreviews } from './section-previews.ts'",
        `registerPreviews(window, ${args}, sectionPreviews, sectionPreviewParts)`,
      ].join('\n'),
      resolveDir: HERE,
      sourcefile: 'preview.js',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  })
  return result.outputFiles[0]?.text ?? ''
}

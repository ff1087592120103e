/**
 * The editor's "Page copy" collection: one form per page file in content/pages/, generated from that
 * page's schema (app/content/page-copy-schemas.ts `pageSchemas`) like every other form (./editor-fields.ts). The
 * file itself only decides which texts get a box of several lines and the form's title.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { type PageFileName, pageSchemas } from '../../app/content/page-copy-schemas.ts'
import { CONTENT_FOLDER, type EditorCollection } from './editor-collections.ts'
import { formFields, labelFromName } from './editor-fields.ts'

function readPage(contentDir: string, name: string): Record<string, unknown> | undefined {
  const file = join(contentDir, 'pages', `${name}.yaml`)
  return existsSync(file) ? (parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined
}

/** One form per page of the site's own, for the content in `contentDir` (the owner's pages: ./editor-pages.ts). */
export function pageCopyCollection(contentDir: string): EditorCollection {
  const names = Object.keys(pageSchemas).sort() as PageFileName[]
  const files = names.map((name) => {
    const data = readPage(contentDir, name)
    const schema = pageSchemas[name]
    return {
      name,
      label: typeof data?.name === 'string' ? data.name : labelFromName(name),
      file: `${CONTENT_FOLDER}/pages/${name}.yaml`,
      fields: formFields(schema, data),
    }
  })
  return { name: 'pages', label: 'Page copy', description: 'Headings and text of each page.', files }
}

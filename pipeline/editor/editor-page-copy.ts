/**
 * The editor's "Page copy" collection: one form per page file in content/pages/, generated from that
 * page's schema (app/content/page-copy-schemas.ts `pageSchemas`) like every other form (./editor-fields.ts). The
 * file itself only decides which texts get a box of several lines and the form's title.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { pageSchemas, SimplePageSchema } from '../../app/content/page-copy-schemas.ts'
import { CONTENT_FOLDER, type EditorCollection } from './editor-collections.ts'
import { formFields, labelFromName } from './editor-fields.ts'

function readPage(contentDir: string, name: string): Record<string, unknown> | undefined {
  const file = join(contentDir, 'pages', `${name}.yaml`)
  return existsSync(file) ? (parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined
}

/** The page files there are, and those the site needs even if one is missing. */
function pageNames(contentDir: string): string[] {
  const folder = join(contentDir, 'pages')
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.yaml')) : []
  return [...new Set([...Object.keys(pageSchemas), ...files.map((file) => file.replace(/\.yaml$/, ''))])].sort()
}

/** One form per page file, for the content in `contentDir`; a page without a schema of its own is a simple page. */
export function pageCopyCollection(contentDir: string): EditorCollection {
  const files = pageNames(contentDir).map((name) => {
    const data = readPage(contentDir, name)
    const schema = Object.hasOwn(pageSchemas, name) ? pageSchemas[name as keyof typeof pageSchemas] : SimplePageSchema
    return {
      name,
      label: typeof data?.name === 'string' ? data.name : labelFromName(name),
      file: `${CONTENT_FOLDER}/pages/${name}.yaml`,
      fields: formFields(schema, data),
    }
  })
  return { name: 'pages', label: 'Page copy', description: 'Headings and text of each page.', files }
}

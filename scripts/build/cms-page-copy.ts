/**
 * The editor's "Page copy" collection: one form per page file in content/pages/, generated from that
 * page's schema (app/content/schemas.ts `pageSchemas`) like every other form (./cms-fields.ts). The
 * file itself only decides which texts get a box of several lines and the form's title.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { type PageFileName, pageSchemas } from '../../app/content/schemas.ts'
import { labelFromName, formFields } from './cms-fields.ts'
import { CONTENT_FOLDER, type CmsCollection } from './cms-collections.ts'

function readPage(contentDir: string, name: string): Record<string, unknown> | undefined {
  const file = join(contentDir, 'pages', `${name}.yaml`)
  return existsSync(file) ? (parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined
}

/** One form per page the site has (every key of pageSchemas), for the content in `contentDir`. */
export function pageCopyCollection(contentDir: string): CmsCollection {
  const files = (Object.keys(pageSchemas) as PageFileName[]).sort().map((name) => {
    const data = readPage(contentDir, name)
    return {
      name,
      label: typeof data?.name === 'string' ? data.name : labelFromName(name),
      file: `${CONTENT_FOLDER}/pages/${name}.yaml`,
      fields: formFields(pageSchemas[name], data),
    }
  })
  return { name: 'pages', label: 'Page copy', description: 'Headings and text of each page.', files }
}

/**
 * The editor's "Page copy" collection: one form per file in content/pages/, its fields inferred from
 * the file itself (texts, lists and groups as they are nested there), so the form always matches
 * the file and the schema that checks it, with no second description of each page to keep in step.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { contentSettings } from '../../app/content/read-content'
import type { CmsCollection, CmsField } from './cms-collections'

/** Where the page files are in the repository, as the editor commits them. */
const PAGE_COPY_FOLDER = 'content/pages'

/** "secondaryAction" → "Secondary action" */
function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A form field for one value of a page file. */
export function inferField(name: string, value: unknown): CmsField {
  const label = labelFor(name)
  if (Array.isArray(value)) {
    const [first] = value
    if (first !== null && typeof first === 'object') {
      return { name, label, widget: 'list', fields: inferFields(first as Record<string, unknown>) }
    }
    return { name, label, widget: 'list', field: inferField('item', first ?? '') }
  }
  if (value !== null && typeof value === 'object') {
    return { name, label, widget: 'object', fields: inferFields(value as Record<string, unknown>) }
  }
  if (typeof value === 'number') return { name, label, widget: 'number' }
  // Long copy gets a multi-line box; headings, labels and links a single line.
  return { name, label, widget: typeof value === 'string' && value.length > 80 ? 'text' : 'string' }
}

function inferFields(record: Record<string, unknown>): CmsField[] {
  return Object.entries(record).map(([name, value]) => inferField(name, value))
}

/** Reads the page files from `content` (the content folder, CONTENT_DIR in tests); undefined if there are none. */
export function pageCopyCollection(content = contentSettings().contentDir): CmsCollection | undefined {
  const folder = join(content, 'pages')
  if (!existsSync(folder)) return undefined
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const data = parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>
      const name = file.replace(/\.yaml$/, '')
      return {
        name,
        label: String(data.name ?? labelFor(name)),
        file: `${PAGE_COPY_FOLDER}/${file}`,
        fields: inferFields(data),
      }
    })
  if (files.length === 0) return undefined
  return { name: 'pages', label: 'Page copy', description: 'Headings and text of each page.', files }
}

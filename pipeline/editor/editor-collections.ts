/**
 * The browser editor's (Sveltia CMS, served at /admin) view of the content folder: one collection
 * per kind of file, each form generated from the schema the build checks that file against
 * (./editor-fields.ts), so whatever the owner saves in the form is a file the next build accepts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { z } from 'zod'
import { SETTINGS_FILE } from '../../app/config/settings-file.ts'
import { SiteSettingsSchema } from '../../app/config/settings-schema.ts'
import {
  ArticleFrontMatterSchema,
  CaseStudySchema,
  LegalFrontMatterSchema,
  ServiceSchema,
} from '../../app/content/schemas.ts'
import { type EditorField, formFields } from './editor-fields.ts'

export type { EditorField }

export type EditorCollection = {
  name: string
  label: string
  label_singular?: string
  description?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  create?: boolean
  delete?: boolean
  slug?: string
} & (
  | { folder: string; extension: 'md' | 'yaml'; format: 'frontmatter' | 'yaml'; fields: EditorField[] }
  | { files: { name: string; label: string; file: string; fields: EditorField[] }[] }
)

/** Where the content files are in the repository, as the editor commits them. */
export const CONTENT_FOLDER = 'content'

/** The Markdown body below the front matter: the editor's rich-text field, which the build renders. */
const body = (label: string): EditorField => ({ name: 'body', label, widget: 'markdown' })

/** The data of a content file: YAML, or the front matter of Markdown. */
function readData(file: string): unknown {
  const text = readFileSync(file, 'utf8')
  return parse(file.endsWith('.md') ? (text.split(/^---$/m)[1] ?? '') : text)
}

/** Two files' values merged into one sample: the longer text, list items merged into one. */
function mergeSamples(a: unknown, b: unknown): unknown {
  if (typeof a === 'string' && typeof b === 'string') return a.length >= b.length ? a : b
  if (Array.isArray(a) || Array.isArray(b)) {
    const items = [...(Array.isArray(a) ? a : []), ...(Array.isArray(b) ? b : [])]
    return items.length ? [items.reduce(mergeSamples)] : []
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    const pick = (record: object, key: string) => (record as Record<string, unknown>)[key]
    return Object.fromEntries([...keys].map((key) => [key, mergeSamples(pick(a, key), pick(b, key))]))
  }
  return a ?? b
}

/** What the folder's files hold today, merged, so a text that is long in any file gets a box of several lines. */
function folderSample(contentDir: string, folder: string): unknown {
  const dir = join(contentDir, folder)
  if (!existsSync(dir)) return undefined
  const files = readdirSync(dir).filter((name) => /\.(md|ya?ml)$/.test(name) && !name.startsWith('.'))
  return files.map((name) => readData(join(dir, name))).reduce(mergeSamples, undefined)
}

export function folderFields(schema: z.ZodType, contentDir: string, folder: string): EditorField[] {
  return formFields(schema, folderSample(contentDir, folder))
}

/** The one settings file (content/settings.yaml): who the business is and how the site looks. */
function settingsCollection(contentDir: string): EditorCollection {
  const file = join(contentDir, SETTINGS_FILE)
  const sample = existsSync(file) ? readData(file) : undefined
  return {
    name: 'settings',
    label: 'Site settings',
    description: 'Who the business is and how the site looks: name, contact details, colours, logo.',
    files: [
      {
        name: 'settings',
        label: 'Site settings',
        file: `${CONTENT_FOLDER}/${SETTINGS_FILE}`,
        fields: formFields(SiteSettingsSchema, sample),
      },
    ],
  }
}

/** Every collection but page copy (./editor-page-copy.ts) and the owner's pages (./editor-pages.ts), for the content in `contentDir`; the settings first. */
export function editorCollections(contentDir: string): EditorCollection[] {
  const legalFields = [...formFields(LegalFrontMatterSchema), body('Text')]
  return [
    settingsCollection(contentDir),
    {
      name: 'articles',
      label: 'Insights articles',
      label_singular: 'Article',
      description: 'Each article is a Markdown file; its file name becomes its address under /insights/.',
      folder: `${CONTENT_FOLDER}/articles`,
      extension: 'md',
      format: 'frontmatter',
      create: true,
      slug: '{{slug}}',
      summary: '{{title}} ({{date}})',
      sortable_fields: ['date', 'title'],
      fields: [...folderFields(ArticleFrontMatterSchema, contentDir, 'articles'), body('Article')],
    },
    {
      name: 'case-studies',
      label: 'Case studies',
      label_singular: 'Case study',
      description: 'Each is a file; its name (from the title when you create one) is its id.',
      folder: `${CONTENT_FOLDER}/case-studies`,
      extension: 'yaml',
      format: 'yaml',
      create: true,
      slug: '{{slug}}',
      sortable_fields: ['order', 'title'],
      fields: folderFields(CaseStudySchema, contentDir, 'case-studies'),
    },
    {
      name: 'services',
      label: 'Services',
      label_singular: 'Service',
      description:
        'Each is a file; its name (from the title when you create one) is its id and its address under /services/.',
      folder: `${CONTENT_FOLDER}/services`,
      extension: 'yaml',
      format: 'yaml',
      create: true,
      slug: '{{slug}}',
      sortable_fields: ['order', 'title'],
      fields: folderFields(ServiceSchema, contentDir, 'services'),
    },
    {
      name: 'legal',
      label: 'Legal pages',
      files: [
        { name: 'privacy', label: 'Privacy Policy', file: `${CONTENT_FOLDER}/legal/privacy.md`, fields: legalFields },
        { name: 'terms', label: 'Terms of Service', file: `${CONTENT_FOLDER}/legal/terms.md`, fields: legalFields },
      ],
    },
  ]
}

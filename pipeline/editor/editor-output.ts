/**
 * A content file as the browser editor writes it when the owner saves it: Sveltia CMS 0.221 orders
 * each object's keys as its form's fields, and writes YAML with the `yaml` package's stringify and
 * the options below (its `output.yaml` defaults: two-space indent, indented lists, text unquoted
 * unless it must be, then in single quotes, never folded). It cannot be told to keep a file's own
 * quoting, so the content files are kept in this form (./editor-output.test.ts): a save then changes
 * only the lines of the fields the owner changed (docs/decisions/021-the-editor-shows-the-page.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse, stringify } from 'yaml'
import { CONTENT_FOLDER, type EditorField, editorCollections } from './editor-collections.ts'
import { pageCopyCollection } from './editor-page-copy.ts'
import { ownerPagesCollection } from './editor-pages.ts'

const EDITOR_YAML = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
} as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** `value` with every object's keys in the order of `fields` (the others after them, as they were). */
function inFieldOrder(
  value: unknown,
  field: Pick<EditorField, 'fields' | 'field' | 'widget' | 'types' | 'typeKey'>,
): unknown {
  const { types, typeKey = 'type' } = field
  if (Array.isArray(value) && types) {
    // An item of a list of types: its type first, as the editor writes it, then that type's fields.
    return value.map((entry) => {
      const type = types.find((candidate) => isRecord(entry) && candidate.name === entry[typeKey])
      const typeField = { name: typeKey, label: typeKey, widget: 'string' as const }
      return type ? inFieldOrder(entry, { widget: 'object', fields: [typeField, ...(type.fields ?? [])] }) : entry
    })
  }
  if (Array.isArray(value)) {
    const item = field.fields ? { widget: 'object' as const, fields: field.fields } : field.field
    return item ? value.map((entry) => inFieldOrder(entry, item)) : value
  }
  if (!isRecord(value) || !field.fields) return value
  const names = field.fields.map((inner) => inner.name)
  const ordered: Record<string, unknown> = {}
  for (const inner of field.fields) {
    if (Object.hasOwn(value, inner.name)) ordered[inner.name] = inFieldOrder(value[inner.name], inner)
  }
  for (const [key, inner] of Object.entries(value)) if (!names.includes(key)) ordered[key] = inner
  return ordered
}

/** The data of a form with these fields, as the editor writes it: YAML, without the final newline. */
function editorYaml(data: unknown, fields: EditorField[]): string {
  return stringify(inFieldOrder(data, { widget: 'object', fields }), EDITOR_YAML).trim()
}

/**
 * The text the editor would write for a file with this text and form: a YAML file, or Markdown with
 * YAML front matter and its body (the form's `body` field) after a blank line.
 */
export function asTheEditorWrites(text: string, fields: EditorField[], markdown: boolean): string {
  if (!markdown) return `${editorYaml(parse(text), fields)}\n`
  const [, frontMatter = '', ...rest] = text.split(/^---$/m)
  const body = rest.join('---').trim()
  const data = parse(frontMatter)
  return `---\n${editorYaml(
    data,
    fields.filter((field) => field.name !== 'body'),
  )}\n---\n${body ? `\n${body}\n` : ''}`
}

/** Every file the editor's collections open in `contentDir`, by its path there, with its form's fields. */
export function filesTheEditorOpens(contentDir: string): { file: string; fields: EditorField[] }[] {
  const inContent = (path: string) => join(contentDir, relative(CONTENT_FOLDER, path))
  const collections = [
    ...editorCollections(contentDir),
    ownerPagesCollection(contentDir),
    pageCopyCollection(contentDir),
  ]
  return collections.flatMap((collection) => {
    if ('files' in collection) {
      return collection.files.map(({ file, fields }) => ({ file: inContent(file), fields }))
    }
    const folder = inContent(collection.folder)
    if (!existsSync(folder)) return []
    return readdirSync(folder)
      .filter((name) => name.endsWith(`.${collection.extension}`) && !name.startsWith('.'))
      .map((name) => ({ file: join(folder, name), fields: collection.fields }))
  })
}

/** The editor's form, in words, for a message about a file out of it. */
const THE_FORM =
  'text unquoted unless it must be, then in single quotes; keys in the order of the editor’s fields; two-space indents; lines never folded'

/**
 * What in a hand-edited file the editor would write differently, for the owner or a developer to
 * change: the first line that differs, the field it belongs to (the editor's label, and its key),
 * and that line as the editor writes it; undefined when the file is in the editor's form.
 */
export function outOfEditorForm(file: string, fields: EditorField[]): string | undefined {
  const text = readFileSync(file, 'utf8')
  const written = asTheEditorWrites(text, fields, file.endsWith('.md'))
  if (written === text) return undefined
  const [have, want] = [text.split('\n'), written.split('\n')]
  const index = want.findIndex((line, at) => line !== have[at])
  const line = index === -1 ? have.length : index
  // The top-level key the differing line sits under: the field as the editor lists it.
  const key = want
    .slice(0, line + 1)
    .reverse()
    .map((candidate) => /^([A-Za-z][\w-]*):/.exec(candidate)?.[1])
    .find(Boolean)
  const field = fields.find((candidate) => candidate.name === key)
  const named = field ? `the field “${field.label}” (${field.name})` : key ? `the key ${key}` : 'the file'
  const quote = (value: string | undefined) => (value === undefined ? '(nothing)' : `"${value}"`)
  return `${file}: ${named}, line ${line + 1}, reads ${quote(have[line])} where the editor writes ${quote(want[line])} (the editor’s form: ${THE_FORM})`
}

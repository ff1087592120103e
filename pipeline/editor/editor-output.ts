/**
 * A content file as the browser editor writes it when the owner saves it: Sveltia CMS 0.221 fills in
 * what its form holds for a field the file leaves out (a switch's false, a choice's default), leaves
 * out an optional field left empty, orders each object's keys as its form's fields (the items of a
 * list of types as all the types' fields merged), and writes YAML with the `yaml` package's stringify
 * and the options below (its `output.yaml` defaults: two-space indent, indented lists, text unquoted
 * unless it must be, then in single quotes, never folded). It cannot be told to keep a file's own
 * form, so the content files are kept in this one (./editor-output.test.ts), and a save changes
 * only the lines of the fields the owner changed (docs/decisions/021-the-editor-shows-the-page.md);
 * tests/e2e/editor-local.spec.ts saves a file of every collection and holds the editor to this.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse, stringify } from 'yaml'
import type { AdviceLine } from '../../app/config/advice-form.ts'
import { displayPath } from '../../app/config/checked-file.ts'
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

type FormField = Pick<EditorField, 'fields' | 'field' | 'widget' | 'types' | 'typeKey' | 'required' | 'default'> & {
  name?: string
}

/** A list item's fields: its own, or for a list of types those of the type it names, after the type itself. */
function itemFields(field: FormField, item: unknown): FormField | undefined {
  if (field.types) {
    const typeKey = field.typeKey ?? 'type'
    const type = field.types.find((candidate) => isRecord(item) && candidate.name === item[typeKey])
    const typeField = { name: typeKey, label: typeKey, widget: 'string' as const }
    return type && { widget: 'object', fields: [typeField, ...(type.fields ?? [])] }
  }
  return field.fields ? { widget: 'object', fields: field.fields } : field.field
}

/** Sveltia's `isValueEmpty`: what `output.omit_empty_optional_fields` leaves out of an optional field. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0)

/**
 * `value` as the editor holds and saves it: a field the file leaves out gets what the form fills in
 * (its default; false for a switch), and an optional field left empty is left out (the editor's
 * `output.omit_empty_optional_fields`, ./build-editor.ts), at every depth.
 */
function asSaved(value: unknown, field: FormField): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const form = itemFields(field, item)
      return form ? asSaved(item, form) : item
    })
  }
  if (!isRecord(value) || !field.fields) return value
  const saved: Record<string, unknown> = { ...value }
  for (const inner of field.fields) {
    if (!Object.hasOwn(saved, inner.name)) {
      const filled = inner.default ?? (inner.widget === 'boolean' ? false : undefined)
      if (filled !== undefined) saved[inner.name] = filled
      continue
    }
    saved[inner.name] = asSaved(saved[inner.name], inner)
    if (inner.required === false && isEmpty(saved[inner.name])) delete saved[inner.name]
  }
  return saved
}

/**
 * A list of types' fields as Sveltia orders the keys of each item (its `createKeyPathList`): the
 * type first, then every type's fields merged, each where it first appears in the list of types, so
 * an item of one type follows the order of the types before it (a call to action writes its action
 * before its text, because a photo-and-text section lists an action first).
 */
function mergedTypes(types: NonNullable<FormField['types']>, typeKey: string): EditorField[] {
  const merged: EditorField[] = [{ name: typeKey, label: typeKey, widget: 'string' }]
  const mergeInto = (into: EditorField[], field: EditorField) => {
    const at = into.findIndex((candidate) => candidate.name === field.name)
    const known = into[at]
    if (!known) into.push(field)
    else if (field.fields) {
      const fields = [...(known.fields ?? [])]
      for (const inner of field.fields) mergeInto(fields, inner)
      into[at] = { ...known, fields }
    }
  }
  for (const type of types) for (const field of type.fields ?? []) mergeInto(merged, field)
  return merged
}

/** `value` with every object's keys in the order the editor writes them (the others after them, as they were). */
function inFieldOrder(value: unknown, field: FormField): unknown {
  if (Array.isArray(value)) {
    const item = field.types
      ? { widget: 'object' as const, fields: mergedTypes(field.types, field.typeKey ?? 'type') }
      : itemFields(field, undefined)
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
  const form = { widget: 'object' as const, fields }
  return stringify(inFieldOrder(asSaved(data, form), form), EDITOR_YAML).trim()
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
export const THE_EDITORS_FORM =
  'text unquoted unless it must be, then in single quotes; keys in the order of the editor’s fields; two-space indents; lines never folded'

/**
 * What in a hand-edited file the editor would write differently, for the owner or a developer to
 * change: the first line that differs, the field it belongs to (the editor's label, and its key),
 * and that line as the editor writes it; undefined when the file is in the editor's form.
 */
export function outOfEditorForm(file: string, fields: EditorField[]): AdviceLine | undefined {
  const text = readFileSync(file, 'utf8')
  const written = asTheEditorWrites(text, fields, file.endsWith('.md'))
  if (written === text) return undefined
  const [have, want] = [text.split('\n'), written.split('\n')]
  const index = want.findIndex((line, at) => line !== have[at])
  const line = index === -1 ? have.length : index
  // The top-level key the differing line sits under: the field as the editor lists it, or the
  // file's own where the editor leaves that field out (an optional field left empty).
  const keyAt = (lines: string[]) =>
    lines
      .slice(0, line + 1)
      .reverse()
      .map((candidate) => /^([A-Za-z][\w-]*):/.exec(candidate)?.[1])
      .find(Boolean)
  const [had, wanted] = [keyAt(have), keyAt(want)]
  const key = had && !want.some((candidate) => candidate.startsWith(`${had}:`)) ? had : wanted
  const field = fields.find((candidate) => candidate.name === key)
  const quote = (value: string | undefined) => (value === undefined ? '(nothing)' : `"${value}"`)
  return {
    file: displayPath(file),
    path: key ? [key] : [],
    message: `line ${line + 1} reads ${quote(have[line])} where the editor writes ${quote(want[line])}`,
    label: field?.label,
  }
}

/**
 * Reading one file the owner edits and saying what is wrong with it in the editor's words: shared by
 * the settings file (./settings-file.ts) and every other content file (app/content/content-files.ts).
 * Runs in Node only.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { editorLabel, ownerWords } from './owner-words.ts'

/** A content file that does not match its schema: the message names the file and each bad field. */
export class ContentError extends Error {
  constructor(file: string, issues: { path: PropertyKey[]; message: string }[]) {
    const lines = issues.map(
      (issue) => `  - ${issue.path.map(String).join('.') || '(whole file)'}: ${readableMessage(issue.message)}`,
    )
    super(`Invalid content file ${file}:\n${lines.join('\n')}`)
    this.name = 'ContentError'
  }
}

/** zod says "expected string, received undefined" for a field that is simply missing. */
function readableMessage(message: string): string {
  return message.replace(/^Invalid input: expected (\w+), received undefined$/, 'missing: this field is required ($1)')
}

/** content/articles/x.md inside the project; the full path for a content folder elsewhere (CONTENT_DIR). */
export function displayPath(file: string): string {
  const path = relative(process.cwd(), file)
  return path.startsWith('..') ? file : path
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null

/**
 * The path of a field, a list item of a given `type` (a page's section) named by its number from 1
 * and its type: `sections.2 (section 3, cards).cards`.
 */
function pathInWords(data: unknown, path: readonly PropertyKey[]): string {
  let current = data
  return path
    .map((key) => {
      current = isRecord(current) ? current[key] : undefined
      const type = typeof key === 'number' && isRecord(current) ? current.type : undefined
      return typeof type === 'string' ? `${String(key)} (section ${Number(key) + 1}, ${type})` : String(key)
    })
    .join('.')
}

/** `data` checked against `schema`; a mistake throws a ContentError naming `file` and each field by its editor label. */
export function checkData<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  // In the editor's words: its label for the field, and the rule as the limit its hint states.
  const result = schema.safeParse(data, { error: ownerWords })
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => {
    // A missing field is named by its key, as the file lacks it; the editor never leaves one out.
    const missing = /received undefined$/.test(issue.message)
    const label = missing ? undefined : editorLabel(schema, issue.path, data)
    const path = issue.path.length > 0 ? [pathInWords(data, issue.path)] : []
    return { path, message: label ? `${readableMessage(issue.message)} (“${label}” in the editor)` : issue.message }
  })
  throw new ContentError(displayPath(file), issues)
}

export function readYaml(file: string): unknown {
  try {
    return parseYaml(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ContentError(displayPath(file), [{ path: [], message: `not valid YAML: ${String(error)}` }])
  }
}

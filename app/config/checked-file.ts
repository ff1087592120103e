/**
 * Reading one file the owner edits and saying what is wrong with it in the editor's words: shared by
 * the settings file (./settings-file.ts) and every other content file (app/content/content-files.ts).
 * Runs in Node only.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { editorLabel, ownerWords, pathInWords } from './owner-words.ts'

/**
 * Marks an error whose message is advice to the owner, which the build prints alone, without a stack
 * (./owner-advice.ts). A symbol of the global registry: Vite and React Router each load their own
 * copy of this module, so `instanceof` would not see one thrown by the other.
 */
export const OWNER_ADVICE = Symbol.for('owner-advice')

/** A refusal of what the owner wrote, in words that say what to change: the one error type the build prints as advice. */
export class OwnerAdvice extends Error {
  readonly [OWNER_ADVICE] = true
  override name = 'OwnerAdvice'
}

/** One bad field: its path in the file, what is wrong and what would pass, and the editor's label for it. */
export type Issue = { path: PropertyKey[]; message: string; label?: string }

/** A content file the build refuses: the message names the file and each bad field, as the editor labels it. */
export class ContentError extends OwnerAdvice {
  /** `data`, the file's content, lets a path name a section by its number and type (`pathInWords`). */
  constructor(file: string, issues: Issue[], data?: unknown) {
    const lines = issues.map(({ path, message, label }) => {
      // The label after the problem's first line, where a list of details may follow.
      const [first, ...details] = readableMessage(message).split('\n')
      const named = label ? `${first} (“${label}” in the editor)` : first
      return `  - ${pathInWords(data, path) || '(whole file)'}: ${[named, ...details].join('\n')}`
    })
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

/** `data` checked against `schema`; a mistake throws a ContentError naming `file` and each field by its editor label. */
export function checkData<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  // In the editor's words: its label for the field, and the rule as the limit its hint states.
  const result = schema.safeParse(data, { error: ownerWords })
  if (result.success) return result.data
  // A field is named by its key, as the file has it, and by its label, as the owner finds it in the
  // editor. A section's type is its kind, chosen from the editor's list, not a field with a label.
  const issues = result.error.issues.map((issue) => ({
    path: issue.path,
    message: issue.message,
    label: issue.code === 'invalid_union' ? undefined : editorLabel(schema, issue.path, data),
  }))
  throw new ContentError(displayPath(file), issues, data)
}

export function readYaml(file: string): unknown {
  try {
    return parseYaml(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ContentError(displayPath(file), [{ path: [], message: `not valid YAML: ${String(error)}` }])
  }
}

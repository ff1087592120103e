/**
 * Reading one file the owner edits and saying what is wrong with it in the editor's words: shared by
 * the settings file (./settings-file.ts) and every other content file (app/content/content-files.ts).
 * Runs in Node only.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { adviceText, OwnerAdvice } from './advice-form.ts'
import { editorLabel, ownerWords } from './owner-words.ts'
import { parsedOnce } from './parsed-once.ts'

/** One bad field: its path in the file, what is wrong and what would pass, and the editor's label for it. */
export type Issue = { path: PropertyKey[]; message: string; label?: string }

/** A content file the build refuses: the message names the file and each bad field, as the editor labels it. */
export class ContentError extends OwnerAdvice {
  /** `data`, the file's content, lets a path name a section by its number and type (`pathInWords`). */
  constructor(file: string, issues: Issue[], data?: unknown) {
    super(
      adviceText(
        `Invalid content file ${file}`,
        issues.map((issue) => ({ ...issue, message: readableMessage(issue.message), data })),
      ),
    )
    this.name = 'ContentError'
  }
}

/** zod says "expected string, received undefined" for a field that is simply missing. */
function readableMessage(message: string): string {
  return message.replace(/^Invalid input: expected (\w+), received undefined$/, 'missing: this field is required ($1)')
}

/** The parser's words without its error class's name, which reads as a crash to an owner. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
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

const parsedYaml = new Map<string, unknown>()

export function readYaml(file: string): unknown {
  try {
    const text = readFileSync(file, 'utf8')
    return parsedOnce(parsedYaml, text, () => parseYaml(text))
  } catch (error) {
    throw new ContentError(displayPath(file), [{ path: [], message: `not valid YAML: ${reasonOf(error)}` }])
  }
}

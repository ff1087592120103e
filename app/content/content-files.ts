/**
 * Reading one content file and reporting what is wrong with it: shared by the readers of each
 * collection (app/content/read-content.ts, app/content/read-page-copy.ts). Runs in Node only.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import type { SiteConfig } from '../config/site-config.ts'
import { editorLabel, ownerWords } from './owner-words.ts'
import type { Publishing } from './publication.ts'

/**
 * Where the content is, what legal texts may fill in and what is published: from the build's
 * configuration and its day.
 */
export type ContentSettings = {
  contentDir: string
  site: Pick<SiteConfig, 'name' | 'email' | 'url'>
  publishing: Publishing
}

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

/** Told of every file `check` passes: the photo pipeline's way to find each photo field with its file. */
type CheckedFileListener = (file: string, schema: z.ZodType, data: unknown) => void
let listener: CheckedFileListener | undefined

/**
 * Runs `read` (a synchronous reader of content files) and tells `onChecked` of each file it checks,
 * so that whoever needs to know where a value was written (app/content/photo-uses.ts) asks the
 * readers themselves instead of listing the files and schemas a second time.
 */
export function observeCheckedFiles<Result>(onChecked: CheckedFileListener, read: () => Result): Result {
  listener = onChecked
  try {
    return read()
  } finally {
    listener = undefined
  }
}

export function check<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  // In the editor's words: its label for the field, and the rule as the limit its hint states.
  const result = schema.safeParse(data, { error: ownerWords })
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      // A missing field is named by its key, as the file lacks it; the editor never leaves one out.
      const missing = /received undefined$/.test(issue.message)
      const label = missing ? undefined : editorLabel(schema, issue.path)
      return label ? { ...issue, message: `${readableMessage(issue.message)} (“${label}” in the editor)` } : issue
    })
    throw new ContentError(displayPath(file), issues)
  }
  listener?.(file, schema, result.data)
  return result.data
}

export function readYaml(file: string): unknown {
  try {
    return parseYaml(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ContentError(displayPath(file), [{ path: [], message: `not valid YAML: ${String(error)}` }])
  }
}

/** A value that starts a sentence starts with a capital ("{serviceCount} services" reads "Three services"). */
function startsSentence(source: string, offset: number): boolean {
  return /(^|[.!?]\s+)$/.test(source.slice(0, offset))
}

/**
 * Replaces each {name} in `source` with its value; a name that is neither in `values` nor in `keep`
 * (placeholders the page fills in as it renders) stops the build, naming the file.
 */
export function fillPlaceholders(
  source: string,
  values: Record<string, string>,
  file: string,
  keep: readonly string[] = [],
): string {
  return source.replace(/\{(\w+)\}/g, (placeholder, name: string, offset: number) => {
    const value = values[name]
    if (value !== undefined) {
      return startsSentence(source, offset) ? value.charAt(0).toUpperCase() + value.slice(1) : value
    }
    if (keep.includes(name)) return placeholder
    const known = Object.keys(values).map((key) => `{${key}}`)
    throw new ContentError(displayPath(file), [
      { path: [], message: `unknown ${placeholder}; use ${known.join(', ')}` },
    ])
  })
}

/**
 * Reading one content file and reporting what is wrong with it: shared by the readers of each
 * collection (app/content/read-content.ts, app/content/read-page-copy.ts). Runs in Node only.
 */
import type { z } from 'zod'
import { ContentError, checkData, displayPath } from '../config/checked-file.ts'
import type { BrandSettings } from '../config/configuration-schema.ts'
import type { SiteConfig } from '../config/site-config.ts'
import type { Publishing } from './publication.ts'

export { ContentError, displayPath, readYaml } from '../config/checked-file.ts'

/**
 * Where the content is, what legal texts may fill in and what is published: from the build's
 * configuration and its day.
 */
export type ContentSettings = {
  contentDir: string
  site: Pick<SiteConfig, 'name' | 'email' | 'url' | 'officeHours'>
  /** How the site looks (content/settings.yaml): the brand colours and the logo. */
  brand: BrandSettings
  publishing: Publishing
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
  const checked = checkData(schema, data, file)
  listener?.(file, schema, checked)
  return checked
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

/** The id a file's name gives its entry, which its address is made of: lowercase letters, digits and hyphens. */
export function fileSlug(file: string, extension: string): string {
  const slug = file.slice(file.lastIndexOf('/') + 1, -extension.length)
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentError(displayPath(file), [
      { path: [], message: 'the file name becomes the URL: use lowercase letters, digits and hyphens' },
    ])
  }
  return slug
}

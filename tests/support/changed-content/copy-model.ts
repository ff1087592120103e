/**
 * Helpers for the content changes of ./changes.ts: a new file made from a model the owner would
 * copy (the first file of a content folder, as the sample content (SAMPLE_CONTENT_DIR) has it, whatever earlier changes did to
 * the scratch copy), with some of its lines changed or added.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SAMPLE_CONTENT_DIR } from '../test-environment'

/** The first file of `folder` in the sample content: the model each change copies. */
export function modelFile(folder: string): string {
  const [first = ''] = readdirSync(join(SAMPLE_CONTENT_DIR, folder)).sort()
  return first
}

/** `contentDir/folder/to`: the model of `folder` with the lines `key: value` set (replaced, or added first). */
export function copyModel(contentDir: string, folder: string, to: string, lines: Record<string, string>) {
  let source = readFileSync(join(SAMPLE_CONTENT_DIR, folder, modelFile(folder)), 'utf8')
  for (const [key, value] of Object.entries(lines)) {
    const line = new RegExp(`^${key}: .*$`, 'm')
    source = line.test(source)
      ? source.replace(line, `${key}: ${value}`)
      : source.replace(/^(---\n)?/, (start) => `${start}${key}: ${value}\n`)
  }
  writeFileSync(join(contentDir, folder, to), source)
}

/** Adds `tag` first to the tags of the article file `contentDir/articles/<slug>.md`. */
export function addTag(contentDir: string, slug: string, tag: string) {
  const file = join(contentDir, 'articles', `${slug}.md`)
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^tags:\n/m, `tags:\n  - ${tag}\n`))
}

/**
 * Helpers for the content changes of ./changes.ts: a new file made from a model the owner would
 * copy (the first file of a content folder, as content/ has it, whatever earlier changes did to
 * the scratch copy), with some of its lines changed or added.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The first file of `folder` in the repository's content/: the model each change copies. */
export function modelFile(folder: string): string {
  const [first = ''] = readdirSync(join('content', folder)).sort()
  return first
}

/** `contentDir/folder/to`: the model of `folder` with the lines `key: value` set (replaced, or added first). */
export function copyModel(contentDir: string, folder: string, to: string, lines: Record<string, string>) {
  let source = readFileSync(join('content', folder, modelFile(folder)), 'utf8')
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

/**
 * Comments and docs point at rules by `docs/<file>.md#<heading>`: a renamed heading must not leave
 * a link that goes nowhere. Checks every such link in the tracked files against the headings of
 * the file it names, slugged as GitHub renders them.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { expect, test } from 'vitest'

const LINK = /([\w./-]+\.md)#([\w-]+)/g

/** GitHub's heading anchors: lowercase, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? []
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))))
}

/** The Markdown file a link names: beside the linking file, from the repository root, or under docs/. */
function target(from: string, reference: string): string | undefined {
  return [join(dirname(from), reference), reference, join('docs', basename(reference))].find(existsSync)
}

test('every link to a heading of a Markdown file in the repository lands on a heading that exists', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => (/\.(ts|tsx|js|md|css|yaml)$/.test(file) || file === '.env.example') && existsSync(file))
  const dead: string[] = []
  let checked = 0
  for (const file of files) {
    for (const [, reference = '', anchor = ''] of readFileSync(file, 'utf8').matchAll(LINK)) {
      if (/^https?:|\/\//.test(reference)) continue
      const markdown = target(file, reference)
      if (!markdown) continue
      checked += 1
      if (!anchorsOf(markdown).has(anchor)) dead.push(`${file}: ${reference}#${anchor}`)
    }
    // A guide's own table of contents: `[Deploy](#deploy)`.
    if (!file.endsWith('.md')) continue
    for (const [, anchor = ''] of readFileSync(file, 'utf8').matchAll(/\]\(#([\w-]+)\)/g)) {
      checked += 1
      if (!anchorsOf(file).has(anchor)) dead.push(`${file}: #${anchor}`)
    }
  }
  expect(checked, 'links found').toBeGreaterThan(10)
  expect(dead).toEqual([])
})

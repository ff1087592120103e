/**
 * Every repository path a comment or a doc names exists: a renamed or deleted file must not leave
 * a pointer that goes nowhere. Reads every tracked source and doc file for paths that start with a
 * top-level folder of the repository (`app/content/schemas.ts`, `pipeline/editor/`), and checks
 * each against the working tree (in code, only its comments). A path with a placeholder
 * (`content/articles/<slug>.md`) or a wildcard (`content/pages/*.yaml`) counts when its fixed part
 * exists.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'

const TOP_LEVEL = [
  'app',
  'content',
  'server',
  'pipeline',
  'scripts',
  'tests',
  'docs',
  'tools',
  'editor',
  'public',
  'bench',
  'deploy',
  '.ci',
]
const PATH = new RegExp(
  `(?<![\\w./@#-])((?:${TOP_LEVEL.map((name) => name.replace('.', '\\.')).join('|')})/[\\w./<>*{},-]*)`,
  'g',
)

const RELATIVE = /(?<![\w/.])(\.\.?\/[\w./-]+\.(?:ts|tsx|js|md))/g

/** Folders that exist only once an owner makes them: their photos. */
const MADE_LATER = [/^content\/media\//]

/**
 * Where examples name a file an owner would add (content/articles/new-pricing.md, a page's route):
 * there the folder must exist, not the file.
 */
const EXAMPLE_FOLDERS = /^(content(\/[\w-]+)+|app\/routes)\/[\w.-]+\.(md|yaml|tsx)$/

/**
 * A decision record is history: one that says "File names as of that date" may name files since
 * renamed or removed.
 */
const HISTORY = /^> File names as of that date/m

/** What a file says in prose: all of a doc, the comments of code (its strings are data). */
function prose(file: string, text: string): string {
  if (!/\.(ts|tsx|js|css)$/.test(file)) return text
  return (text.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? []).join('\n')
}

/** The part of a path before its first placeholder or wildcard, trimmed to a whole segment. */
function fixedPart(path: string): string {
  const cut = path.search(/[<*{]/)
  if (cut === -1) return path
  return path.slice(0, path.lastIndexOf('/', cut) + 1)
}

test('every repository path named in a comment or a doc exists', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(ts|tsx|js|md|css|yaml|json|toml|sh)$|^\.ci\/run$|^\.env\.example$/.test(file))
    .filter((file) => existsSync(file) && !file.endsWith('package-lock.json') && !file.startsWith('bench/results/'))
  const missing: string[] = []
  let checked = 0
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    if (file.startsWith('docs/decisions/') && HISTORY.test(text)) continue
    for (const [, raw = ''] of prose(file, text).matchAll(PATH)) {
      // Sentence punctuation after a path is not part of it.
      const path = fixedPart(raw.replace(/[.,]+$/, ''))
      if (MADE_LATER.some((pattern) => pattern.test(path))) continue
      checked += 1
      const exists = ['', '.ts', '.tsx', '.js'].some((extension) => existsSync(path + extension))
      const example = EXAMPLE_FOLDERS.test(path) && existsSync(dirname(path))
      if (!exists && !example) missing.push(`${file}: ${raw}`)
    }
  }
  expect(checked, 'paths found').toBeGreaterThan(200)
  expect(missing).toEqual([])
})

test('every path a comment names relative to its file (./build-step.ts) exists', () => {
  const files = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.js'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(file))
  const missing: string[] = []
  for (const file of files) {
    for (const [, path = ''] of prose(file, readFileSync(file, 'utf8')).matchAll(RELATIVE)) {
      if (!existsSync(join(dirname(file), path))) missing.push(`${file}: ${path}`)
    }
  }
  expect(missing).toEqual([])
})

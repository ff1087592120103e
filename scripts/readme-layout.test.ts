/**
 * The developer's guide's "Project layout" table is how a newcomer finds their way: it must name every folder
 * that holds code, and name nothing that is gone.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { expect, test } from 'vitest'

function layoutPaths(): string[] {
  const guide = readFileSync('docs/developer-guide.md', 'utf8')
  const start = guide.indexOf('## Project layout')
  const section = guide.slice(start, guide.indexOf('\n## ', start + 1))
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1] ?? '')
}

/** Folders whose files are content or data rather than code: their parent's row covers them. */
const COVERED_BY_PARENT = /^(content|public|bench|docs)\//

test('every path in the layout table exists', () => {
  const missing = layoutPaths().filter((path) => !existsSync(path))
  expect(missing).toEqual([])
})

test('every folder of tracked files is in the layout table, itself or under a folder row', () => {
  const folders = new Set(
    execFileSync('git', ['ls-files'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => dirname(file))
      .filter((folder) => folder !== '.' && !COVERED_BY_PARENT.test(`${folder}/`)),
  )
  const rows = layoutPaths()
  const unlisted = [...folders].filter(
    (folder) =>
      !rows.some((row) => `${folder}/` === row || `${folder}/`.startsWith(row) || row.startsWith(`${folder}/`)),
  )
  expect(unlisted).toEqual([])
})

test('tests/e2e/ holds browser tests only: every helper is in tests/support/ or tests/stand-ins/', () => {
  const files = execFileSync('git', ['ls-files', 'tests/e2e'], { encoding: 'utf8' }).split('\n').filter(Boolean)
  expect(files.filter((file) => !file.endsWith('.spec.ts'))).toEqual([])
})

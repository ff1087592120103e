/**
 * Part of `npm run lint`: fails when a tracked source file is longer than MAX_LINES. A file that
 * long is doing more than one thing; split it by what it does. Counted: code and stylesheets.
 * Not counted: the lockfile, content files, generated results and prose (README, docs/), none of
 * which has that extension.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const MAX_LINES = 250
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|css)$/

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
const tooLong = tracked
  .filter((file) => SOURCE.test(file))
  .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES)

for (const { file, lines } of tooLong) console.error(`${file}: ${lines} lines (at most ${MAX_LINES})`)
if (tooLong.length > 0) {
  console.error(`${tooLong.length} source file(s) over ${MAX_LINES} lines: split each by what it does.`)
  process.exit(1)
}
console.log(`Source files: ${tracked.filter((file) => SOURCE.test(file)).length}, none over ${MAX_LINES} lines.`)

/**
 * Every build folder stays out of Git: the owner's guide has them commit with `git add -A`, and a
 * build made with `BUILD_DIR=build-x` (docs/owner-guide.md) must not go with it.
 */
import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' })

test('a build in any folder named build… is ignored by Git, and nothing tracked is in one', () => {
  const built = ['build', 'build-x', 'build-preview', 'build-2026'].flatMap((dir) => [
    `${dir}/client/index.html`,
    `${dir}/site-manifest.json`,
  ])
  // Only folders at the top: the source's own build steps and files are not caught by the pattern.
  const source = ['pipeline/build-step.ts', 'scripts/build-x/file.ts', 'build.md']
  // One line per path, "source:line:pattern<TAB>path", the first three empty where nothing ignores it.
  const lines = git('check-ignore', '--no-index', '--verbose', '--non-matching', ...built, ...source)
  const ignored = lines
    .split('\n')
    .filter((line) => line && !line.startsWith('::\t'))
    .map((line) => line.slice(line.indexOf('\t') + 1))
  expect(ignored).toEqual(built)
  expect(git('ls-files', '--', 'build*/**').trim()).toBe('')
})

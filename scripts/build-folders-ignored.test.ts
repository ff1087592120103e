/**
 * Every build folder stays out of Git: the owner's guide has them commit with `git add -A`, and a
 * build made with `BUILD_DIR=build-x` (docs/owner-guide.md) must not go with it.
 */
import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' })

/** The paths of `paths` Git ignores, as `git status` and `git add -A` would. */
function ignored(paths: string[]): string[] {
  try {
    return git('check-ignore', '--no-index', ...paths)
      .split('\n')
      .filter(Boolean)
  } catch {
    // check-ignore exits 1 when none is ignored.
    return []
  }
}

test('a build in any folder named build… is ignored by Git, and nothing tracked is in one', () => {
  const built = ['build', 'build-x', 'build-preview', 'build-2026'].flatMap((dir) => [
    `${dir}/client/index.html`,
    `${dir}/site-manifest.json`,
  ])
  expect(ignored(built)).toEqual(built)
  expect(git('ls-files', '--', 'build*/**').trim()).toBe('')
  // Only folders at the top: the source's own build steps and files are not caught by the pattern.
  expect(ignored(['pipeline/build-step.ts', 'scripts/build-x/file.ts', 'build.md'])).toEqual([])
})

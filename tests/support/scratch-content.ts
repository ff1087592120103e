/**
 * Throwaway copies for unit tests that edit what the site is made from, never the real files: a copy
 * of the sample content (SAMPLE_CONTENT_DIR, never the owner's content/) that the content readers use
 * instead (through CONTENT_DIR), or of the code and that content together (app/, and the sample as
 * content/), for a test that adds a page as README says. Each registers its
 * clean-up after the test.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, vi } from 'vitest'
import { SAMPLE_CONTENT_DIR } from './test-environment'

function scratchCopies(parent: string, make: (scratch: string) => string): () => string {
  let scratch: string | undefined
  afterEach(() => {
    vi.unstubAllEnvs()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
    scratch = undefined
  })
  return () => {
    scratch = mkdtempSync(join(parent, parent === tmpdir() ? 'content-' : '.test-build-scratch-'))
    return make(scratch)
  }
}

/** Returns a function that makes a fresh copy of the sample content, points the readers at it and returns its path. */
export function scratchContentCopies(): () => string {
  return scratchCopies(tmpdir(), (scratch) => {
    cpSync(SAMPLE_CONTENT_DIR, scratch, { recursive: true })
    vi.stubEnv('CONTENT_DIR', scratch)
    return scratch
  })
}

/**
 * Returns a function that copies app/ and the sample content (as content/) into a fresh folder and returns its path. Import
 * its modules by absolute path after vi.resetModules(): `#app/*` resolves inside the copy (its own
 * package.json), packages from the project's node_modules, and the content readers read its
 * content/. The folder is inside the project, where Vitest loads modules from, and git-ignored
 * (.test-build*).
 */
export function scratchProjectCopies(): () => string {
  return scratchCopies(resolve('.'), (scratch) => {
    for (const part of ['app', 'tsconfig.json']) cpSync(part, join(scratch, part), { recursive: true })
    cpSync(SAMPLE_CONTENT_DIR, join(scratch, 'content'), { recursive: true })
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', imports: { '#app/*': './app/*' } }))
    vi.stubEnv('CONTENT_DIR', join(scratch, 'content'))
    return scratch
  })
}

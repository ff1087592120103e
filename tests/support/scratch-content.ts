/**
 * Throwaway copies for unit tests that edit what the site is made from, never the real files: a copy
 * of the sample content (SAMPLE_CONTENT_DIR, never the owner's content/) that the content readers use
 * instead (through CONTENT_DIR). Each registers its clean-up after the test.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, vi } from 'vitest'
import { SAMPLE_CONTENT_DIR } from './test-environment'

/** Returns a function that makes a fresh copy of the sample content, points the readers at it and returns its path. */
export function scratchContentCopies(): () => string {
  let scratch: string | undefined
  afterEach(() => {
    vi.unstubAllEnvs()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
    scratch = undefined
  })
  return () => {
    scratch = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync(SAMPLE_CONTENT_DIR, scratch, { recursive: true })
    vi.stubEnv('CONTENT_DIR', scratch)
    return scratch
  }
}

/**
 * A throwaway copy of content/ that the content readers use instead of the real one (through
 * CONTENT_DIR), for unit tests that edit content files. Call the returned `remove` after the test.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, vi } from 'vitest'

/** Registers the clean-up and returns a function that makes a fresh copy and points the readers at it. */
export function scratchContentCopies(): () => string {
  let scratch: string | undefined
  afterEach(() => {
    vi.unstubAllEnvs()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
    scratch = undefined
  })
  return () => {
    scratch = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync('content', scratch, { recursive: true })
    vi.stubEnv('CONTENT_DIR', scratch)
    return scratch
  }
}

/**
 * A folder of .cache/ where a build step keeps what it made, each file named by the digest of what
 * it was made from, so that a rebuild makes only what changed (the photo and brand steps keep their
 * own caches the same way). A file a build takes is marked as used; one that no build has used for
 * 30 days is removed, so the folder holds what recent builds share, not everything ever built.
 * Deleting it is always safe.
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

const KEPT_UNUSED_MS = 30 * 24 * 60 * 60 * 1000

/** A digest of the parts, for a file name. */
export const digestOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('base64url')
}

/**
 * Writes `bytes` to `file` whole: beside it under a name of its own, then renamed into place, so a
 * build that reads the file while another writes it (the shared builds of npm test run two at
 * once) gets the old bytes or the new, never half a file, and an interrupted build leaves none.
 */
export async function writeWhole(file: string, bytes: string | Buffer) {
  const partial = `${file}.${randomUUID()}.partial`
  await writeFile(partial, bytes)
  await rename(partial, file)
}

export function buildCache(name: string) {
  const dir = resolve('.cache', name)
  return {
    dir,
    /** The file `fileName` of the cache, made by `make` and kept if no build made it before. */
    async kept(fileName: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const file = join(dir, fileName)
      const before = await readFile(file).catch(() => undefined)
      if (before) {
        const now = new Date()
        await utimes(file, now, now).catch(() => undefined)
        return before
      }
      const made = await make()
      await mkdir(dir, { recursive: true })
      await writeWhole(file, made)
      return made
    },
    /** Removes what no build has used for 30 days. */
    async removeUnused() {
      const before = Date.now() - KEPT_UNUSED_MS
      for (const entry of await readdir(dir).catch(() => [])) {
        const file = join(dir, entry)
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }))
        if (mtimeMs < before) await rm(file, { force: true })
      }
    },
  }
}

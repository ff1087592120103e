/**
 * Build step: writes a .br and a .gz beside every text file, so servers send them without compressing
 * per request. Each pair is kept in .cache/compressed/ under the digest of the file it compresses: a
 * rebuild compresses only what changed (the editor's 5 MB bundle and every unchanged script are
 * the same bytes from build to build), as the photo and brand steps keep their work.
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { BuildStep } from './build-step.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/
/**
 * Brotli's best quality costs seconds per megabyte: the browser editor's 5 MB bundle alone took
 * 14 s at 11 and takes 1 s at 9 (10% larger), which is plenty for a page only the owner opens.
 */
const brotliQuality = (bytes: number) => (bytes > 1_000_000 ? 9 : 11)
/** Part of every cache key: a change of settings here compresses everything anew. */
const SETTINGS = 'br 11 (9 over 1 MB), gzip 9'

const CACHE_DIR = resolve('.cache/compressed')
/** A pair no build has used for this long is removed: the cache holds what recent builds share, not every page ever built. */
const KEPT_UNUSED_MS = 30 * 24 * 60 * 60 * 1000

/** The file's .br and .gz, from the cache when these bytes were compressed before. */
async function compressed(body: Buffer): Promise<[Buffer, Buffer]> {
  const key = createHash('sha256').update(SETTINGS).update(body).digest('base64url')
  const cached = [join(CACHE_DIR, `${key}.br`), join(CACHE_DIR, `${key}.gz`)] as const
  const hit = await Promise.all(cached.map((file) => readFile(file).catch(() => undefined)))
  if (hit[0] && hit[1]) {
    const now = new Date()
    await Promise.all(cached.map((file) => utimes(file, now, now).catch(() => undefined)))
    return [hit[0], hit[1]]
  }
  const pair = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length) } }),
    gzipAsync(body, { level: 9 }),
  ])
  // Written beside and renamed into place: two builds at once never read half a file.
  await Promise.all(
    cached.map(async (file, index) => {
      const partial = `${file}.${randomUUID()}.partial`
      await writeFile(partial, pair[index] ?? Buffer.alloc(0))
      await rename(partial, file)
    }),
  )
  return pair
}

/** Removes the pairs last used before `before` (a build marks each pair it uses, above). */
async function removeUnused(before: number) {
  for (const name of await readdir(CACHE_DIR)) {
    const file = join(CACHE_DIR, name)
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }))
    if (mtimeMs < before) await rm(file, { force: true })
  }
}

export const precompress: BuildStep = {
  name: 'precompress',
  purpose: 'Brotli and gzip siblings of every text file',
  reads: ['client files'],
  async run({ clientDir }) {
    await mkdir(CACHE_DIR, { recursive: true })
    const entries = await readdir(clientDir, { withFileTypes: true, recursive: true })
    const files = entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
    await Promise.all(
      files.map(async (file) => {
        const [br, gz] = await compressed(await readFile(file))
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      }),
    )
    await removeUnused(Date.now() - KEPT_UNUSED_MS)
  },
}

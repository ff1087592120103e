/**
 * Build step: writes a .br and a .gz beside every text file, so servers send them without compressing
 * per request. Each is kept in .cache/compressed/ under the digest of the bytes it compresses
 * (./build-cache.ts): a rebuild compresses only what changed, since the editor's 5 MB bundle and
 * every unchanged script are the same bytes from build to build.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { buildCache, digestOf } from './build-cache.ts'
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

const cache = buildCache('compressed')

export const precompress: BuildStep = {
  name: 'precompress',
  purpose: 'Brotli and gzip siblings of every text file',
  reads: ['client files', 'owner report'],
  async run({ clientDir }) {
    const entries = await readdir(clientDir, { withFileTypes: true, recursive: true })
    const files = entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
    await Promise.all(
      files.map(async (file) => {
        const body = await readFile(file)
        const key = digestOf(SETTINGS, body)
        const [br, gz] = await Promise.all([
          cache.kept(`${key}.br`, () =>
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length) } }),
          ),
          cache.kept(`${key}.gz`, () => gzipAsync(body, { level: 9 })),
        ])
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      }),
    )
    await cache.removeUnused()
  },
}

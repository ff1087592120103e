import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import type { BuildContext } from './build-step.ts'
import { precompress } from './precompress.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A client folder holding one page, unlike any other build's (so its cache entries are its own). */
function clientWithPage() {
  const clientDir = mkdtempSync(join(tmpdir(), 'precompress-'))
  folders.push(clientDir)
  const page = `<!doctype html><title>${randomUUID()}</title>${'<p>Words a page repeats.</p>'.repeat(50)}`
  writeFileSync(join(clientDir, 'index.html'), page)
  return { clientDir, page, context: { clientDir } as BuildContext }
}

test('every text file gets a .br and a .gz that decompress to it', async () => {
  const { clientDir, page, context } = clientWithPage()
  writeFileSync(join(clientDir, 'photo.webp'), 'not text')
  await precompress.run(context)
  expect(brotliDecompressSync(readFileSync(join(clientDir, 'index.html.br'))).toString()).toBe(page)
  expect(gunzipSync(readFileSync(join(clientDir, 'index.html.gz'))).toString()).toBe(page)
  expect(readdirSync(clientDir).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz', 'photo.webp'])
})

test('a rebuild takes the compressed files of unchanged bytes from the cache instead of compressing again', async () => {
  const first = clientWithPage()
  await precompress.run(first.context)
  const cache = resolve('.cache/compressed')
  const entry = readdirSync(cache).find(
    (name) =>
      name.endsWith('.br') &&
      readFileSync(join(cache, name)).equals(readFileSync(join(first.clientDir, 'index.html.br'))),
  )
  expect(entry, 'the page’s pair is in the cache').toBeDefined()
  // Marked, so that a copy from the cache tells itself apart from a new compression.
  writeFileSync(join(cache, entry ?? ''), 'from the cache')
  const again = { ...first, clientDir: mkdtempSync(join(tmpdir(), 'precompress-')) }
  folders.push(again.clientDir)
  writeFileSync(join(again.clientDir, 'index.html'), first.page)
  await precompress.run({ clientDir: again.clientDir } as BuildContext)
  expect(readFileSync(join(again.clientDir, 'index.html.br'), 'utf8')).toBe('from the cache')
  rmSync(join(cache, entry ?? ''))
})

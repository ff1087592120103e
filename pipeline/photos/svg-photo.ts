/**
 * An owner's SVG in a photo field (a client's logo in a page section): kept as a drawing, made safe
 * as the site's own logo is (pipeline/brand/read-logo.ts: no script, event handler, embedded content
 * or reference outside itself, or the build stops naming the field), and served as one file the page
 * shows with <img>, where a browser runs nothing in it anyway.
 */
import { createHash } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { readSvg } from '../brand/read-logo.ts'
import { writeWhole } from '../build-cache.ts'
import { PhotoProblem } from './photo-sources.ts'

/** The checked SVG in the cache: its file, the hash of its bytes (its public name) and its drawn size. */
export async function prepareSvg(
  bytes: Buffer,
  cacheDir: string,
): Promise<{ cacheFile: string; hash: string; width: number; height: number }> {
  const refuse = (message: string): never => {
    throw new PhotoProblem(message.replace('a logo must be a picture only', 'an SVG image must be a picture only'))
  }
  const svg = await readSvg(bytes.toString('utf8'), refuse)
  const hash = createHash('sha256').update(svg.bytes).digest('hex').slice(0, 10)
  const dir = join(cacheDir, 'svg')
  await mkdir(dir, { recursive: true })
  const cacheFile = join(dir, `${hash}.svg`)
  await writeWhole(cacheFile, svg.bytes)
  return { cacheFile, hash, width: Math.round(svg.width), height: Math.round(svg.height) }
}

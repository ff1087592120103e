import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { PhotoProblem } from './photo-sources.ts'
import { prepareSvg } from './svg-photo.ts'

const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect width="200" height="80" fill="#123"/></svg>'

function cacheDir() {
  const dir = mkdtempSync(join(tmpdir(), 'svg-photo-'))
  scratch.push(dir)
  return dir
}

test('an owner’s SVG (a client’s logo) is kept as a drawing at the size it asks for', async () => {
  const svg = await prepareSvg(Buffer.from(drawing), cacheDir())
  expect(svg).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{10}$/), width: 200, height: 80 })
  expect(readFileSync(svg.cacheFile, 'utf8')).toContain('<rect width="200" height="80" fill="#123"')
})

test('an SVG with a script or an event handler is refused as the logo is: the build names the photo’s field', async () => {
  const withScript = drawing.replace('<rect', '<script>alert(1)</script><rect')
  await expect(prepareSvg(Buffer.from(withScript), cacheDir())).rejects.toThrow(PhotoProblem)
  await expect(prepareSvg(Buffer.from(withScript), cacheDir())).rejects.toThrow('carries a script (<script>)')
  const withHandler = drawing.replace('<rect', '<rect onclick="alert(1)"')
  await expect(prepareSvg(Buffer.from(withHandler), cacheDir())).rejects.toThrow('an event handler (onclick on <rect>)')
})

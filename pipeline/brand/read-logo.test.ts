// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, expect, test } from 'vitest'
import { readLogo } from './read-logo'

let contentDir = ''
afterEach(() => rmSync(contentDir, { recursive: true, force: true }))

/** A content folder whose media/ holds `name` with `contents`. */
function withMedia(name: string, contents: string | Buffer): string {
  contentDir = mkdtempSync(join(tmpdir(), 'logo-'))
  mkdirSync(join(contentDir, 'media'))
  writeFileSync(join(contentDir, 'media', name), contents)
  return `media/${name}`
}

const svg = (inside: string, attributes = 'viewBox="0 0 120 40"') =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${inside}</svg>`

const refused = (reference: string, field = 'logo') => readLogo(reference, contentDir, field)

test('a plain SVG logo is taken with its size, and what an editor leaves in it is dropped', async () => {
  const inkscape = 'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 120 40"'
  const drawing = '<sodipodi:namedview pagecolor="#fff"/><rect width="120" height="40" fill="#0a7"/>'
  const reference = withMedia('acme.svg', svg(drawing, inkscape))
  const logo = await readLogo(reference, contentDir, 'logo')
  expect(logo).toMatchObject({ type: 'svg', width: 120, height: 40 })
  expect(logo.bytes.toString()).toContain('<rect width="120" height="40" fill="#0a7"')
  expect(logo.bytes.toString()).not.toContain('namedview')
})

test('a PNG logo is taken with its size in pixels', async () => {
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#c2410c' } })
    .png()
    .toBuffer()
  expect(await readLogo(withMedia('acme.png', png), contentDir, 'logo')).toMatchObject({
    type: 'png',
    width: 300,
    height: 100,
  })
})

test.each([
  ['a script', svg('<script>alert(1)</script><rect width="9" height="9"/>'), 'a script (<script>)'],
  ['an event handler', svg('<rect width="9" height="9" onclick="alert(1)"/>'), 'an event handler (onclick on <rect>)'],
  [
    'an external image',
    svg('<image href="https://tracker.example/pixel.png" width="9" height="9"/>'),
    'an external reference (href="https://tracker.example/pixel.png" on <image>)',
  ],
  [
    'an external style',
    svg('<style>@import url(https://fonts.example/x.css);</style>'),
    'an external reference (url() or @import in <style>)',
  ],
  [
    'embedded HTML',
    svg('<foreignObject width="9" height="9"><div>hi</div></foreignObject>'),
    'embedded content (<foreignObject>)',
  ],
])('an SVG with %s stops the build naming the field, the file and what it carries', async (_, text, found) => {
  const reference = withMedia('logo.svg', text)
  await expect(refused(reference)).rejects.toThrow(
    new RegExp(
      `Invalid content file content/settings.yaml:\\n  - logo: .*media/logo\\.svg carries .*${found.replace(/[()<>.?/]/g, '\\$&')}`,
    ),
  )
})

test('a file that is not the image its name says stops the build', async () => {
  await expect(refused(withMedia('logo.png', 'just some text'))).rejects.toThrow(
    /- logo: .*media\/logo\.png is not a PNG image/,
  )
  await expect(refused(withMedia('logo.svg', 'just some text'), 'logoOnDark')).rejects.toThrow(
    /- logoOnDark: .*media\/logo\.svg is not an SVG image.* \(“Logo for dark backgrounds” in the editor\)/,
  )
  await expect(refused(withMedia('logo.svg', '<html><body>x</body></html>'))).rejects.toThrow(/is not an SVG image/)
})

test('a logo too large, without a size, or missing stops the build saying so', async () => {
  await expect(refused(withMedia('big.svg', svg(`<!-- ${'x'.repeat(600 * 1024)} -->`)))).rejects.toThrow(
    /media\/big\.svg is 0\.6 MB; a logo may be at most 0\.5 MB/,
  )
  await expect(refused(withMedia('sizeless.svg', svg('<rect width="9" height="9"/>', '')))).rejects.toThrow(
    /media\/sizeless\.svg has no size: give its <svg> a viewBox/,
  )
  await expect(refused(withMedia('here.svg', svg('')).replace('here', 'elsewhere'))).rejects.toThrow(
    /media\/elsewhere\.svg does not exist/,
  )
})

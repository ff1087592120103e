/**
 * The owner's own photo, from their computer to the live page: uploaded in the editor as
 * tests/support/changed-content/owner-photo.ts has it (tests/e2e/editor.spec.ts checks the editor
 * commits exactly that), and made into the site's own files by the next build, with the phone's
 * camera and location gone.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { pageFile } from '../../server/serving-rules.js'
import { STAND_IN_CAMERA } from '../stand-ins/image-server'
import { CHANGED_BUILD_DIR, contentOf } from '../support/changed-content/changes'
import { ownerPhoto, photoArticle } from '../support/changed-content/owner-photo'

const client = join(CHANGED_BUILD_DIR, 'client')

test('the uploaded photo came from a phone: it carries a camera’s EXIF (with a GPS position)', async () => {
  const original = join(contentOf(CHANGED_BUILD_DIR), 'media', ownerPhoto.file)
  // The stand-in writes a camera's EXIF with a GPS position (IFD3) into every photo it makes.
  expect((await sharp(original).metadata()).exif?.includes(STAND_IN_CAMERA), 'the photo carries EXIF').toBe(true)
})

test('after a rebuild the article shows the uploaded photo as the site’s own files, without its location', async () => {
  const html = readFileSync(join(client, pageFile(`/insights/${photoArticle}`)), 'utf8')
  const name = ownerPhoto.file.replace(/\.\w+$/, '')
  const files = [...html.matchAll(new RegExp(`/assets/photos/${name}-[\\w.-]+\\.(?:avif|webp)`, 'g'))].map(
    ([url]) => url,
  )
  expect(files.some((url) => url.endsWith('.avif')) && files.some((url) => url.endsWith('.webp'))).toBe(true)
  for (const url of new Set(files)) {
    const metadata = await sharp(join(client, url)).metadata()
    expect(metadata.width, url).toBeLessThanOrEqual(ownerPhoto.width)
    expect(metadata.exif, `${url} carries EXIF`).toBeUndefined()
    const bytes = readFileSync(join(client, url))
    for (const trace of ['Exif', STAND_IN_CAMERA]) expect(bytes.includes(trace), `${url} carries ${trace}`).toBe(false)
  }
})

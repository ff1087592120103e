/**
 * The owner's own photo, from their computer to the repository, through the test build's /admin
 * and a stand-in of GitHub's API, as tests/e2e/editor.spec.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { STAND_IN_CAMERA } from '../stand-ins/image-server'
import { copyContentWith } from '../support/changed-content/changes'
import { ownerPhoto, ownerPhotoBytes, useOwnerPhoto } from '../support/changed-content/owner-photo'
import {
  EDITOR_NOISE,
  field,
  firstArticle,
  gitHostForThisFile,
  openEntry,
  readBranch,
  readContentOf,
  save,
  signIn,
} from '../support/editor-session'
import { expect, test } from '../support/fixtures'
import { TOKENS } from '../support/git-host-stand-in'

// The editor is a 2 MB application that reads every content file before it opens a form: on a busy
// two-core machine that alone took a minute (each wait below allows for it).
test.describe.configure({ mode: 'serial', timeout: 150_000 })
test.use({ expectedErrors: EDITOR_NOISE })

const git = gitHostForThisFile()

/** Folders the test made (a photo to upload, a copy of content/), removed after it. */
const scratch: string[] = []

test.afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

// The owner's own photo, from their computer to the repository: uploaded with the photo field's
// Upload button and committed to content/media/ beside the article that names it, exactly as the
// shared changed-content build's change has it (tests/support/changed-content/owner-photo.ts), whose
// checks (tests/changed-site/owner-photo.test.ts) see the next build make it the site's own files,
// without the phone's location.
test('the owner uploads a phone photo for an article: the commit holds the photo under content/media/ and the article names it, as the next build takes it', async ({
  page,
}) => {
  const folder = mkdtempSync(join(tmpdir(), 'owner-photos-'))
  scratch.push(folder)
  const original = join(folder, ownerPhoto.original)
  writeFileSync(original, await ownerPhotoBytes())
  // As a phone sends it: the stand-in writes a camera's EXIF with a GPS position (IFD3).
  expect((await sharp(original).metadata()).exif?.includes(STAND_IN_CAMERA), 'the photo carries EXIF').toBe(true)

  const slug = firstArticle()
  await signIn(page, TOKENS.owner)
  await openEntry(page, 'articles', slug)
  // The form has its entry (not only its frame) before the photo field is used.
  await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })
  const library = page.getByRole('dialog', { name: 'Select Image' })
  // The library lists the repository's media before it opens: as slow as the editor's first load
  // on a busy machine, where 10 s once did not see it open. On one busy run a press the editor was
  // not yet listening for opened nothing in 30 s: a press is tried again until the library opens.
  await expect(async () => {
    if (!(await library.isVisible()))
      await page.getByRole('button', { name: 'Replace Image' }).click({ timeout: 5_000 })
    await expect(library).toBeVisible({ timeout: 15_000 })
  }).toPass({ timeout: 60_000 })
  const upload = library.getByRole('button', { name: 'Upload' })
  await expect(upload).toBeEnabled()
  // The browser's file dialog, which the Upload button opens, is where the owner picks the photo.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), upload.click()])
  await chooser.setFiles(original)
  await expect(library.getByRole('option', { name: /team-photo\.jpg/i })).toBeVisible()
  await library.getByRole('button', { name: 'Insert' }).click()
  // The field holds the new file once the library has closed: only then does Save take it.
  await expect(library).toBeHidden()
  await expect(
    page.getByRole('group', { name: /“.?Photo.?” Field/ }).getByRole('button', { name: 'Rename' }),
  ).toBeVisible()
  await save(page)

  await expect.poll(() => git.repository.saves.length, { timeout: 30_000 }).toBe(1)
  const saved = git.repository.saves[0]?.changed ?? []
  expect(saved.sort()).toEqual([`content/articles/${slug}.md`, `content/media/${ownerPhoto.file}`].sort())
  // What the next build is given is what the shared changed-content build was made from.
  const changed = await copyContentWith(useOwnerPhoto)
  scratch.push(changed)
  const expected = readContentOf('articles', changed).find((article) => article.slug === slug)
  const article = readBranch(git.repository, 'articles').find((candidate) => candidate.slug === slug)
  expect(article?.image).toBe(ownerPhoto.field)
  expect(article).toEqual(expected)
  expect(git.repository.head.files.get(`content/media/${ownerPhoto.file}`)).toEqual(
    readFileSync(join(changed, 'media', ownerPhoto.file)),
  )
})

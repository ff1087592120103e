import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { ArticleFrontMatterSchema } from '../../app/content/schemas'
import { EDITOR_PATH } from '../../pipeline/editor/build-editor'
import type { Repository } from '../../scripts/local-editor/repository'
import type { GitHost } from '../../scripts/local-editor/server'
import { renderPhoto, STAND_IN_CAMERA } from '../stand-ins/image-server'
import { BUILD_TIMEOUT_MS, buildSite } from '../support/build-site'
import {
  checkOutBranch,
  EDITOR_NOISE,
  EXPECTED_FAULTS,
  field,
  firstArticle,
  openEntry,
  readBranch,
  save,
  signIn,
  startTestGitHost,
  TOKENS,
} from '../support/editor-session'
import { expect, test } from '../support/fixtures'
import { EDITOR_PORT } from '../support/test-environment'

// The production build, served as a static host serves it, with its editor configured for a
// repository (VITE_EDITOR_REPO) on a stand-in of GitHub's API (VITE_EDITOR_API_ROOT, tests only): the owner
// signs in with a token as on any host, and every save is a commit the stand-in records.
// The editor is a 2 MB application that reads every content file before it opens a form: on a busy
// two-core machine that alone took a minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ expectedErrors: EDITOR_NOISE })

let host: GitHost
let repository: Repository

test.beforeEach(async () => {
  ;({ host, repository } = await startTestGitHost())
})

/** Folders a test made (a photo to upload, a checked-out branch, a build), removed after it. */
const scratch: string[] = []

test.afterEach(async () => {
  await host.close()
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const description = 'An edited description, long enough for search results and the list of articles.'

test('the owner signs in with a token, edits an article’s description and saves one commit the build accepts', async ({
  page,
}) => {
  const slug = firstArticle()
  await signIn(page, TOKENS.owner)
  await openEntry(page, 'articles', slug)
  await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })
  await field(page, 'Description').fill(description)
  await save(page)

  await expect.poll(() => repository.saves.length, { timeout: 15_000 }).toBe(1)
  expect(repository.saves[0]?.changed).toEqual([`content/articles/${slug}.md`])
  const article = readBranch(repository, 'articles').find((candidate) => candidate.slug === slug)
  expect(article?.description).toBe(description)
})

test('a description the build refuses cannot be saved, and the form says why', async ({ page }) => {
  const tooShort = 'Seventeen chars.'
  expect(ArticleFrontMatterSchema.shape.description.safeParse(tooShort).success).toBe(false)
  await signIn(page, TOKENS.owner)
  await openEntry(page, 'articles', firstArticle())
  await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })
  await field(page, 'Description').fill(tooShort)
  await save(page)

  await expect(page.getByText('You must enter at least 50 characters.')).toBeVisible()
  await page.waitForTimeout(1000)
  expect(repository.saves).toHaveLength(0)
})

test.describe('bad input and faults: a message, nothing saved half, the edit kept', () => {
  test.use({ expectedErrors: EXPECTED_FAULTS })

  test('a wrong or expired token gets a message and reads nothing', async ({ page }) => {
    await signIn(page, 'github_pat_expired_or_mistyped')
    await expect(page.getByText('The provided token is invalid. Please check and try again.')).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible()
  })

  test('a repository that does not exist (or the token cannot see) gets a message', async ({ page }) => {
    await host.close()
    ;({ host, repository } = await startTestGitHost('owner/another-website'))
    await signIn(page, TOKENS.owner)
    // The editor wraps the name in invisible direction marks (U+2068, U+2069).
    await expect(page.getByText(/You don’t have access to the “\W?website\W?” repository\./)).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible()
  })

  test('a token without push rights: saving fails with a message, nothing is committed, the edit stays', async ({
    page,
  }) => {
    await signIn(page, TOKENS.readOnly)
    await openEntry(page, 'articles', firstArticle())
    await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })
    await field(page, 'Description').fill(description)
    await save(page)
    const error = page.getByRole('alertdialog')
    await expect(error).toContainText('There was an error while saving the entry. Please try again later.')
    await expect(error).toContainText('Resource not accessible by personal access token')
    expect(repository.saves).toHaveLength(0)
    await expect(field(page, 'Description')).toHaveValue(description)
  })

  test('the Git host unreachable, then slow, while saving: a message, the edit stays, and saving again works', async ({
    page,
  }) => {
    await signIn(page, TOKENS.owner)
    await openEntry(page, 'articles', firstArticle())
    await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })
    await field(page, 'Description').fill(description)
    host.faults.unreachable = true
    await save(page)
    const error = page.getByRole('alertdialog')
    await expect(error).toContainText('There was an error while saving the entry. Please try again later.')
    await expect(error).toContainText('Failed to fetch')
    await error.getByRole('button', { name: 'OK' }).click()
    expect(repository.saves).toHaveLength(0)
    await expect(field(page, 'Description')).toHaveValue(description)

    // Back, but every answer takes three seconds: the save waits and lands, once.
    host.faults.unreachable = false
    host.faults.delayMs = 3000
    await save(page)
    await expect.poll(() => repository.saves.length, { timeout: 30_000 }).toBe(1)
    const article = readBranch(repository, 'articles').find((candidate) => candidate.slug === firstArticle())
    expect(article?.description).toBe(description)
  })
})

test('/admin asks not to be indexed, is not in the sitemap, and only it gets the editor policy, without eval', async ({
  request,
}) => {
  const admin = await request.get(EDITOR_PATH)
  expect(admin.status()).toBe(200)
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  const adminPolicy = admin.headers()['content-security-policy'] ?? ''
  // blob: reads a photo the owner uploads; the Git host's API is the one other origin.
  expect(adminPolicy).toContain(
    `connect-src 'self' data: blob: http://localhost:${EDITOR_PORT} http://127.0.0.1:${EDITOR_PORT}`,
  )
  expect(adminPolicy).toContain("script-src 'self';")
  expect(adminPolicy).not.toContain("'unsafe-eval'")
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(EDITOR_PATH)

  const home = (await request.get('/')).headers()['content-security-policy'] ?? ''
  expect(home).toMatch(/script-src 'self'[^;]*;/)
  for (const loosened of ["'unsafe-eval'", "'unsafe-inline'", 'localhost', 'data:', 'blob:']) {
    expect(home, `the site's policy must not allow ${loosened}`).not.toContain(loosened)
  }
})

// The owner's own photo, from their computer to the live page: uploaded with the photo field's
// Upload button, committed to content/media/ beside the article that names it, and made into the
// site's own files by the next build, with the phone's location gone.
test('the owner uploads a phone photo for an article; after a rebuild the article shows it as the site’s own files, without its location', async ({
  page,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 180_000)
  const folder = mkdtempSync(join(tmpdir(), 'owner-photos-'))
  const buildDir = '.test-build-editor-photo'
  scratch.push(folder, buildDir)
  const original = join(folder, 'Team Photo.JPG')
  writeFileSync(original, await renderPhoto('/owner-team-photo', 1600, 1067))
  // As a phone sends it: the stand-in writes a camera's EXIF with a GPS position (IFD3).
  expect((await sharp(original).metadata()).exif?.includes(STAND_IN_CAMERA), 'the photo carries EXIF').toBe(true)

  const slug = firstArticle()
  await signIn(page, TOKENS.owner)
  await openEntry(page, 'articles', slug)
  await page.getByRole('button', { name: 'Replace Image' }).click()
  const library = page.getByRole('dialog', { name: 'Select Image' })
  const chooser = page.waitForEvent('filechooser')
  await library.getByRole('button', { name: 'Upload' }).click()
  await (await chooser).setFiles(original)
  await expect(library.getByRole('option', { name: /team-photo\.jpg/i })).toBeVisible()
  await library.getByRole('button', { name: 'Insert' }).click()
  // The field holds the new file once the library has closed: only then does Save take it.
  await expect(library).toBeHidden()
  await expect(
    page.getByRole('group', { name: /“.?Photo.?” Field/ }).getByRole('button', { name: 'Rename' }),
  ).toBeVisible()
  await save(page)

  await expect.poll(() => repository.saves.length, { timeout: 30_000 }).toBe(1)
  const saved = repository.saves[0]?.changed ?? []
  const photoPath = saved.find((path) => path.startsWith('content/media/')) ?? ''
  expect(saved).toEqual(expect.arrayContaining([`content/articles/${slug}.md`]))
  expect(photoPath).toMatch(/^content\/media\/team-photo\.jpg$/i)
  const article = readBranch(repository, 'articles').find((candidate) => candidate.slug === slug)
  expect(article?.image).toBe(`/${photoPath.replace(/^content\//, '')}`)

  // The branch as the host would build it, with the upload and the article that names it.
  const branch = checkOutBranch(repository)
  scratch.push(branch)
  const { code, output } = await buildSite(join(branch, 'content'), buildDir)
  expect(code, output.slice(-3000)).toBe(0)
  const client = join(buildDir, 'client')
  const html = readFileSync(join(client, 'insights', `${slug}.html`), 'utf8')
  const files = [...html.matchAll(/\/assets\/photos\/team-photo-[\w.-]+\.(?:avif|webp)/g)].map(([url]) => url)
  expect(files.some((url) => url.endsWith('.avif')) && files.some((url) => url.endsWith('.webp'))).toBe(true)
  for (const url of new Set(files)) {
    const metadata = await sharp(join(client, url)).metadata()
    expect(metadata.width, url).toBeLessThanOrEqual(1600)
    expect(metadata.exif, `${url} carries EXIF`).toBeUndefined()
    const bytes = readFileSync(join(client, url))
    for (const trace of ['Exif', STAND_IN_CAMERA]) expect(bytes.includes(trace), `${url} carries ${trace}`).toBe(false)
  }
})

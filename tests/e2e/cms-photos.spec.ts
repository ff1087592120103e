import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import type { Repository } from '../../scripts/local-stand-ins/git-host/repository'
import type { GitHost } from '../../scripts/local-stand-ins/git-host/server'
import { renderPhoto } from '../../scripts/local-stand-ins/image-server'
import { BUILD_TIMEOUT_MS, buildSite } from '../support/build-site'
import {
  EDITOR_NOISE,
  firstArticle,
  openEntry,
  readBranch,
  save,
  signIn,
  startTestGitHost,
  TOKENS,
} from './editor-session'
import { expect, test } from './fixtures'

// The owner's own photo, from their computer to the live page: uploaded in /admin with the photo
// field's Upload button, committed to content/media/ beside the article that names it, and made
// into the site's own files by the next build, with the phone's location gone.
test.use({ expectedErrors: EDITOR_NOISE })

let host: GitHost
let repository: Repository
const scratch: string[] = []

test.beforeEach(async () => {
  ;({ host, repository } = await startTestGitHost())
})

test.afterEach(async () => {
  await host.close()
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The branch as the host would build it: its files in a folder of their own. */
function checkOut(repository: Repository): string {
  const root = mkdtempSync(join(tmpdir(), 'editor-photo-branch-'))
  scratch.push(root)
  for (const [path, contents] of repository.head.files) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), contents)
  }
  return join(root, 'content')
}

test('the owner uploads a phone photo for an article; after a rebuild the article shows it as the site’s own files, without its location', async ({
  page,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 180_000)
  const folder = mkdtempSync(join(tmpdir(), 'owner-photos-'))
  scratch.push(folder)
  const original = join(folder, 'Team Photo.JPG')
  writeFileSync(original, await renderPhoto('/owner-team-photo', 1600, 1067))
  expect((await sharp(original).metadata()).exif?.includes('GPS'), 'the photo carries GPS data').toBe(true)

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
  await save(page)

  await expect.poll(() => repository.saves.length, { timeout: 15_000 }).toBe(1)
  const saved = repository.saves[0]?.changed ?? []
  const photoPath = saved.find((path) => path.startsWith('content/media/')) ?? ''
  expect(saved).toEqual(expect.arrayContaining([`content/articles/${slug}.md`]))
  expect(photoPath).toMatch(/^content\/media\/team-photo\.jpg$/i)
  const article = readBranch(repository, 'articles').find((candidate) => candidate.slug === slug)
  expect(article?.image).toBe(`/${photoPath.replace(/^content\//, '')}`)

  const buildDir = '.test-build-editor-photo'
  scratch.push(buildDir)
  const { code, output } = await buildSite(checkOut(repository), buildDir)
  expect(code, output.slice(-3000)).toBe(0)
  const client = join(buildDir, 'client')
  const html = readFileSync(join(client, 'insights', `${slug}.html`), 'utf8')
  const files = [...html.matchAll(/\/assets\/photos\/team-photo-[\w.-]+\.(?:avif|webp)/g)].map(([url]) => url)
  expect(files.some((url) => url.endsWith('.avif')) && files.some((url) => url.endsWith('.webp'))).toBe(true)
  for (const url of new Set(files)) {
    const metadata = await sharp(join(client, url)).metadata()
    expect(metadata.width, url).toBeLessThanOrEqual(1600)
    expect(metadata.exif, `${url} carries EXIF`).toBeUndefined()
    expect(readFileSync(join(client, url)).includes('StandIn'), `${url} names the camera`).toBe(false)
  }
})

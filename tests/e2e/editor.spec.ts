import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { thingsToLookAt } from '../../app/config/owner-advice'
import { ArticleFrontMatterSchema } from '../../app/content/schemas'
import { type ApiStatus, CONTENT_CHECK_CONTEXT } from '../../pipeline/editor/save-status'
import { OWNER_REPORT_PATH } from '../../pipeline/owner-report'
import { STAND_IN_CAMERA } from '../stand-ins/image-server'
import { copyContentWith } from '../support/changed-content/changes'
import { ownerPhoto, ownerPhotoBytes, useOwnerPhoto } from '../support/changed-content/owner-photo'
import { faultsAndRefusals } from '../support/editor-faults'
import { ownerReadsTheInbox } from '../support/editor-inbox'
import { savesAndPreview } from '../support/editor-saves-and-preview'
import {
  EDITOR_NOISE,
  field,
  firstArticle,
  gitHostForThisFile,
  openEntry,
  readBranch,
  readContentOf,
  save,
  signInWithGitHub,
} from '../support/editor-session'
import { expect, test } from '../support/fixtures'
import { twoPagesLeftOut } from '../support/warnings'

// The production build, served as a static host serves it, with its editor configured for a
// repository (VITE_EDITOR_REPO) on a stand-in of GitHub's API (VITE_EDITOR_API_ROOT, tests only): the owner
// signs in and every save is a commit the stand-in records. One stand-in per editor spec file, on
// the port the build names; each test starts from a fresh repository. One page for the owner's saves
// (a photo, a description, a service's line), the preview, then what goes wrong and the refused
// sign-ins (tests/support/editor-faults.ts): each load of the editor cost more CPU than the checks
// made on it (docs/decisions/056-one-editor-visit-for-saves-and-faults.md). The editor is a 2 MB
// application that reads every content file before it opens a form: on a busy two-core machine that
// alone took a minute (each wait below allows for it). The bound is the sum of the two visits' it
// was made of, 300 s and 240 s.
test.describe.configure({ mode: 'serial', timeout: 540_000 })
test.use({ expectedErrors: EDITOR_NOISE })
// As an owner who asks for reduced motion: the editor then moves from screen to screen at once, where
// each cross-fade of the whole page cost the tests' Chromium about a second of CPU (pipeline/editor/editor-style.ts,
// docs/decisions/064-the-editor-keeps-still.md). The rest of what the owner sees is the same.
test.use({ reducedMotion: 'reduce' })

const git = gitHostForThisFile()

/** How many animations a view transition started in the page runs (the browser's cross-fade: 4 or more). */
const viewTransitionAnimations = (page: Page) =>
  page.evaluate(async () => {
    const transition = document.startViewTransition(() => undefined)
    await transition.ready
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.effect instanceof KeyframeEffect && animation.effect.pseudoElement?.startsWith('::view-transition'),
      )
    await transition.finished
    return running.length
  })

/** Folders the test made (a photo to upload, a copy of content/), removed after it. */
const scratch: string[] = []

test.afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const description = 'An edited description, long enough for search results and the list of articles.'

test('the owner signs in with GitHub in one click, uploads a phone photo, is told why a description the build refuses cannot be saved, then saves one commit the build accepts; the corner says whether it went live; the Git host unreachable then slow while saving, a wrong token, a repository the token cannot see, a token without push rights: each a message, nothing saved half, the edit kept', async ({
  page,
  pageErrors,
}) => {
  const slug = firstArticle()
  // Through npm start's own endpoint (server/github-sign-in.js), which GitHub sends the popup back to.
  expect(await signInWithGitHub(page, git.host)).toBe(new URL('/api/github-sign-in', page.url()).href)
  // Signed in, /admin says how the branch's last commit fared: no host has reported on the stand-in.
  const strip = page.getByRole('complementary', { name: 'Whether your saves went live' })
  await expect(strip.getByText('Latest save: No host reporting')).toBeVisible({ timeout: 30_000 })

  // The owner's own photo, from their computer to the repository: uploaded with the photo field's
  // Upload button and committed to content/media/ beside the article that names it, exactly as the
  // shared changed-content build's change has it (tests/support/changed-content/owner-photo.ts), whose
  // checks (tests/changed-site/owner-photo.test.ts) see the next build make it the site's own files,
  // without the phone's location.
  await test.step('the owner uploads a phone photo for an article: the commit holds the photo under content/media/ and the article names it, as the next build takes it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'owner-photos-'))
    scratch.push(folder)
    const original = join(folder, ownerPhoto.original)
    writeFileSync(original, await ownerPhotoBytes())
    // As a phone sends it: the stand-in writes a camera's EXIF with a GPS position (IFD3).
    expect((await sharp(original).metadata()).exif?.includes(STAND_IN_CAMERA), 'the photo carries EXIF').toBe(true)

    await openEntry(page, 'articles', slug)
    // For an owner who asks for reduced motion, a move from screen to screen is at once: a view
    // transition, as the editor starts on each move, runs no cross-fade.
    expect(await viewTransitionAnimations(page), 'animations of a view transition').toBe(0)
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

  // The upload's save closed the form: the same article again, in the same document.
  await openEntry(page, 'articles', slug)
  await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })

  await test.step('a description the build refuses cannot be saved, and the form says why', async () => {
    const tooShort = 'Seventeen chars.'
    expect(ArticleFrontMatterSchema.shape.description.safeParse(tooShort).success).toBe(false)
    await field(page, 'Description').fill(tooShort)
    await save(page)
    await expect(page.getByText('You must enter at least 50 characters.')).toBeVisible()
    await page.waitForTimeout(1000)
    expect(git.repository.saves).toHaveLength(1)
  })

  await field(page, 'Description').fill(description)
  await save(page)

  await expect.poll(() => git.repository.saves.length, { timeout: 15_000 }).toBe(2)
  expect(git.repository.saves[1]?.changed).toEqual([`content/articles/${slug}.md`])
  const article = readBranch(git.repository, 'articles').find((candidate) => candidate.slug === slug)
  expect(article?.description).toBe(description)

  // The hosts report on the save, as the workflows and Vercel post statuses and Cloudflare Pages a
  // check run; the strip shows each state with the log's link (pipeline/editor/save-status-panel.ts).
  const saved = git.repository.head.oid
  const log = (name: string) => `${git.host.url}/logs/${name}`
  const contentCheck = (state: ApiStatus['state'], said = '') =>
    ({ context: CONTENT_CHECK_CONTEXT, state, description: said, target_url: log('content-check') }) as const
  const pages = (conclusion: string | null) => ({
    name: 'Cloudflare Pages',
    status: conclusion ? 'completed' : 'in_progress',
    conclusion,
    details_url: log('cloudflare'),
  })
  await strip.getByText(/^Latest save/).click()
  const showing = async (state: string) => {
    await strip.getByRole('button', { name: 'Check now' }).click()
    await expect(strip.getByText(`Latest save: ${state}`)).toBeVisible()
  }
  git.host.reports.set(saved, { statuses: [contentCheck('pending')], checkRuns: [pages(null)] })
  await showing('Building')
  const advice = `content/articles/${slug}.md: description: too short (“Description” in the editor)`
  git.host.reports.set(saved, { statuses: [contentCheck('failure', advice)], checkRuns: [pages('failure')] })
  await showing('Failed')
  await expect(strip.getByText(`Content check: failed. ${advice}`)).toBeVisible()
  await expect(strip.getByRole('link', { name: CONTENT_CHECK_CONTEXT })).toHaveAttribute('href', log('content-check'))
  git.host.reports.set(saved, { statuses: [contentCheck('success')], checkRuns: [pages('success')] })
  await showing('Live')
  await expect(strip.getByRole('link', { name: 'Cloudflare Pages' })).toHaveAttribute('href', log('cloudflare'))

  await test.step('a save whose build settled things: Live, with how many, listed by the editor’s label and file', async () => {
    // What a host's build of this save publishes (pipeline/owner-report.ts): two pages left out.
    const report = twoPagesLeftOut(saved)
    await page.route(`**${OWNER_REPORT_PATH}`, (route) => route.fulfill({ json: report }))
    const status = contentCheck('success', `Built, ${thingsToLookAt(2)}`)
    git.host.reports.set(saved, { statuses: [status], checkRuns: [pages('success')] })
    await showing(`Live, with ${thingsToLookAt(2)}`)
    const listed = strip.getByRole('listitem').filter({ hasText: /^Address in content\/pages\/added\// })
    await expect(listed.last()).toBeVisible()
    await expect(listed).toHaveText([
      /^Address in content\/pages\/added\/admin\.yaml, address: .*under \/admin, which the site keeps for itself/,
      /^Address in content\/pages\/added\/story\.yaml, address: \/about, the address of the site's own page/,
    ])
  })
  await test.step('the strip links the inbox: npm start shows it to the signed-in owner, readable and accessible at both widths in both schemes', () =>
    ownerReadsTheInbox(page, strip))
  // What a save changes and the preview, on the same visit (tests/support/editor-saves-and-preview.ts).
  await savesAndPreview(page, git)
  // Faults and refusals, on the same visit, ending signed in as a colleague who may not push.
  await faultsAndRefusals(page, git, pageErrors)
})

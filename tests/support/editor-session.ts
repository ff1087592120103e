/**
 * What the editor's browser tests do as the owner: sign in to /admin with GitHub or a token, open an entry,
 * change a field, save. The editor is Sveltia CMS (docs/decisions/015-the-owner-editor.md); these
 * are the words its screens show.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { type ContentModuleName, type ContentOf, contentSettings, readContent } from '../../app/content/read-content'
import { EDITOR_PATH } from '../../pipeline/editor/build-editor'
import { Repository, readFolder } from '../../scripts/local-editor/repository'
import type { GitHost } from '../../scripts/local-editor/server'
import { expect, test } from './fixtures'
import { startTestGitHost } from './git-host-stand-in'
import { EDITOR_TEST_REPOSITORY, SAMPLE_CONTENT_DIR } from './test-environment'

/**
 * What the browser reports of the editor though nothing is wrong: a photo field holding a
 * stock-photo path previews it from this site, where it is not (the build downloads stock photos;
 * docs/owner-guide.md "Photos"), so that preview answers 404. Nothing else: a request /admin's policy
 * refuses fails the test (pipeline/editor/editor-helpers.ts serves what the editor fetches).
 */
export const EDITOR_NOISE = /^subresource 404: http:\/\/127\.0\.0\.1:\d+\/photo-[\w-]+$/
/** Sveltia 0.221.1 logs a warning of its own Svelte code when it duplicates an entry; the copy is made all the same. */
export const DUPLICATE_WARNING = new RegExp(`${EDITOR_NOISE.source}|^warning: https://svelte\\.dev/e/derived_inert$`)
/** The update check, and what the editor and the browser log when the Git host refuses or fails on purpose. */
export const EXPECTED_FAULTS = new RegExp(
  `${EDITOR_NOISE.source}|^subresource 40[134]: http://127\\.0\\.0\\.1|^error: |^warning: `,
)

/**
 * A repository on the Git host holding the sample content as its content/, as a fresh clone has it:
 * the content the test build was made from.
 */
export function freshRepository(fullName = EDITOR_TEST_REPOSITORY): Repository {
  const [owner = '', name = ''] = fullName.split('/')
  const sample = readFolder(SAMPLE_CONTENT_DIR, '.')
  return new Repository(owner, name, 'main', new Map([...sample].map(([path, bytes]) => [`content/${path}`, bytes])))
}

/**
 * The Git-host stand-in for one editor spec file: started before its first test (waiting while the
 * other editor spec files hold the port), stopped after its last, and serving a fresh repository
 * with no faults to each test. `session.repository` is the one the current test's saves go to.
 */
export function gitHostForThisFile(): { host: GitHost; repository: Repository } {
  const session = {} as { host: GitHost; repository: Repository }
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    session.host = await startTestGitHost(freshRepository())
  })
  test.afterAll(async () => {
    await session.host?.close()
  })
  test.beforeEach(() => {
    session.repository = freshRepository()
    session.host.serve(session.repository)
    Object.assign(session.host.faults, { unreachable: false, delayMs: 0 })
    session.host.reports.clear()
  })
  return session
}

/** The first article's slug, as the files list it. */
export function firstArticle(): string {
  const [file = ''] = readdirSync(join(SAMPLE_CONTENT_DIR, 'articles'))
    .filter((name) => name.endsWith('.md'))
    .sort()
  return file.replace(/\.md$/, '')
}

/** Opens /admin (or `adminUrl`) and signs in with `token` as the owner would. */
export async function signIn(page: Page, token: string, adminUrl = `${EDITOR_PATH}/`) {
  await page.goto(adminUrl)
  await signInAgain(page, token)
}

/**
 * Signs in with `token` on the sign-in screen the page already shows (after a refused sign-in, or
 * signed out): the editor, a 2 MB application, is not loaded again.
 */
export async function signInAgain(page: Page, token: string) {
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click()
  await page.getByRole('textbox', { name: 'Personal Access Token' }).fill(token)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * Opens /admin (or `adminUrl`) and clicks Sign in with GitHub, as the owner or a colleague would: the
 * popup goes through the site's own endpoint to GitHub's authorize page (the stand-in approves at
 * once, as GitHub does for an app the person authorised before) and back, hands the token to the
 * editor and closes by itself. Resolves with the address GitHub was asked to send the popup back to.
 */
export async function signInWithGitHub(page: Page, host: GitHost, adminUrl = `${EDITOR_PATH}/`): Promise<string> {
  await page.goto(adminUrl)
  const popup = page.waitForEvent('popup')
  // Sveltia isolates the service's name with Unicode's bidi marks (U+2068, U+2069).
  await page.getByRole('button', { name: /^Sign In with \u2068?GitHub\u2069?$/ }).click()
  // Polled rather than waited for as an event: a popup that closed before a wait began (its round
  // trip is quick on an idle machine) would be waited for in vain.
  const opened = await popup
  await expect
    .poll(() => opened.isClosed(), { message: 'the sign-in popup closes by itself', timeout: 30_000 })
    .toBe(true)
  return host.oauth.redirects.at(-1) ?? ''
}

/** Signs out from the account menu, as the owner would: the sign-in screen shows again, without a reload. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Show Account Menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible({ timeout: 30_000 })
}

/**
 * Opens one entry's form once the editor has loaded the repository, in the same document: only the
 * address's fragment changes, as the editor's own links change it. Another path (the test build's
 * /admin shows as /admin, not the /admin/ the visit opened) would load the editor and read every file again.
 */
export async function openEntry(page: Page, collection: string, entry: string) {
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeHidden({ timeout: 30_000 })
  // The collections are listed once every file is read; an entry opened before that may not show.
  await expect(page.getByText('Insights articles').first()).toBeVisible({ timeout: 60_000 })
  // Playwright answers a navigation within the document with no response.
  const response = await page.goto(page.url().replace(/#.*$/, `#/collections/${collection}/entries/${entry}`))
  expect(response, 'the editor opens the entry without loading again').toBeNull()
}

/** A text field of the open form, by its label. */
export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true })
}

/** The preview pane: the page the editor shows beside the form (pipeline/editor/editor-preview.ts). */
export function preview(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Content Preview"]')
}

export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

/** The branch's files written out as a host's build would check them out: the folder holding content/. Remove it after. */
function checkOutBranch(repository: Repository): string {
  const root = mkdtempSync(join(tmpdir(), 'editor-branch-'))
  for (const [path, contents] of repository.head.files) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), contents)
  }
  return root
}

/** One content module of a folder of content, read by the site's content reader. */
export function readContentOf<Name extends ContentModuleName>(name: Name, contentDir: string): ContentOf<Name> {
  return readContent(name, { ...contentSettings(), contentDir })
}

/** One content module as the branch now holds it, read by the site's content reader: what the next build gets. */
export function readBranch<Name extends ContentModuleName>(repository: Repository, name: Name): ContentOf<Name> {
  const root = checkOutBranch(repository)
  try {
    return readContentOf(name, join(root, 'content'))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/**
 * Bad input and faults in /admin, as the owner or a colleague meets them: a message each time,
 * nothing saved half, the edit kept. Steps of the signed-in owner's visit in tests/e2e/editor.spec.ts,
 * after its saves, on its Git-host stand-in: the owner saves while the host is unreachable, then
 * slow, signs out from the account menu (which does not reload the editor), and every sign-in after
 * that is made on the screen a refusal left, as the owner or a colleague would try again. The editor
 * is a 2 MB application that reads every content file before it opens a form: one load for the
 * owner's saves and all of this (docs/decisions/056-one-editor-visit-for-saves-and-faults.md).
 */
import type { Page } from '@playwright/test'
import type { Repository } from '../../scripts/local-editor/repository'
import type { GitHost } from '../../scripts/local-editor/server'
import { readOnlyIsRefusedTheInbox } from './editor-inbox'
import {
  EXPECTED_FAULTS,
  field,
  firstArticle,
  freshRepository,
  openEntry,
  readBranch,
  save,
  signInAgain,
  signOut,
} from './editor-session'
import { expect, test } from './fixtures'
import { TOKENS } from './git-host-stand-in'

/** A description the build accepts, other than the one the owner's visit saved before. */
const description = 'A description saved while the Git host was down, then slow: long enough for search results.'

/**
 * The steps, on `page` signed in as the owner on `git`'s stand-in. What the editor and the browser
 * log of the faults is on purpose, here only: it is taken out of `pageErrors` if EXPECTED_FAULTS
 * names it, so the visit before still fails on any of it.
 */
export async function faultsAndRefusals(
  page: Page,
  git: { host: GitHost; repository: Repository },
  pageErrors: string[],
) {
  const logged = pageErrors.length
  const saveError = page.getByRole('alertdialog')
  const signInButton = page.getByRole('button', { name: 'Sign In Using Access Token' })
  const toArticles = () => page.goto(page.url().replace(/#.*$/, '#/collections/articles'))

  await test.step('the Git host unreachable, then slow, while saving: a message, the edit stays, and saving again works', async () => {
    const savesBefore = git.repository.saves.length
    await toArticles()
    await openEntry(page, 'articles', firstArticle())
    await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })
    await field(page, 'Description').fill(description)
    git.host.faults.unreachable = true
    await save(page)
    await expect(saveError).toContainText('There was an error while saving the entry. Please try again later.')
    await expect(saveError).toContainText('Failed to fetch')
    await saveError.getByRole('button', { name: 'OK' }).click()
    expect(git.repository.saves).toHaveLength(savesBefore)
    await expect(field(page, 'Description')).toHaveValue(description)

    // Back, but every answer takes a second (a save makes several requests, one after another):
    // the save waits and lands, once.
    git.host.faults.unreachable = false
    git.host.faults.delayMs = 1000
    await save(page)
    await expect.poll(() => git.repository.saves.length, { timeout: 30_000 }).toBe(savesBefore + 1)
    const article = readBranch(git.repository, 'articles').find((candidate) => candidate.slug === firstArticle())
    expect(article?.description).toBe(description)
    git.host.faults.delayMs = 0
    // From the list of articles, where the account menu is (the form covers it): the edit was saved.
    await toArticles()
    await signOut(page)
  })

  await test.step('a wrong or expired token gets a message and reads nothing', async () => {
    await signInAgain(page, 'github_pat_expired_or_mistyped')
    const invalid = page.getByText('The provided token is invalid. Please check and try again.')
    await expect(invalid).toBeVisible({ timeout: 30_000 })
    await expect(signInButton).toBeVisible()
  })

  await test.step('a repository that does not exist (or the token cannot see), with a token that works', async () => {
    git.repository = freshRepository('owner/another-website')
    git.host.serve(git.repository)
    await signInAgain(page, TOKENS.owner)
    // The editor wraps the name in invisible direction marks (U+2068, U+2069).
    const noAccess = page.getByText(/You don’t have access to the “\W?website\W?” repository\./)
    await expect(noAccess).toBeVisible({ timeout: 30_000 })
    await expect(signInButton).toBeVisible()
  })

  await test.step('a token without push rights: saving fails with a message, nothing is committed, the edit stays', async () => {
    // The sample content again, whose description differs from the one filled in below.
    git.repository = freshRepository()
    git.host.serve(git.repository)
    await signInAgain(page, TOKENS.readOnly)
    await openEntry(page, 'articles', firstArticle())
    await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })
    await field(page, 'Description').fill(description)
    await save(page)
    await expect(saveError).toContainText('There was an error while saving the entry. Please try again later.')
    await expect(saveError).toContainText('Resource not accessible by personal access token')
    expect(git.repository.saves).toHaveLength(0)
    await expect(field(page, 'Description')).toHaveValue(description)
  })

  await test.step('nor may it read the inbox: npm start refuses it, and the page says why', () =>
    readOnlyIsRefusedTheInbox(page))

  expect(pageErrors.splice(logged).filter((error) => !EXPECTED_FAULTS.test(error))).toEqual([])
}

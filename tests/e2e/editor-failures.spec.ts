/**
 * Bad input and faults in /admin, as the owner or a colleague meets them: a message each time,
 * nothing saved half, the edit kept. Against the test build's /admin and a stand-in of GitHub's
 * API, as tests/e2e/editor.spec.ts. One editor load for all of them, one after another: every
 * sign-in after the first is made on the screen a refusal or the sign-out leaves, as the owner
 * would try again (the editor is a 2 MB application that reads every content file before it opens
 * a form, and each load of it cost more CPU than all these checks).
 */
import { readOnlyIsRefusedTheInbox } from '../support/editor-inbox'
import {
  EXPECTED_FAULTS,
  field,
  firstArticle,
  freshRepository,
  gitHostForThisFile,
  openEntry,
  readBranch,
  save,
  signIn,
  signInAgain,
  signOut,
} from '../support/editor-session'
import { expect, test } from '../support/fixtures'
import { TOKENS } from '../support/git-host-stand-in'

// On a busy two-core machine the editor's first load alone took a minute (each wait below allows for it).
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.use({ expectedErrors: EXPECTED_FAULTS })

const git = gitHostForThisFile()

const description = 'An edited description, long enough for search results and the list of articles.'

test('the Git host unreachable then slow while saving, a wrong token, a repository the token cannot see, a token without push rights: each a message, nothing saved half, the edit kept', async ({
  page,
}) => {
  const saveError = page.getByRole('alertdialog')
  const signInButton = page.getByRole('button', { name: 'Sign In Using Access Token' })

  await test.step('the Git host unreachable, then slow, while saving: a message, the edit stays, and saving again works', async () => {
    await signIn(page, TOKENS.owner)
    await openEntry(page, 'articles', firstArticle())
    await expect(field(page, 'Description')).toHaveValue(/\S/, { timeout: 30_000 })
    await field(page, 'Description').fill(description)
    git.host.faults.unreachable = true
    await save(page)
    await expect(saveError).toContainText('There was an error while saving the entry. Please try again later.')
    await expect(saveError).toContainText('Failed to fetch')
    await saveError.getByRole('button', { name: 'OK' }).click()
    expect(git.repository.saves).toHaveLength(0)
    await expect(field(page, 'Description')).toHaveValue(description)

    // Back, but every answer takes a second (a save makes several requests, one after another):
    // the save waits and lands, once.
    git.host.faults.unreachable = false
    git.host.faults.delayMs = 1000
    await save(page)
    await expect.poll(() => git.repository.saves.length, { timeout: 30_000 }).toBe(1)
    const article = readBranch(git.repository, 'articles').find((candidate) => candidate.slug === firstArticle())
    expect(article?.description).toBe(description)
    git.host.faults.delayMs = 0
    // From the list of articles, where the account menu is (the form covers it): the edit was saved.
    await page.goto(page.url().replace(/#.*$/, '#/collections/articles'))
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
})

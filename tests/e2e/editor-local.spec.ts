import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { contentSettings, readContent } from '../../app/content/read-content'
import { type LocalEditor, startLocalEditor } from '../../scripts/local-editor/local-editor'
import {
  DUPLICATE_WARNING,
  EDITOR_NOISE,
  EXPECTED_FAULTS,
  field,
  openEntry,
  save,
  signIn,
} from '../support/editor-session'
import { expect, test } from '../support/fixtures'
import { SAMPLE_CONTENT_DIR } from '../support/test-environment'

// `npm run editor` as the owner uses it from README: the editor on this computer, saving into a
// throwaway copy of the working copy's content/ (the real files are never touched).
// The editor is a 2 MB application that reads every content file before it opens a form: on a busy
// two-core machine that alone took a minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ expectedErrors: EDITOR_NOISE })

let workingCopy = ''
let editor: LocalEditor

test.beforeAll(async () => {
  workingCopy = mkdtempSync(join(tmpdir(), 'editor-working-copy-'))
  cpSync(SAMPLE_CONTENT_DIR, join(workingCopy, 'content'), { recursive: true })
  editor = await startLocalEditor({ root: workingCopy, port: 0 })
})

test.afterAll(async () => {
  await editor?.close()
  if (workingCopy) rmSync(workingCopy, { recursive: true, force: true })
})

test('the owner changes an article title with npm run editor and the file on disk changes, nothing else', async ({
  page,
}) => {
  const file = readdirSync(join(workingCopy, 'content/articles')).find((name) => name.endsWith('.md')) ?? ''
  const path = join(workingCopy, 'content/articles', file)
  const before = readFileSync(path, 'utf8')
  const newTitle = `Edited in the browser ${Date.now()}`

  await signIn(page, editor.token, editor.adminUrl)
  await openEntry(page, 'articles', file.replace(/\.md$/, ''), editor.adminUrl)
  await expect(field(page, 'Title')).toHaveValue(/\S/, { timeout: 30_000 })
  await field(page, 'Title').fill(newTitle)
  await save(page)

  await expect.poll(() => readFileSync(path, 'utf8'), { timeout: 15_000 }).toContain(`title: ${newTitle}`)
  const after = readFileSync(path, 'utf8')
  // Only the title changed: the body survives the round trip, and the file still reads.
  const body = (text: string) => text.split(/^---$/m).slice(2).join('---').trim()
  expect(body(after)).toBe(body(before))
  const settings = { ...contentSettings(), contentDir: join(workingCopy, 'content') }
  expect(readContent('articles', settings).find((article) => article.slug === file.replace(/\.md$/, ''))?.title).toBe(
    newTitle,
  )
})

test.describe('duplicating', () => {
  test.use({ expectedErrors: DUPLICATE_WARNING })

  test('the owner duplicates a case study under a new title, and the new file is named so the build takes it', async ({
    page,
  }) => {
    const folder = join(workingCopy, 'content/case-studies')
    const [file = ''] = readdirSync(folder).sort()
    const before = new Set(readdirSync(folder))

    await signIn(page, editor.token, editor.adminUrl)
    await openEntry(page, 'case-studies', file.replace(/\.yaml$/, ''), editor.adminUrl)
    await expect(field(page, 'Client (described, not named)')).toHaveValue(/\S/, { timeout: 30_000 })
    await page.getByRole('button', { name: 'Show Editor Options' }).click()
    await page.getByRole('menuitem', { name: 'Duplicate' }).click()
    await field(page, 'Client (described, not named)').fill('Café & Co: Logistics')
    await save(page)

    await expect
      .poll(() => readdirSync(folder).filter((name) => !before.has(name)), { timeout: 15_000 })
      .toEqual(['cafe-co-logistics.yaml'])
    const caseStudies = readContent('case-studies', { ...contentSettings(), contentDir: join(workingCopy, 'content') })
    expect(caseStudies.find((caseStudy) => caseStudy.id === 'cafe-co-logistics')?.title).toBe('Café & Co: Logistics')
  })
})

test.describe('a wrong token', () => {
  test.use({ expectedErrors: EXPECTED_FAULTS })

  test('npm run editor answers only its own token', async ({ page }) => {
    const saves = editor.repository.saves.length
    await signIn(page, 'not-the-printed-token', editor.adminUrl)
    await expect(page.getByText('The provided token is invalid. Please check and try again.')).toBeVisible({
      timeout: 30_000,
    })
    expect(editor.repository.saves.length).toBe(saves)
  })
})

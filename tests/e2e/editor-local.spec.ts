import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Color from 'colorjs.io'
import { readSettings } from '../../app/config/settings-file'
import { contentModuleNames, contentSettings, readContent } from '../../app/content/read-content'
import { brandPalette } from '../../app/styles/brand-contrast'
import { editorCollections } from '../../pipeline/editor/editor-collections'
import { pageCopyCollection } from '../../pipeline/editor/editor-page-copy'
import { ownerPagesCollection } from '../../pipeline/editor/editor-pages'
import { handEditWarnings } from '../../pipeline/editor/report-hand-edits'
import { type LocalEditor, startLocalEditor } from '../../scripts/local-editor/local-editor'
import {
  DUPLICATE_WARNING,
  EXPECTED_FAULTS,
  field,
  firstArticle,
  openEntry,
  preview,
  save,
  signIn,
  signInAgain,
} from '../support/editor-session'
import { expect, test } from '../support/fixtures'
import { someService } from '../support/some-service'
import { SAMPLE_CONTENT_DIR, TEST_BUILD_DIR } from '../support/test-environment'

// `npm run editor` as the owner uses it from README: the editor on this computer, saving into a
// throwaway copy of the working copy's content/ (the real files are never touched), its preview
// styled by the site built from it (the test build, made from the same sample).
// The editor is a 2 MB application that reads every content file before it opens a form: on a busy
// two-core machine that alone took a minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
// As an owner who asks for reduced motion: the editor then moves from screen to screen at once, where
// each cross-fade of the whole page cost the tests' Chromium about a second of CPU (pipeline/editor/editor-style.ts,
// docs/decisions/064-the-editor-keeps-still.md). The rest of what the owner sees is the same.
test.use({ reducedMotion: 'reduce' })

let workingCopy = ''
let editor: LocalEditor
const contentDir = () => join(workingCopy, 'content')

test.beforeAll(async () => {
  workingCopy = mkdtempSync(join(tmpdir(), 'editor-working-copy-'))
  cpSync(SAMPLE_CONTENT_DIR, join(workingCopy, 'content'), { recursive: true })
  editor = await startLocalEditor({ root: workingCopy, port: 0, builtSite: join(process.cwd(), TEST_BUILD_DIR) })
})

test.afterAll(async () => {
  await editor?.close()
  if (workingCopy) rmSync(workingCopy, { recursive: true, force: true })
})

/** A shade of the sample's brand (the test build's), as computed styles give it. */
function rgbOf(token: string): string {
  const { hex = '' } = brandPalette(readSettings(SAMPLE_CONTENT_DIR).brandColour).light[token] ?? {}
  const [r, g, b] = new Color(hex).to('srgb').coords.map((channel) => Math.round((channel ?? 0) * 255))
  return `rgb(${r}, ${g}, ${b})`
}

const service = someService(0)
/** One entry of every collection the editor has, and the field the owner changes in it. */
const saves = [
  { collection: 'settings', entry: 'settings', file: 'settings.yaml', label: 'Business name' },
  { collection: 'articles', entry: firstArticle(), file: `articles/${firstArticle()}.md`, label: 'Title' },
  {
    collection: 'case-studies',
    entry: 'ecommerce-ai',
    file: 'case-studies/ecommerce-ai.yaml',
    label: 'Client (described, not named)',
  },
  { collection: 'services', entry: service.id, file: `services/${service.id}.yaml`, label: 'Title' },
  { collection: 'legal', entry: 'privacy', file: 'legal/privacy.md', label: 'Last changed', date: '2026-01-15' },
  { collection: 'added-pages', entry: 'example-page', file: 'pages/added/example-page.yaml', label: 'Page name' },
  { collection: 'pages', entry: 'home', file: 'pages/home.yaml', label: 'Main heading' },
]

test.describe('every collection', () => {
  // Sveltia 0.221.1 warns of its own Svelte code when it duplicates an entry (the last step).
  test.use({ expectedErrors: DUPLICATE_WARNING })

  // One editor load for both: a wrong token is refused first, and the printed one signs in on the
  // same screen, as the owner who mistyped it would try again.
  test('npm run editor answers only its own token; with it the owner saves an entry of every collection: each file changes in that field’s line only, and the build reads it as the editor’s', async ({
    page,
    pageErrors,
  }) => {
    const everyCollection = [
      ...editorCollections(contentDir()),
      ownerPagesCollection(contentDir()),
      pageCopyCollection(contentDir()),
    ]
    expect(new Set(saves.map((save) => save.collection))).toEqual(new Set(everyCollection.map(({ name }) => name)))

    await test.step('a wrong token is refused and reads nothing', async () => {
      const logged = pageErrors.length
      await signIn(page, 'not-the-printed-token', editor.adminUrl)
      await expect(page.getByText('The provided token is invalid. Please check and try again.')).toBeVisible({
        timeout: 30_000,
      })
      expect(editor.repository.saves).toHaveLength(0)
      // What the refusal logs is on purpose, here only: the rest of the test allows none of it.
      expect(pageErrors.splice(logged).filter((error) => !EXPECTED_FAULTS.test(error))).toEqual([])
    })

    await signInAgain(page, editor.token)
    for (const { collection, entry, file, label, date } of saves) {
      await test.step(`${collection}: ${entry}`, async () => {
        const path = join(contentDir(), file)
        const before = readFileSync(path, 'utf8')
        await openEntry(page, collection, entry)
        const input = date ? page.getByLabel(label, { exact: true }) : field(page, label)
        await expect(input).toHaveValue(/\S/, { timeout: 30_000 })
        const value = date ?? `${await input.inputValue()} (edited)`
        await input.fill(value)
        if (collection === 'services') {
          // The preview beside the form is the site's page: its heading in the site's font on the brand's banner.
          const heading = preview(page).getByRole('heading', { level: 1 })
          await expect(heading).toHaveText(value)
          const style = await heading.evaluate((element) => ({
            font: getComputedStyle(element).fontFamily,
            banner: getComputedStyle(element.closest('section') ?? element).backgroundImage,
          }))
          expect(style.font).toMatch(/^ui-sans-serif, system-ui/)
          expect(style.banner).toMatch(
            new RegExp(`^linear-gradient\\(.*${rgbOf('brand-950').replace(/[()]/g, '\\$&')}`),
          )
        }
        const saved = editor.repository.saves.length
        await save(page)
        await expect.poll(() => editor.repository.saves.length, { timeout: 15_000 }).toBe(saved + 1)
        // The file changed in the edited field's line and nowhere else: no line added, moved or dropped.
        const after = readFileSync(path, 'utf8').split('\n')
        const lines = before.split('\n')
        expect(after).toHaveLength(lines.length)
        expect(after.filter((line, at) => line !== lines[at])).toEqual([expect.stringContaining(value)])
      })
    }

    await test.step('a case study duplicated under a new title is named so the build takes it', async () => {
      const folder = join(contentDir(), 'case-studies')
      const before = new Set(readdirSync(folder))
      await openEntry(page, 'case-studies', 'ecommerce-ai')
      await expect(field(page, 'Client (described, not named)')).toHaveValue(/\(edited\)$/, { timeout: 30_000 })
      await page.getByRole('button', { name: 'Show Editor Options' }).click()
      await page.getByRole('menuitem', { name: 'Duplicate' }).click()
      await field(page, 'Client (described, not named)').fill('Café & Co: Logistics')
      await save(page)
      await expect
        .poll(() => readdirSync(folder).filter((name) => !before.has(name)), { timeout: 15_000 })
        .toEqual(['cafe-co-logistics.yaml'])
    })

    // What the build reads of every file the editor wrote: each content module (drafts too, as a
    // preview reads them) and the settings, and no file called written by hand in the build's log.
    const settings = { ...contentSettings(), contentDir: contentDir() }
    const withDrafts = { ...settings, publishing: { ...settings.publishing, preview: true } }
    for (const name of contentModuleNames) expect(() => readContent(name, withDrafts), name).not.toThrow()
    expect(readSettings(contentDir()).name).toMatch(/\(edited\)$/)
    expect(readContent('case-studies', settings).find(({ id }) => id === 'cafe-co-logistics')?.title).toBe(
      'Café & Co: Logistics',
    )
    expect(handEditWarnings(contentDir())).toEqual([])
  })
})

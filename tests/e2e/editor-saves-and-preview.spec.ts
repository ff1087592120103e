/**
 * What the owner sees and commits in the editor beyond the form: a save changes only the fields
 * edited (the content files are kept in the form the editor writes, pipeline/editor/editor-output.ts),
 * and the preview beside the form is the site's page (pipeline/editor/editor-preview.ts). Against the
 * test build's /admin and a stand-in of GitHub's API, as tests/e2e/editor.spec.ts.
 */
import { EDITOR_NOISE, field, gitHostForThisFile, openEntry, preview, save, signIn } from '../support/editor-session'
import { expect, test } from '../support/fixtures'
import { TOKENS } from '../support/git-host-stand-in'
import { someService } from '../support/some-service'

// The editor is a 2 MB application that reads every content file before it opens a form.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ expectedErrors: EDITOR_NOISE })

const git = gitHostForThisFile()

// The editor writes a whole file on every save: the content files are kept in its form
// (pipeline/editor/editor-output.ts), so a save changes the lines of the fields the owner changed.
// One signed-in page for what follows: nothing in it needs a fresh start, and each load of the
// editor cost more CPU than the checks made on it.
test('a field changed and changed back saves nothing; one edited field changes only its own line, quoting kept; the preview shows the entry as the site’s page', async ({
  page,
}) => {
  const service = someService(0)
  const path = `content/services/${service.id}.yaml`
  await signIn(page, TOKENS.owner)
  await openEntry(page, 'services', service.id)

  await test.step('a field changed and changed back saves nothing; one edited field changes only its own line, quoting kept', async () => {
    // As the repository on the Git host holds it: the sample content (tests/support/editor-session.ts).
    const original = git.repository.head.files.get(path)?.toString() ?? ''
    expect(original).toContain(`tagline: ${service.tagline}`)
    const tagline = field(page, 'Tagline')
    await expect(tagline).toHaveValue(service.tagline, { timeout: 30_000 })
    await tagline.fill(`${service.tagline} Edited.`)
    await tagline.fill(service.tagline)
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
    expect(git.repository.saves).toHaveLength(0)
    expect(git.repository.head.files.get(path)?.toString()).toBe(original)

    await tagline.fill(`${service.tagline} Edited.`)
    await save(page)
    await expect.poll(() => git.repository.saves.length, { timeout: 15_000 }).toBe(1)
    const saved = git.repository.head.files.get(path)?.toString() ?? ''
    const changed = (before: string, after: string) =>
      after.split('\n').filter((line, index) => line !== before.split('\n')[index])
    expect(saved.split('\n')).toHaveLength(original.split('\n').length)
    expect(changed(original, saved)).toEqual([`tagline: ${service.tagline} Edited.`])
    expect(saved).not.toContain('draft:')
  })

  await test.step('the preview shows the entry as the site’s page: its heading in the site’s font on the brand’s banner', async () => {
    // The save closed the form: open it again (same document, no new load).
    await openEntry(page, 'services', service.id)
    const heading = preview(page).getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(service.title, { timeout: 30_000 })
    await field(page, 'Title').fill('A Renamed Service')
    await expect(heading).toHaveText('A Renamed Service')

    // The same heading on the site's own page, in the same font and on the same brand colours.
    const site = await page.context().newPage()
    await site.goto(service.path)
    const style = (element: Element) => {
      const banner = element.closest('section')
      return {
        font: getComputedStyle(element).fontFamily,
        weight: getComputedStyle(element).fontWeight,
        colour: getComputedStyle(element).color,
        banner: banner ? getComputedStyle(banner).backgroundImage : '',
      }
    }
    const onSite = await site.getByRole('heading', { level: 1 }).evaluate(style)
    await site.close()
    expect(onSite.banner).toMatch(/gradient/)
    expect(await heading.evaluate(style)).toEqual(onSite)
  })

  await test.step('a new page of the owner’s and the settings: the build’s default preselected, no false counter, the empty accent struck through', async () => {
    // On to a new page of the owner's (issue 43): "Linked from" preselects the build's default with
    // no "(None)" of its own (the one left is Draft's), and the description, which has a minimum and
    // no maximum, shows no counter (Sveltia drew it as a red "50 / 0").
    await page.goto(page.url().replace(/#.*$/, '#/collections/added-pages/new'))
    await expect(page.getByRole('radio', { name: 'sitemap', exact: true })).toBeChecked({ timeout: 30_000 })
    await expect(page.getByRole('radio', { name: '(None)' })).toHaveCount(1)
    await expect(page.getByLabel(/Minimum: 50/)).toHaveCount(0)
    // And to the settings: the empty accent's picker is the one our style strikes through, not black
    // (pipeline/editor/editor-style.ts); the brand's, which has a colour, is not.
    await page.goto(page.url().replace(/#.*$/, '#/collections/settings/entries/settings'))
    const emptySwatch = "input[type='color']:has(~ button:disabled)"
    await expect(page.locator('input[type="color"]')).toHaveCount(2, { timeout: 30_000 })
    expect(await page.locator(emptySwatch).count()).toBe(1)
  })
})

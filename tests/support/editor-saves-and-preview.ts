/**
 * What the owner sees and commits in the editor beyond the form, as steps of the signed-in owner's
 * visit in tests/e2e/editor.spec.ts (no editor load of its own): a save changes only the fields
 * edited (the content files are kept in the form the editor writes, pipeline/editor/editor-output.ts),
 * and the preview beside the form is the site's page (pipeline/editor/editor-preview.ts).
 */
import type { Page } from '@playwright/test'
import type { Repository } from '../../scripts/local-editor/repository'
import { field, openEntry, preview, save } from './editor-session'
import { expect, test } from './fixtures'
import { someService } from './some-service'

/** The steps, on `page` signed in as the owner; `git.repository` is the one its saves go to. */
export async function savesAndPreview(page: Page, git: { repository: Repository }) {
  const service = someService(0)
  const path = `content/services/${service.id}.yaml`
  const savesBefore = git.repository.saves.length
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
    expect(git.repository.saves).toHaveLength(savesBefore)
    expect(git.repository.head.files.get(path)?.toString()).toBe(original)

    await tagline.fill(`${service.tagline} Edited.`)
    await save(page)
    await expect.poll(() => git.repository.saves.length, { timeout: 15_000 }).toBe(savesBefore + 1)
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
}

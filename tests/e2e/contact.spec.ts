import { rmSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { fieldMessages } from '#app/features/contact/contact-schema'
import { DRAFT_KEY } from '#app/features/contact/draft-storage'
import { readEnquiries } from '../../server/enquiry-files.js'
import { ENQUIRY_SENT_PAGE } from '../../server/serving-rules.js'
import { VIOLATIONS_ONLY } from '../support/axe-rules'
import { emptyFormMessages, field, fillIn, holdIsland, openToasts, visitor } from '../support/enquiry-form'
import { expect, test, touchForm, waitForForm } from '../support/fixtures'

// Filling in the enquiry form: when its script comes, its messages, the draft it keeps, without JavaScript.
// The webServer runs `npm start` from the repository root without ENQUIRY_DIR.
const ENQUIRY_DIR = join(process.cwd(), '.data/enquiries')

// One visit from the first touch on: a new context and page load cost more than most of these
// checks (docs/developer-guide.md "Tests"), and each step starts where a visitor would be.
test('/contact fetches no script until the visitor touches the form, then its own; an empty submit shows all six messages and focuses the first field; then axe, corrections, the phone field and the draft on a return', async ({
  page,
  context,
  baseURL,
}) => {
  const requested: { type: string; url: string }[] = []
  page.on('request', (request) => {
    const type = request.resourceType()
    if (['script', 'stylesheet', 'font'].includes(type)) requested.push({ type, url: request.url() })
  })
  const scripts = () => requested.filter((request) => request.type === 'script')
  await page.goto('/contact')
  await page.getByRole('form', { name: 'Enquiry form' }).scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(scripts()).toEqual([])
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-contact-form', 'idle')

  // Tabbing or tapping into a field is the touch (a field other than the first, whose focus is checked below).
  await field(page, 'Message').focus()
  await waitForForm(page)
  expect(scripts().length).toBeGreaterThan(0)
  // Scripts, styles and fonts come from the site's own origin only.
  const origin = new URL(baseURL ?? '').origin
  expect(requested.filter((request) => new URL(request.url).origin !== origin)).toEqual([])

  await page.getByRole('button', { name: 'Send Message' }).click()
  await expectEmptyFormMessages(page)

  await test.step('the form, with its errors showing, has no accessibility violations', async () => {
    await expect(page.getByText(fieldMessages.service.missing)).toBeVisible()
    // Every rule on the form, as before; in the page itself (legacy mode: no frame to collect) and
    // with selectors for violations alone, as tests/support/axe.ts runs it, at a fraction of the time.
    const results = await new AxeBuilder({ page })
      .include('[data-contact-form]')
      .setLegacyMode(true)
      .options({ ...VIOLATIONS_ONLY })
      .analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })

  await test.step('a message disappears when its field is corrected', async () => {
    await field(page, 'Email').fill('ada@example.com')
    await expect(page.getByText(fieldMessages.email.invalid)).toBeHidden()
    await expect(page.getByText(fieldMessages.name.tooShort, { exact: true })).toBeVisible()
  })

  await test.step('letters cannot be typed or pasted into the phone field', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const phone = field(page, 'Phone')
    await phone.pressSequentially('+44 abc 7700-900xyz123')
    await expect(phone).toHaveValue('+44  7700-900123')
    await phone.fill('')
    await page.evaluate(() => navigator.clipboard.writeText('tel. 020 7946 0000'))
    await phone.press('ControlOrMeta+V')
    await expect(phone).toHaveValue(' 020 7946 0000')
  })

  await test.step('the draft is back in the fields when the visitor returns to the page in the same tab, before any script', async () => {
    await fillIn(page)
    // A new visit of the page, where the browser restores no field itself: not a reload, and not
    // the same address, which Chromium would treat as one.
    await page.goto('/contact?again')
    await expect(field(page, 'Name')).toHaveValue(visitor.name)
    await expect(field(page, 'Service')).toHaveValue(visitor.service)
    await expect(field(page, 'Message')).toHaveValue(visitor.message)
    await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-contact-form', 'idle')
    await touchForm(page)
    await expect(field(page, 'Message')).toHaveValue(visitor.message)
  })
})

async function expectEmptyFormMessages(page: Page) {
  for (const message of emptyFormMessages) await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect(field(page, 'Name')).toBeFocused()
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Name')).toHaveAccessibleDescription(fieldMessages.name.tooShort)
  await expect(field(page, 'Message')).toHaveAccessibleDescription(fieldMessages.message.tooShort)
}

// The script comes after the visitor's first touch (island-loader.ts): on a slow phone, 3 s later.
// The script comes after the visitor's first touch (island-loader.ts): on a slow phone, 3 s later.
// One context for both: the route that holds the script holds it on every page load of the context.
test('before the form’s script has come: Send on the empty form shows the six messages once the script takes over and posts nothing; a draft typed and reloaded 300 ms later comes back', async ({
  page,
}) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await holdIsland(page, 3_000)
  await page.goto('/contact')
  // The press is the form's first touch: the script is asked for only now.
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-contact-form', 'loading')
  await expectEmptyFormMessages(page)
  expect(posts).toEqual([])
  expect(new URL(page.url()).pathname).toBe('/contact')

  await test.step('a draft typed and reloaded 300 ms later comes back', async () => {
    // A new page load, its script held again: the routing that holds it keeps nothing in the cache.
    await page.goto('/contact?draft')
    await field(page, 'Name').pressSequentially(visitor.name)
    await field(page, 'Message').fill(visitor.message)
    await page.waitForTimeout(300)
    await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-contact-form', 'loading')
    // Kept by the loader itself, not by the browser's own restoring of a reloaded page's fields.
    const draft = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), DRAFT_KEY)
    expect(draft).toMatchObject({ name: visitor.name, message: visitor.message })
    expect(draft).not.toHaveProperty('website')
    await page.reload()
    await expect(field(page, 'Name')).toHaveValue(visitor.name)
    await expect(field(page, 'Message')).toHaveValue(visitor.message)
  })
})

test('the home page carries the form in its HTML, fetches its code only when the visitor taps into it, and sends', async ({
  page,
}) => {
  const islandRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') islandRequests.push(request.url())
  })
  await page.goto('/')
  await page.getByRole('form', { name: 'Enquiry form' }).scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(islandRequests).toEqual([])
  await field(page, 'Name').click()
  await waitForForm(page)
  expect(islandRequests.length).toBeGreaterThan(0)
  await fillIn(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(openToasts(page)).toContainText('Message sent successfully!')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the whole form is there and can be filled in; Send posts the enquiry to the site’s endpoint, which npm start answers', async ({
    page,
  }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Enquiry form' })
    await expect(form).toBeVisible()
    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Service', 'Message']) {
      await expect(form.locator('label', { hasText: label })).toContainText('*')
    }
    await expect(field(page, 'Message')).toHaveAttribute('rows', '5')
    await expect(field(page, 'Service').locator('option:not([value=""])')).toHaveCount(4)
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    // A plain url-encoded post, the fields by their names; the endpoint answers with a page.
    await expect(form).toHaveAttribute('action', '/api/v1.0/email/send')
    await expect(form).toHaveAttribute('method', 'post')
    await expect(form).not.toHaveAttribute('enctype')
    for (const name of ['name', 'email', 'phone', 'company', 'service', 'message']) {
      await expect(form.locator(`[name="${name}"]`)).toHaveCount(1)
    }
    // The browser checks the required fields itself before posting anything.
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(await field(page, 'Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    // And the page allows the post (form-action), and the hand-over where there is no endpoint.
    const response = await page.request.get('/contact')
    expect(response.headers()['content-security-policy']).toMatch(/form-action 'self' mailto:/)

    // A phone number the browser lets through but the form's rules do not: the same page comes
    // back from npm start, saying what to fix, with everything typed kept.
    const marker = `no-script-${Date.now()}`
    await fillIn(page, { ...visitor, phone: '12345', message: `Please call me back. ${marker}` })
    await expect(field(page, 'Message')).toHaveValue(`Please call me back. ${marker}`)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your enquiry')
    await expect(page.getByRole('alert').getByRole('link', { name: fieldMessages.phone.tooShort })).toBeVisible()
    await expect(field(page, 'Name')).toHaveValue(visitor.name)
    await expect(field(page, 'Service')).toHaveValue(visitor.service)
    await expect(field(page, 'Message')).toHaveValue(`Please call me back. ${marker}`)
    await expect(field(page, 'Phone')).toHaveAttribute('aria-invalid', 'true')

    // Corrected and sent again: npm start stores it and sends the browser on to the page that says
    // so, at its own address: a reload asks for that page again and posts nothing.
    await field(page, 'Phone').fill(visitor.phone)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
    await expect(page).toHaveURL(new RegExp(`${ENQUIRY_SENT_PAGE}$`))
    expect((await page.reload())?.request().method()).toBe('GET')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
    const stored = readEnquiries(ENQUIRY_DIR).enquiries.filter(({ enquiry }) => enquiry.message.includes(marker))
    expect(stored.map(({ enquiry }) => enquiry.phone)).toEqual([visitor.phone])
    for (const { file } of stored) rmSync(file)
  })
})

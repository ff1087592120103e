/**
 * The inbox of kept enquiries in /admin (pipeline/editor/inbox-page.ts) as tests/e2e/editor.spec.ts
 * opens it, signed in on the Git-host stand-in, through `npm start` (the e2e server): steps of its
 * existing editor loads, so the inbox costs no editor load of its own.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { INBOX_PATH } from '../../pipeline/editor/inbox-page'
import { expectNoViolations } from './axe'
import { LAYOUT_RULES } from './axe-rules'

/**
 * From the corner strip to the inbox, as the owner signed in: shown, the test enquiry's outcome, axe
 * 0 at 1280 and 375 px, light and dark (every rule light at 1280 px, the layout and colour rules dark at 375 px). It opens beside the editor, which keeps unsaved work.
 */
export async function ownerReadsTheInbox(editor: Page, strip: Locator) {
  const [page] = await Promise.all([
    editor.waitForEvent('popup'),
    strip.getByRole('link', { name: 'Enquiries and mailbox' }).click(),
  ])
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible()
  // npm start asked the Git-host stand-in whether the owner's token may push: it may.
  await expect(page.getByText(/kept enquir|No enquiries are kept/)).toBeVisible()
  await page.getByRole('button', { name: 'Send a test enquiry' }).click()
  // The test server runs without SMTP_URL: the outcome is the advice to set it.
  await expect(page.getByText(/The test enquiry was NOT sent\. SMTP_URL is missing/)).toBeVisible()
  await expectNoViolations(page, 'the inbox, light, 1280 px')
  // Two states cover the four: the inbox's style changes its colours with the scheme and nothing
  // with the width (tests/built-site/editor-page.test.ts holds it to that), so its colours at one
  // width are its colours at the other, and its layout in one scheme its layout in the other.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 375, height: 740 })
  await expectNoViolations(page, 'the inbox, dark, 375 px', { only: LAYOUT_RULES })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.close()
}

/** Signed in with a token that cannot push: npm start refuses the inbox, and the page says why. */
export async function readOnlyIsRefusedTheInbox(page: Page) {
  await page.goto(INBOX_PATH)
  await expect(page.getByText('This account cannot publish the site, so it may not read its enquiries.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send a test enquiry' })).toBeHidden()
}

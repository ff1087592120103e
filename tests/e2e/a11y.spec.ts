import type { Page } from '@playwright/test'
import { expectNoViolations } from '../support/axe'
import { COLOUR_RULES } from '../support/axe-rules'
import { expectFailedSend, fillIn, openContactForm, SEND_PATH } from '../support/enquiry-form'
import { expect, expectExpanded, test, waitForHydration } from '../support/fixtures'
import { someService } from '../support/some-service'
import { tryBrand } from '../support/try-brand'

/** A light brand colour, which takes dark text on its buttons. */
const LIGHT_BRAND = '#f5e663'

// Every page, in both schemes, is checked in every-page.spec.ts (its contrast on the pixels); here the
// states a visitor opens, each in the light scheme and then, on the same page, in the dark one: only
// the colour rules can find anything new there, and a second visit in a context of its own cost more
// than the check (docs/decisions/036-contrast-proven-on-pixels.md).

/** axe's every rule on the page in the light scheme, then its colour rules in the dark one. */
async function expectNoViolationsInBothSchemes(page: Page, label: string) {
  await expectNoViolations(page, label)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoViolations(page, `${label} (dark)`, { only: COLOUR_RULES })
  await page.emulateMedia({ colorScheme: 'light' })
}

test('the open SERVICES dropdown has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SERVICES' })
  await trigger.click()
  await expectExpanded(page, 'SERVICES', true)
  await expectNoViolationsInBothSchemes(page, 'open dropdown')
})

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the open mobile menu has no accessibility violations', async ({ page }) => {
    for (const path of ['/', someService(0).path]) {
      await page.goto(path)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Toggle menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      await expectNoViolationsInBothSchemes(page, `${path} with the mobile menu open`)
    }
  })
})

for (const { status, says } of [
  { status: 200, says: 'Message sent successfully!' },
  { status: 400, says: 'Error' },
]) {
  test(`the toast after a ${status} answer has no accessibility violations`, async ({ page, pageErrors }) => {
    await page.route(SEND_PATH, (route) => route.fulfill({ status, body: status === 200 ? 'OK' : 'No' }))
    await openContactForm(page)
    await fillIn(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText(says, { exact: true })).toBeVisible()
    await expectNoViolationsInBothSchemes(page, `toast after ${status}`)
    if (status !== 200) expectFailedSend(pageErrors, status)
  })
}

test('the contact form showing its errors has no accessibility violations, with the shipped brand and with a light one', async ({
  page,
}) => {
  await openContactForm(page)
  const send = page.getByRole('button', { name: 'Send Message' })
  await send.click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expectNoViolationsInBothSchemes(page, 'contact form with errors')
  // The same page as an owner with a yellow brand has it, in each scheme: the button in the brand's
  // fill for the scheme (the yellow itself in the light one), its text the colour that reads on it.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const shades = await tryBrand(page, LIGHT_BRAND, scheme)
    await expect(send).toHaveCSS('background-color', shades.brand)
    await expect(send).toHaveCSS('color', shades['on-brand'])
    if (scheme === 'light') expect(shades.brand).toBe('rgb(245, 230, 99)')
    await expectNoViolations(page, `contact form with errors, brand ${LIGHT_BRAND} (${scheme})`, { only: COLOUR_RULES })
  }
})

import type { Page } from '@playwright/test'
import { expectNoViolations } from '../support/axe'
import { COLOUR_RULES } from '../support/axe-rules'
import { expectFailedSend, fillIn, openContactForm, SEND_PATH } from '../support/enquiry-form'
import { expect, expectExpanded, test, waitForHydration } from '../support/fixtures'
import { someService } from '../support/some-service'
import { tryBrand } from '../support/try-brand'

/** A light brand colour, which takes dark text on its buttons. */
const LIGHT_BRAND = '#f5e663'

// Every page, in both schemes, is checked in every-page.spec.ts (its contrast on the pixels); here the states a visitor opens,
// each opened once and checked in both schemes: every rule in the light one, then the rules whose
// outcome depends on colour in the dark one (a second visit in dark, opening the same state again,
// cost twice the time for the same answer).

/** axe over the page as it is, in the light scheme and then in the dark one. */
async function expectNoViolationsInBothSchemes(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'light' })
  await expectNoViolations(page, label)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoViolations(page, `${label} (dark)`, { only: COLOUR_RULES })
}

// Both menus, the form's errors and the toasts on one page object: a context each cost more than
// the check (docs/decisions/049-browser-checks-in-fewer-contexts.md). The form is opened anew for
// each of its states, the errors first, as the form keeps what a visitor typed (a form filled in
// shows no errors when sent). The bound is the sum of the two tests' it was made of, 90 s and 120 s.
test('the open SERVICES dropdown, at 375px the open mobile menu, the contact form showing its errors, and the toasts after a 200 and a 400 answer, have no accessibility violations', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(210_000)
  await test.step('the open SERVICES dropdown has no accessibility violations', async () => {
    await page.goto('/')
    await waitForHydration(page)
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SERVICES' })
    await trigger.click()
    await expectExpanded(page, 'SERVICES', true)
    await expectNoViolationsInBothSchemes(page, 'open dropdown')
  })

  await test.step('at 375px, the open mobile menu has no accessibility violations', async () => {
    await page.setViewportSize({ width: 375, height: 740 })
    for (const path of ['/', someService(0).path]) {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(path)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Toggle menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      await expectNoViolationsInBothSchemes(page, `${path} with the mobile menu open`)
    }
  })

  await test.step('the contact form showing its errors has no accessibility violations, with the shipped brand and with a light one', async () => {
    // The project's desktop width again, after the phone's.
    const { viewport } = test.info().project.use
    if (viewport) await page.setViewportSize(viewport)
    await page.emulateMedia({ colorScheme: 'light' })
    await openContactForm(page)
    const send = page.getByRole('button', { name: 'Send Message' })
    await send.click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    await expectNoViolationsInBothSchemes(page, 'contact form with errors')
    // The same page as an owner with a yellow brand has it: the button in the brand's fill for the
    // scheme (the yellow itself in the light one), its text the colour that reads on it.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      const shades = await tryBrand(page, LIGHT_BRAND, scheme)
      await expect(send).toHaveCSS('background-color', shades.brand)
      await expect(send).toHaveCSS('color', shades['on-brand'])
      if (scheme === 'light') expect(shades.brand).toBe('rgb(245, 230, 99)')
      await expectNoViolations(page, `contact form with errors, brand ${LIGHT_BRAND} (${scheme})`, {
        only: COLOUR_RULES,
      })
    }
  })

  for (const { status, says } of [
    { status: 200, says: 'Message sent successfully!' },
    { status: 400, says: 'Error' },
  ]) {
    await test.step(`the toast after a ${status} answer has no accessibility violations`, async () => {
      await page.route(SEND_PATH, (route) => route.fulfill({ status, body: status === 200 ? 'OK' : 'No' }))
      await page.emulateMedia({ colorScheme: 'light' })
      await openContactForm(page)
      // As a visitor's first send: the e-mail SDK's throttle, kept in localStorage, holds back a second
      // send within its interval without asking the server (app/features/contact/send-enquiry.ts).
      await page.evaluate(() => localStorage.clear())
      await fillIn(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      const toast = page.getByText(says, { exact: true })
      await expect(toast).toBeVisible()
      // The pointer over it, as a reader's would be: the toast stays while it is checked in both schemes.
      await toast.hover()
      await expectNoViolationsInBothSchemes(page, `toast after ${status}`)
      await expect(toast, 'still shown when checked in the dark scheme').toBeVisible()
      if (status !== 200) expectFailedSend(pageErrors, status)
      await page.unroute(SEND_PATH)
    })
  }
})

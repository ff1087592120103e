import { expectNoViolations } from '../support/axe'
import { expectFailedSend, fillIn, openContactForm, SEND_PATH } from '../support/enquiry-form'
import { expect, expectExpanded, test, waitForHydration } from '../support/fixtures'
import { someService } from '../support/some-service'

// playwright.config.ts runs this file once per colour scheme (projects 'desktop' and 'dark').

// Every page, in both schemes, is checked in every-page.spec.ts; here the states a visitor opens.

test('the open SERVICES dropdown has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SERVICES' })
  await trigger.click()
  await expectExpanded(page, 'SERVICES', true)
  await expectNoViolations(page, 'open dropdown')
})

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the open mobile menu has no accessibility violations', async ({ page }) => {
    for (const path of ['/', someService(0).path]) {
      await page.goto(path)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Toggle menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      await expectNoViolations(page, `${path} with the mobile menu open`)
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
    await expectNoViolations(page, `toast after ${status}`)
    if (status !== 200) expectFailedSend(pageErrors, status)
  })
}

test('the contact form showing its errors has no accessibility violations', async ({ page }) => {
  await openContactForm(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expectNoViolations(page, 'contact form with errors')
})

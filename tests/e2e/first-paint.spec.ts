import type { BrowserContext, Page } from '@playwright/test'
import { serviceLabel } from '#app/features/contact/contact-schema'
import { pages } from '../../app/content/page-list'
import { expect, test, waitForForm } from '../support/fixtures'
import { someService } from '../support/some-service'

// The phone profile of Lighthouse's mobile runs: 150 ms round trip, 1.6 Mbps down, 750 kbps up,
// 4x slower CPU. These tests assert what a visitor on such a phone notices while scripts load.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, reducedMotion: 'no-preference' })

async function phoneProfile(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

// The form's script is fetched on the visitor's first touch (app/features/contact/island-loader.ts),
// so a visitor who taps a field and types at once types while it downloads and while it hydrates.
// One context and phone profile for both visits: a new context costs more than most checks
// (docs/developer-guide.md "Tests"), and the menu's page loads no script of the form's.
test('the first tap on "Toggle menu" right after the page paints opens the menu; text typed while the form’s script loads is kept when it arrives, and sent', async ({
  context,
  page,
}) => {
  await phoneProfile(context, page)
  await test.step('the first tap on "Toggle menu" right after the page paints opens the menu', async () => {
    await page.goto('/', { waitUntil: 'commit' })
    const toggle = page.getByRole('button', { name: 'Toggle menu', exact: true })
    await toggle.waitFor({ state: 'visible' })
    await toggle.tap()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible({ timeout: 1000 })
  })
  let releaseIsland = () => {}
  const islandHeld = new Promise<void>((resolve) => {
    releaseIsland = resolve
  })
  await page.route(/\/assets\/contact-island[^/]*\.js$/, async (route) => {
    await islandHeld
    await route.continue()
  })
  const sent: unknown[] = []
  await page.route('**/api/v1.0/email/send', (route) => {
    sent.push(route.request().postDataJSON())
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })
  })
  await page.goto(pages.contact.path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-contact-form', 'idle')
  const typed = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '020 7946 0000',
    company: 'Compilers Ltd',
    message: 'Typed before any script arrived.',
  }
  await page.getByLabel(/^Name/).fill(typed.name)
  await page.getByLabel(/^Email/).fill(typed.email)
  await page.getByLabel(/^Phone/).fill(typed.phone)
  await page.getByLabel(/^Company/).fill(typed.company)
  await page.getByLabel(/^Service/).selectOption(someService(0).id)
  await page.getByLabel(/^Message/).fill(typed.message)
  // The first fill's focus was the touch: the script is on its way, held until now.
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-contact-form', 'loading')

  releaseIsland()
  // Typing on, while the script arrives and hydrates the form.
  await page.getByLabel(/^Message/).pressSequentially(' And more.')
  await waitForForm(page)
  await expect(page.getByLabel(/^Name/)).toHaveValue(typed.name)
  await expect(page.getByLabel(/^Message/)).toHaveValue(`${typed.message} And more.`)
  await expect(page.getByLabel(/^Service/)).toHaveValue(someService(0).id)

  await page.getByRole('button', { name: 'Send Message' }).click()
  // The toast's code loads with the first toast, over this test's slow phone network and 4× CPU.
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Message sent successfully!', {
    timeout: 15_000,
  })
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({
    template_params: {
      from_name: typed.name,
      from_email: typed.email,
      phone: typed.phone,
      company: typed.company,
      // The owner reads the service by the name the form shows, not by its id.
      service: serviceLabel(someService(0).id),
      message: `${typed.message} And more.`,
    },
  })
})

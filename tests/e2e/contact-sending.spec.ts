import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Request, Route } from '@playwright/test'
import { site } from '#app/config/configuration'
import { fieldMessages, serviceLabel } from '#app/features/contact/contact-schema'
import { readEnquiries, readSpamCount } from '../../server/enquiry-files.js'
import {
  expectFailedSend,
  field,
  fillIn,
  holdIsland,
  openContactForm,
  openToasts,
  SEND_PATH,
  visitor,
} from '../support/enquiry-form'
import { expect, test } from '../support/fixtures'

// Sending an enquiry: what goes to the provider, and what the visitor sees when it works and when it fails.
// The webServer runs `npm start` from the repository root without ENQUIRY_DIR.
const ENQUIRY_DIR = join(process.cwd(), '.data/enquiries')

// One page through the answers a send can meet, as a visitor pressing Send again would, then
// npm start's own store and a Send before the script: a new context and page load cost more than
// most of these checks (docs/developer-guide.md "Tests", docs/decisions/059-hosts-and-contact-in-fewer-contexts.md).
test("a 400 and then a network failure keep every value with one 'Error' toast; while sending every input is disabled; the request carries exactly the SDK body, and success clears the form and says so; npm start stores an enquiry and drops a honeypot's; a Send before the script came sends once, and posts the plain form when it never comes", async ({
  page,
  pageErrors,
}) => {
  // The three tests it was made of had 60 s each.
  test.setTimeout(180_000)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const requests: Request[] = []
  // Each send meets the next answer: 400, no network, then a success held until the test lets it through.
  await page.route(SEND_PATH, async (route: Route) => {
    requests.push(route.request())
    if (requests.length === 1) return route.fulfill({ status: 400, body: 'The service ID is invalid' })
    if (requests.length === 2) return route.abort('internetdisconnected')
    await held
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })
  })
  await openContactForm(page)
  await fillIn(page)
  const button = page.getByRole('button', { name: 'Send Message' })
  await button.click()

  await test.step("a 400 keeps every value and toasts 'Error' with the alternative address", async () => {
    await expect(openToasts(page)).toContainText('Error')
    await expect(openToasts(page)).toContainText('Failed to send email')
    await expect(openToasts(page)).toContainText(site.email)
    await expect(field(page, 'Name')).toHaveValue(visitor.name)
    await expect(field(page, 'Message')).toHaveValue(visitor.message)
    await expect(field(page, 'Service')).toHaveValue(visitor.service)
    await expect(field(page, 'Name')).toBeEnabled()
    expectFailedSend(pageErrors, 400)
  })

  await test.step("a network failure next keeps every value and toasts 'Error': never two toasts", async () => {
    await button.click()
    await expect(openToasts(page)).toContainText('Error')
    await expect(openToasts(page)).toContainText('check your connection')
    await expect(openToasts(page)).toHaveCount(1)
    await expect(field(page, 'Phone')).toHaveValue(visitor.phone)
    await expect(field(page, 'Company')).toHaveValue(visitor.company)
    expect(requests).toHaveLength(2)
  })

  await test.step("while sending, every input is disabled and the button shows 'Sending...'", async () => {
    // Padded, as a visitor may type it: the request carries the name trimmed.
    await field(page, 'Name').fill(`  ${visitor.name}  `)
    await button.click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Service', 'Message']) {
      await expect(field(page, label)).toBeDisabled()
    }
    // A second press while sending must not send twice.
    await page.keyboard.press('Enter')
    release()
    await expect(button).toBeEnabled()
    expect(requests).toHaveLength(3)
  })

  await test.step('the request carries exactly the SDK body, and success clears the form and says so', async () => {
    await expect(openToasts(page)).toContainText('Success')
    await expect(openToasts(page)).toContainText('Message sent successfully!')
    await expect(openToasts(page)).toHaveCount(1)
    expect(requests[2]?.method()).toBe('POST')
    // No keys in the test build: the same request goes to the site's own origin, with stand-in ids.
    expect(new URL(requests[2]?.url() ?? '').pathname).toBe('/api/v1.0/email/send')
    expect(requests[2]?.postDataJSON()).toEqual({
      lib_version: '4.4.1',
      user_id: 'local-stand-in',
      service_id: 'local-stand-in',
      template_id: 'local-stand-in',
      template_params: {
        from_name: visitor.name,
        from_email: visitor.email,
        phone: visitor.phone,
        company: visitor.company,
        // By its name, as the form shows it: what the owner's e-mail says.
        service: serviceLabel(visitor.service),
        message: visitor.message,
      },
    })
    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Service', 'Message']) {
      await expect(field(page, label)).toHaveValue('')
    }
  })

  // The e-mail SDK keeps its throttle in localStorage (app/features/contact/send-enquiry.ts): each
  // step after a success starts as a visitor's first send, its routes gone.
  const asAFirstSend = async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await expect(openToasts(page)).toHaveCount(0)
    await page.evaluate(() => localStorage.clear())
  }

  await test.step('with no provider keys, npm start stores the enquiry and `npm run enquiries` shows it; a filled honeypot looks like success, and npm start drops it, counts it, and stores nothing', async () => {
    await asAFirstSend()
    const marker = `e2e-${randomUUID()}`
    await openContactForm(page)
    await fillIn(page, { ...visitor, message: `Please call me back. ${marker}` })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(openToasts(page)).toContainText('Message sent successfully!')

    const stored = readEnquiries(ENQUIRY_DIR).enquiries.filter(({ enquiry }) => enquiry.message.includes(marker))
    expect(stored).toHaveLength(1)
    const { id = '', file = '' } = stored[0] ?? {}
    // As the visitor wrote it, the service by its name, and nothing of the provider's plumbing.
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual([
      'receivedAt',
      'name',
      'email',
      'phone',
      'company',
      'service',
      'message',
    ])
    const shown = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', id], { encoding: 'utf8' })
    expect(shown).toContain(`Name      ${visitor.name}`)
    expect(shown).toContain(`Company   ${visitor.company}`)
    expect(shown).toContain(`Service   ${serviceLabel(visitor.service)}`)
    expect(shown).toContain(marker)
    rmSync(file)

    await test.step('a filled honeypot looks like success; npm start drops it, counts it, and stores nothing', async () => {
      const spam = `spam-${randomUUID()}`
      const before = readSpamCount(ENQUIRY_DIR)?.dropped ?? 0
      // The first toast gone, so that the one the honeypot's send shows is its own.
      await expect(openToasts(page)).toHaveCount(0)
      // As a bot's first send: the e-mail SDK's throttle, kept in localStorage, holds back a second
      // send within its interval without asking the server (app/features/contact/send-enquiry.ts).
      await page.evaluate(() => localStorage.clear())
      await fillIn(page, { ...visitor, message: `Buy our pills. ${spam}` })
      await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
        input.value = 'https://spam.example'
      })
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(openToasts(page)).toContainText('Message sent successfully!')
      expect(readSpamCount(ENQUIRY_DIR)?.dropped ?? 0).toBeGreaterThan(before)
      expect(readEnquiries(ENQUIRY_DIR).enquiries.filter(({ enquiry }) => enquiry.message.includes(spam))).toEqual([])
    })
  })

  // The script comes after the visitor's first touch (island-loader.ts): on a slow phone, seconds later.
  await test.step('Send on a valid form before the script has come sends it once, with "Sending..." and the toast; blocked for good, Send posts the plain form', async () => {
    await asAFirstSend()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const sent: unknown[] = []
    await page.route(SEND_PATH, async (route) => {
      sent.push(route.request().postDataJSON())
      await held
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' })
    })
    await holdIsland(page, 3_000)
    await page.goto('/contact')
    await fillIn(page)
    await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-contact-form', 'loading')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(openToasts(page)).toContainText('Message sent successfully!')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ template_params: { from_name: visitor.name, message: visitor.message } })
    await expect(field(page, 'Name')).toHaveValue('')

    await test.step('with the script blocked for good, Send posts the plain form, and the answer page says what to fix', async () => {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await holdIsland(page, 3_000, 'never')
      await page.goto('/contact?blocked')
      // Passes the browser's checks, not the form's rules (a message of at least 10 characters).
      await fillIn(page, { ...visitor, message: 'Call me.' })
      // Pressed while the script is still on its way: held, then posted once it failed.
      await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-contact-form', 'loading')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your enquiry')
      await expect(page.getByRole('alert').getByRole('link', { name: fieldMessages.message.tooShort })).toBeVisible()
      await expect(field(page, 'Message')).toHaveValue('Call me.')
    })
  })
})

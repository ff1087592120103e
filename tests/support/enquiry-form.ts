/** The enquiry form as the contact specs use it: a visitor's values, and how they open, fill and watch it. */
import { expect, type Page } from '@playwright/test'
import { touchForm } from './fixtures'
import { someService } from './some-service'

export const SEND_PATH = '**/api/v1.0/email/send'

export const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0123',
  company: 'Analytical Engines',
  service: someService(-1).id,
  message: 'We would like a security review of our office network.',
}

/** Opens the page and touches its form, which fetches the form's script, and waits until it is live. */
export async function openContactForm(page: Page, path = '/contact') {
  await page.goto(path)
  await touchForm(page)
  const form = page.getByRole('form', { name: 'Enquiry form' })
  await expect(form).toBeVisible()
  return form
}

export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`))

export async function fillIn(page: Page, values = visitor) {
  await field(page, 'Name').fill(values.name)
  await field(page, 'Email').fill(values.email)
  await field(page, 'Phone').fill(values.phone)
  await field(page, 'Company').fill(values.company)
  await field(page, 'Service').selectOption(values.service)
  await field(page, 'Message').fill(values.message)
}

export const openToasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]')

/** A 400 answered on purpose is reported by the fixture as a failed subresource: expect exactly that. */
export function expectFailedSend(pageErrors: string[], status: number) {
  const expected = pageErrors.filter(
    (entry) => entry.startsWith(`subresource ${status}:`) && entry.endsWith('/api/v1.0/email/send'),
  )
  expect(expected.length).toBeGreaterThan(0)
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !expected.includes(entry)))
}

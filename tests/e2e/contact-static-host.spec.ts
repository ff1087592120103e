import { join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { site } from '#app/config/configuration'
import { serviceLabel, serviceOptions } from '#app/features/contact/contact-schema'
import { enquiryTemplateMailto, withoutScriptCopy } from '#app/features/contact/email-hand-over'
import { HOST_FOLDERS } from '../../pipeline/hosts/write-deploy-files'
import { expectNoViolations } from '../support/axe'
import { COLOUR_RULES } from '../support/axe-rules'
import {
  expectFailedSend,
  field,
  fillIn,
  openContactForm,
  openToasts,
  SEND_PATH,
  visitor,
} from '../support/enquiry-form'
import { test as base, expect } from '../support/fixtures'
import { startGithubPages } from '../support/hosts/github-pages-host'
import { type Served, servedPerWorker } from '../support/served-per-worker'
import { TEST_BUILD_DIR } from '../support/test-environment'

// The test build has no provider keys. Served by a static host there is no enquiry endpoint:
// the form must say at once that Send goes by e-mail, and open the visitor's e-mail program with
// the enquiry filled in, never ask for a retry that cannot work.

const note = 'Send Message opens your e-mail program with your enquiry filled in'

/**
 * The folder the build wrote for a static host, and the build's own client/ folder as any plain
 * static server would publish it (a server the build did not mark): one of each per worker.
 */
const test = base.extend<object, { hosts: Record<'marked' | 'unmarked', Served> }>({
  hosts: servedPerWorker(async () => ({
    marked: await startGithubPages(join(TEST_BUILD_DIR, HOST_FOLDERS.githubPages.dir)),
    unmarked: await startGithubPages(join(TEST_BUILD_DIR, 'client')),
  })),
})

/** Sends the filled-in form and answers the mailto: URL the e-mail program was handed. */
async function sendAndCatchEmail(page: Page): Promise<URL> {
  const handedOver = page.waitForRequest((request: Request) => request.url().startsWith('mailto:'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  return new URL((await handedOver).url())
}

/** The visitor was told what happens and kept everything they typed; nothing asks for a retry. */
async function expectHandedOver(page: Page, email: URL) {
  expect(email.pathname).toBe(site.email)
  expect(email.searchParams.get('subject')).toBe('Website enquiry')
  const body = email.searchParams.get('body') ?? ''
  for (const line of [`Name: ${visitor.name}`, `Service: ${serviceLabel(visitor.service)}`, visitor.message]) {
    expect(body).toContain(line)
  }
  // Read at once, whole: on a slow machine the toast's 5 s can pass during several assertions.
  await expect(openToasts(page)).toContainText('Sending by e-mail')
  const told = (await openToasts(page).textContent()) ?? ''
  expect(told).toContain('Your e-mail program opens with your enquiry filled in')
  expect(told).not.toMatch(/try again|error/i)
  await expect(field(page, 'Message')).toHaveValue(visitor.message)
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveAccessibleDescription(new RegExp(note))
}

test.describe('on a static host, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a browser that runs no script is offered the enquiry written out in its e-mail program, not a form it cannot send', async ({
    page,
    hosts,
  }) => {
    await page.goto(`${hosts.marked.origin}/contact`)
    // The form's own post to a mailto: address would read as raw name= lines: it gives way.
    await expect(page.getByRole('form', { name: 'Enquiry form' })).toBeHidden()
    await expect(page.getByText(withoutScriptCopy.text)).toBeVisible()
    const link = page.getByRole('link', { name: withoutScriptCopy.link })
    await expect(link).toHaveAttribute(
      'href',
      enquiryTemplateMailto(
        site.email,
        serviceOptions.map((option) => option.label),
      ),
    )
  })
})

// One page for every host that does not deliver: a new context and page load cost more than most
// checks (docs/developer-guide.md "Tests"; docs/decisions/059-hosts-and-contact-in-fewer-contexts.md).
// Each step loads its page anew: after a hand-over the form goes straight to the e-mail program.
test('a static host’s form and its note have no accessibility violation in either colour scheme, and Send opens the e-mail program with the enquiry filled in, posting nothing; a server the build did not mark answering 404, and a host answering 405 or 501, get the same hand-over, then straight there, never a retry', async ({
  page,
  pageErrors,
  hosts,
}) => {
  // The three tests it was made of had 60 s each.
  test.setTimeout(180_000)
  const posts: number[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'POST') posts.push(response.status())
  })

  await test.step('from the folder the build wrote for a static host: the note, axe in both schemes, the e-mail program, nothing posted', async () => {
    await openContactForm(page, `${hosts.marked.origin}/contact`)
    await expect(page.getByText(note)).toBeVisible()
    await expectNoViolations(page, 'static host /contact')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoViolations(page, 'static host /contact, dark', { only: COLOUR_RULES })
    await page.emulateMedia({ colorScheme: null })
    await fillIn(page)
    await expectHandedOver(page, await sendAndCatchEmail(page))
    expect(posts).toEqual([])
  })

  await test.step('served by a server the build did not mark: a 404 for the enquiry is taken as "no delivery here", the e-mail program, then straight there', async () => {
    await openContactForm(page, `${hosts.unmarked.origin}/contact`)
    await expect(page.getByText(note)).toBeHidden()
    await fillIn(page)
    await expectHandedOver(page, await sendAndCatchEmail(page))
    // Sent again, it goes straight to the e-mail program: the site is not asked twice.
    await sendAndCatchEmail(page)
    expect(posts).toEqual([404])
    expectFailedSend(pageErrors, 404)
  })

  let status = 405
  await page.route(SEND_PATH, (route) => route.fulfill({ status, body: 'Not here' }))
  for (const answered of [405, 501]) {
    await test.step(`a host answering ${answered} to the enquiry: the same hand-over`, async () => {
      status = answered
      await openContactForm(page, `/contact?${answered}`)
      await fillIn(page)
      await expectHandedOver(page, await sendAndCatchEmail(page))
      expectFailedSend(pageErrors, answered)
    })
  }
})

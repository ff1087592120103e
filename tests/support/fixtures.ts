import { test as base, expect, type Page, type TestInfo } from '@playwright/test'

/**
 * Collects console errors and warnings, uncaught exceptions, failed subresources and Content
 * Security Policy violations; any of them fails the test, except those a spec names in
 * `test.use({ expectedErrors })` (the editor's specs, whose faults are on purpose). A test that
 * fails leaves the text its page showed then, attached to the report and printed with it: what
 * was on screen when a wait gave up.
 */
export const test = base.extend<{ pageErrors: string[]; expectedErrors: RegExp | undefined }>({
  expectedErrors: [undefined, { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use, testInfo) => {
      const errors: string[] = []
      // Reported from inside each page as it happens, so a violation on a page the test has since
      // left still counts; registered before any page script, so parsing is covered too.
      await page.exposeFunction('reportCspViolation', (violation: string) => {
        errors.push(`CSP violation on ${page.url()}: ${violation}`)
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`)
        })
      })
      page.on('console', (message) => {
        // Chrome logs every 4xx response as "Failed to load resource"; failed subresources are
        // caught below instead, so that visiting a 404 page on purpose is not an error.
        if (message.text().startsWith('Failed to load resource')) return
        if (message.type() === 'error' || message.type() === 'warning') {
          errors.push(`${message.type()}: ${message.text()}`)
        }
      })
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.request().isNavigationRequest()) {
          errors.push(`subresource ${response.status()}: ${response.url()}`)
        }
      })
      page.on('pageerror', (error) => {
        // Chromium skips a cross-document view transition (app/styles/app.css `@view-transition`)
        // when the new page was already revealed, and reports the skip as an uncaught
        // InvalidStateError although no script of ours holds the transition: the page still loads
        // and shows at once, only without the animation. Any other uncaught error still fails.
        if (error.message.startsWith('Transition was aborted because of invalid state')) return
        errors.push(`pageerror: ${error.message}`)
      })
      await use(errors)
      if (testInfo.status !== testInfo.expectedStatus) await attachVisibleText(page, testInfo)
      const unexpected = errors.filter((error) => !expectedErrors?.test(error))
      expect(unexpected, 'console errors, warnings, uncaught exceptions or failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The text the page shows (as a visitor reads it, without what is hidden), attached and printed. */
async function attachVisibleText(page: Page, testInfo: TestInfo) {
  const text = await page
    .locator('body')
    // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, without what it hides, is the point
    .innerText({ timeout: 2_000 })
    .catch((error: unknown) => `(the page's text could not be read: ${error})`)
  await testInfo.attach('visible text', { body: `${page.url()}\n\n${text}`, contentType: 'text/plain' })
  console.log(`On screen at ${page.url()} when "${testInfo.title}" failed:\n${text.slice(0, 2_000)}`)
}

/**
 * Waits until the page has loaded and, if the visitor touched its enquiry form (which starts its
 * island loading), until that form is live. Pages have no other script: menus and links work from
 * first paint.
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => !document.querySelector('[data-contact-form="loading"]'))
}

/** Waits until the enquiry form on the page has been hydrated by its island. */
export async function waitForForm(page: Page) {
  await page.locator('[data-contact-form="ready"]').waitFor({ state: 'attached' })
}

/**
 * Touches the enquiry form as a visitor's first press on it does, which fetches its island
 * (app/features/contact/island-loader.ts), and waits until the form is live. A pointerdown on the
 * form's area rather than a click: a click would move focus, which the tests of the form check.
 */
export async function touchForm(page: Page) {
  await page.locator('[data-contact-form]').dispatchEvent('pointerdown')
  await waitForForm(page)
}

/**
 * The expanded state Chromium exposes to assistive technology for the button named `name`.
 * Popover buttons carry no aria-expanded attribute: the browser derives it from the popover.
 */
async function accessibleExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role: 'button',
    })
    const visible = nodes.filter((node) => !node.ignored)
    const expanded = visible[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded === undefined ? undefined : expanded.value.value === true
  } finally {
    await cdp.detach()
  }
}

/** Polls until the button named `name` is exposed as expanded (or collapsed). */
export async function expectExpanded(page: Page, name: string, expanded: boolean) {
  await expect.poll(() => accessibleExpanded(page, name), { message: `${name} expanded` }).toBe(expanded)
}

import { test as base, expect, type Page } from '@playwright/test'

/** Collects console errors and warnings, uncaught exceptions and failed subresources; any of them fails the test. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
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
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors, warnings, uncaught exceptions or failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has hydrated the page, so clicks reach React handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector('header a')
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'))
  })
}

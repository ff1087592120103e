import { pages } from '../../app/content/page-list'
import { expect, test, waitForHydration } from '../support/fixtures'

// Following "Back to Services" moves to another page in the browser's cross-fade (app/styles/app.css
// `@view-transition`), with the motion a visitor's browser allows by default, where most specs ask
// for reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

// Three visits on one page object: a context each cost more than the visit (docs/decisions/032-tests-in-the-headless-shell.md).
test('an unknown path or service answers 404 with its page and a way back; a path in another letter case lands on its canonical URL', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await test.step('an unknown path answers 404 with the not-found page', async () => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Have you forgotten to add the page to the router?')).toBeVisible()
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  })

  await test.step('an unknown service answers 404 with Service Not Found and a way back', async () => {
    const response = await page.goto('/services/quantum-blockchain')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible()
    await expect(page.getByText('The service you are looking for cannot be found.')).toBeVisible()
    await page.getByRole('link', { name: 'Back to Services' }).click()
    await expect(page).toHaveURL('/services')
    await expect(page.getByRole('heading', { level: 1, name: pages.services.heading })).toBeVisible()
  })

  // The redirect itself (status and Location) is checked in tests/built-site/pages.test.ts.
  await test.step('a page typed in another letter case lands on its canonical URL in the browser', async () => {
    await page.goto('/Case-Studies')
    await expect(page).toHaveURL('/case-studies')
    await expect(page.getByRole('heading', { level: 1, name: pages.caseStudies.heading })).toBeVisible()
  })
})

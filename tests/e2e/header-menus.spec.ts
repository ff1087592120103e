import { site } from '../../app/config/configuration'
import { mainNav } from '../../app/content/navigation'
import { pages } from '../../app/content/page-list'
import { expect, expectExpanded, test, waitForHydration } from '../support/fixtures'
import { someService } from '../support/some-service'

const mainNavigation = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' })

// The dropdown's links as content/pages/services.yaml and content/services/ give them.
const serviceLinks = mainNav.flatMap((item) => item.submenu?.links ?? [])
const allServices = mainNav.find((item) => item.submenu)?.submenu?.overviewLabel

// The header's menus, on a desktop and on a phone, with and without JavaScript. The checks of each
// are steps on one page object: a context each cost more than the check
// (docs/decisions/032-tests-in-the-headless-shell.md). The dropdown by keyboard is
// tests/e2e/keyboard.spec.ts's.
// The images held back first, on the page object's empty cache (routing also turns the cache off);
// then the desktop's checks at the project's width, and the phone's menu at 375 px. A viewport is
// no reason for a context of its own (docs/decisions/056-one-editor-visit-for-saves-and-faults.md).
// The bound is the sum of the three tests' it was made of, 90 s, 90 s and 60 s.
test('the menus work while images are still loading; desktop header: fixed, highlighting the current item, the logo links home, SERVICES opens by mouse; the mobile menu at 375px', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await test.step('the menus work while images are still loading: nothing waits for a script', async () => {
    await page.setViewportSize({ width: 375, height: 740 })
    // Images that never arrive keep the load event from firing.
    let releaseImages = () => {}
    const imagesHeld = new Promise<void>((resolve) => {
      releaseImages = resolve
    })
    await page.route(/\/photo-/, async (route) => {
      await imagesHeld
      await route.abort()
    })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    await page.getByRole('button', { name: 'Toggle menu', exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    releaseImages()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  const { viewport } = test.info().project.use
  if (viewport) await page.setViewportSize(viewport)
  await test.step('is fixed and shows the five nav items, highlighting the current one', async () => {
    await page.goto('/about')
    const nav = mainNavigation(page)
    for (const item of mainNav) await expect(nav.getByText(item.label, { exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current', 'page')

    await page.mouse.wheel(0, 1500)
    await expect(page.getByRole('banner')).toBeInViewport()
  })

  await test.step('highlights SERVICES on /services and on every service page', async () => {
    for (const path of [pages.services.path, someService(0).path, someService(-1).path]) {
      await page.goto(path)
      await expect(mainNavigation(page).getByRole('button', { name: 'SERVICES' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(mainNavigation(page).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current', 'page')
    }
  })

  await test.step('the logo links home', async () => {
    await page.goto('/contact')
    await waitForHydration(page)
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(site.name) })
      .click()
    await expect(page).toHaveURL('/')
  })

  await test.step('SERVICES opens a dropdown of every service by mouse, closing on outside click and navigation', async () => {
    // Home, where the logo led.
    await waitForHydration(page)
    const trigger = mainNavigation(page).getByRole('button', { name: 'SERVICES' })
    await trigger.click()
    await expectExpanded(page, 'SERVICES', true)
    for (const link of serviceLinks)
      await expect(mainNavigation(page).getByRole('link', { name: link.label })).toBeVisible()
    // The list hangs under its button.
    const [button, list] = await Promise.all([
      trigger.boundingBox(),
      mainNavigation(page).getByRole('link', { name: allServices }).boundingBox(),
    ])
    expect(Math.abs((list?.x ?? 0) - (button?.x ?? 0))).toBeLessThan(16)
    expect(list?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0))

    await page.mouse.click(640, 500)
    await expectExpanded(page, 'SERVICES', false)
    await expect(mainNavigation(page).getByRole('link', { name: someService(0).title })).toBeHidden()

    await trigger.click()
    await mainNavigation(page)
      .getByRole('link', { name: someService(1).title })
      .click()
    await expect(page).toHaveURL(someService(1).path)
    await expect(page.getByRole('heading', { level: 1, name: someService(1).title })).toBeVisible()
    await expectExpanded(page, 'SERVICES', false)
  })

  await test.step('at 375px, "Toggle menu" opens the links in a grid starting 73px from the top, and navigation closes it; Escape closes it back to its button', async () => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await waitForHydration(page)
    await expect(mainNavigation(page)).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Toggle menu', exact: true })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await toggle.click()
    await expectExpanded(page, 'Toggle menu', true)
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    expect(box?.y).toBe(73)
    expect(await menu.locator('ul').evaluate((list) => getComputedStyle(list).display)).toBe('grid')
    for (const item of mainNav) await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible()
    // Off the services section, the service pages are not listed.
    for (const link of serviceLinks) await expect(menu.getByRole('link', { name: link.label })).toHaveCount(0)

    await menu.getByRole('link', { name: 'SERVICES', exact: true }).click()
    await expect(page).toHaveURL('/services')
    await expect(menu).toBeHidden()
    await expectExpanded(page, 'Toggle menu', false)

    await toggle.click()
    for (const link of serviceLinks) await expect(menu.getByRole('link', { name: link.label })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'SERVICES', exact: true })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('link', { name: someService(-1).title }).click()
    await expect(page).toHaveURL(someService(-1).path)
    await expect(menu).toBeHidden()

    await waitForHydration(page)
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the mobile menu opens and closes; the SERVICES dropdown opens, leads to a service page and closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(someService(0).path)
    const toggle = page.getByRole('button', { name: 'Toggle menu', exact: true })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: someService(0).title })).toHaveAttribute('aria-current', 'page')
    await toggle.click()
    await expect(menu).toBeHidden()
    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await toggle.click()
    await page.mouse.click(200, 700)
    await expect(menu).toBeHidden()

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/about')
    const trigger = mainNavigation(page).getByRole('button', { name: 'SERVICES' })
    await trigger.click()
    await expect(mainNavigation(page).getByRole('link', { name: allServices })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(mainNavigation(page).getByRole('link', { name: allServices })).toBeHidden()
    await trigger.click()
    await mainNavigation(page)
      .getByRole('link', { name: someService(-1).title })
      .click()
    await expect(page).toHaveURL(someService(-1).path)
    await expect(mainNavigation(page).getByRole('link', { name: allServices })).toBeHidden()
  })
})

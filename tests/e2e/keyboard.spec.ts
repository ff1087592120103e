import type { Page } from '@playwright/test'
import { mainNav } from '../../app/content/navigation'
import { pages } from '../../app/content/page-list'
import { expect, expectExpanded, test, waitForHydration } from '../support/fixtures'
import { someService } from '../support/some-service'

// SERVICES and its dropdown's links, as content/pages/services.yaml and content/services/ give them.
const servicesItem = mainNav.find((item) => item.submenu)
const serviceLinks = servicesItem?.submenu?.links ?? []

/** Presses Tab until `name` (an accessible name) has focus; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement
      return element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : ''
    })
    if (focused === name) return
  }
  throw new Error(`"${name}" never received focus`)
}

/** The focused element's outline, as the visitor sees it. */
function focusOutline(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { width: 0, style: 'none', tag: 'body' }
    const style = getComputedStyle(element)
    return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle, tag: element.tagName }
  })
}

// Every check on one page object, each a step: a context each cost more than most of the checks
// (docs/decisions/049-browser-checks-in-fewer-contexts.md). Each step loads its page anew, so a
// first load's focus is its own; the phone's menu is last, at 375 px. The bound is the sum of the
// five tests' it was made of: four of 60 s and the outlines' 120 s.
test('by keyboard: the skip link, the header in order, the SERVICES dropdown, a focus outline on every control, and at 375px the menu', async ({
  page,
}) => {
  test.setTimeout(360_000)
  // The first stop for keyboard users, shown when reached, jumping to the main content.
  await test.step('the skip link takes keyboard focus past the header to the main content', async () => {
    await page.goto('/services')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/services#main')
    await expect(page.getByRole('main')).toBeFocused()
    // The next Tab continues inside main, not back in the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true)
  })

  await test.step('every header item is reached in order by Tab and follows with Enter, to a page with focus at its start: Tab reaches the skip link first', async () => {
    await page.goto('/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await page.keyboard.press('Tab') // skip link
    await page.keyboard.press('Tab') // logo
    for (const item of mainNav) {
      await page.keyboard.press('Tab')
      const control = item.submenu
        ? nav.getByRole('button', { name: item.label })
        : nav.getByRole('link', { name: item.label })
      await expect(control).toBeFocused()
    }
    await nav.getByRole('link', { name: 'ABOUT' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(pages.about.path)
    await expect(page.getByRole('heading', { level: 1, name: pages.about.heading })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await nav.getByRole('link', { name: 'CASE STUDIES' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(pages.caseStudies.path)
  })

  await test.step('the first load leaves focus alone; the SERVICES dropdown opens with Enter, lists the services, Escape closes it back to the button, and Enter follows a service', async () => {
    await page.goto('/about')
    await waitForHydration(page)
    expect(await page.evaluate(() => document.activeElement === document.body), 'focus after the first load').toBe(true)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'SERVICES' })
    await tabTo(page, 'SERVICES')
    await page.keyboard.press('Enter')
    await expectExpanded(page, 'SERVICES', true)
    for (const link of serviceLinks) {
      await page.keyboard.press('Tab')
      if (link === serviceLinks[0]) {
        // "All services" comes first.
        await expect(nav.getByRole('link', { name: servicesItem?.submenu?.overviewLabel })).toBeFocused()
        await page.keyboard.press('Tab')
      }
      await expect(nav.getByRole('link', { name: link.label })).toBeFocused()
    }
    await page.keyboard.press('Escape')
    await expectExpanded(page, 'SERVICES', false)
    await expect(trigger).toBeFocused()

    // After the list's last link, Tab continues with the next header item.
    await page.keyboard.press('Enter')
    for (let step = 0; step < serviceLinks.length + 2; step += 1) await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'CASE STUDIES' })).toBeFocused()

    // Enter on a link of the open list follows it (on the page anew: the list may still be open).
    await page.goto('/about')
    await waitForHydration(page)
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expectExpanded(page, 'SERVICES', true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: someService(0).title })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(someService(0).path)
  })

  // The three pages in turn: every control reached by Tab shows its outline.
  await test.step('every control on /, /contact and a service page shows a focus outline of at least 2px when reached by keyboard', async () => {
    for (const path of ['/', '/contact', someService(0).path]) {
      await test.step(path, async () => {
        await page.goto(path)
        await waitForHydration(page)
        let reached = 0
        for (let step = 0; step < 120; step += 1) {
          await page.keyboard.press('Tab')
          // Stop when Tab wraps round to an element seen before.
          const id = await page.evaluate(() => {
            const element = document.activeElement
            if (!element || element === document.body) return ''
            const store = window as unknown as { seenFocus?: WeakSet<Element> }
            const seen = store.seenFocus ?? new WeakSet<Element>()
            store.seenFocus = seen
            if (seen.has(element)) return ''
            seen.add(element)
            return `${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`
          })
          if (!id) break
          reached += 1
          const outline = await focusOutline(page)
          expect(outline.style, `${path} ${id}`).not.toBe('none')
          expect(outline.width, `${path} ${id}`).toBeGreaterThanOrEqual(2)
        }
        expect(reached, `${path} has focusable controls`).toBeGreaterThan(10)
      })
    }
  })

  await test.step('at 375px, the menu opens with Enter, its links are next in Tab order, and Escape closes it back to the button', async () => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Toggle menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await tabTo(page, 'Toggle menu')
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await expectExpanded(page, 'Toggle menu', true)
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'HOME' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()

    await page.keyboard.press('Enter')
    await tabTo(page, 'ABOUT')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(pages.about.path)
    await expect(menu).toBeHidden()
  })
})

import type { Page } from '@playwright/test'
import { articles } from '../../app/content/insights'
import { expect, test } from '../support/fixtures'
import { someService } from '../support/some-service'

// Each test sets the scheme it checks; the toasts' contrast in both schemes is in a11y.spec.ts.

/** Relative luminance (WCAG) of the page's body, second-level heading, footer and footer heading. */
async function pageColours(page: Page) {
  return page.evaluate(() => {
    // Computed colours may be oklch(); a canvas pixel gives plain sRGB.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    const luminance = (selector: string, property: 'color' | 'backgroundColor') => {
      const element = document.querySelector(selector)
      if (!context || !element) return Number.NaN
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = getComputedStyle(element)[property]
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
        const value = channel / 255
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    return {
      page: luminance('body', 'backgroundColor'),
      text: luminance('main h2', 'color'),
      footer: luminance('body > footer', 'backgroundColor'),
      footerHeading: luminance('body > footer h2', 'color'),
    }
  })
}

// The checks on one page object: a context each cost more than the check (docs/decisions/032-tests-in-the-headless-shell.md).
test('pages follow the system colour scheme, keep their dark header and footer in both, and tint the browser UI for each', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await test.step('pages follow the system colour scheme, and the footer stays dark with light text in both', async () => {
    await page.goto('/about')
    await page.emulateMedia({ colorScheme: 'light' })
    const light = await pageColours(page)
    expect(light.page, 'light page background').toBeGreaterThan(0.9)
    expect(light.text, 'light page text').toBeLessThan(0.1)
    await page.emulateMedia({ colorScheme: 'dark' })
    const dark = await pageColours(page)
    expect(dark.page, 'dark page background').toBeLessThan(0.02)
    expect(dark.text, 'dark page text').toBeGreaterThan(0.8)
    for (const scheme of [light, dark]) {
      expect(scheme.footer).toBeLessThan(0.02)
      expect(scheme.footerHeading).toBeGreaterThan(0.8)
    }
  })

  // Page headers are dark blocks in both schemes (`inverse-block`): a header without it turns light in
  // the dark scheme, its white heading dark, and looks like no other page.
  await test.step('every kind of page keeps its dark header with a light heading in both schemes', async () => {
    const [article] = articles
    for (const path of ['/', '/about', someService(0).path, '/insights', `/insights/${article?.slug}`, '/privacy']) {
      await page.goto(path)
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        const heading = await page.evaluate(() => {
          const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
          const h1 = document.querySelector('h1')
          if (!context || !h1) return Number.NaN
          context.fillStyle = getComputedStyle(h1).color
          context.fillRect(0, 0, 1, 1)
          const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
          return (r + g + b) / (3 * 255)
        })
        expect(heading, `${path} h1 in the ${colorScheme} scheme`).toBeGreaterThan(0.85)
      }
    }
  })

  await test.step('the browser UI is tinted for each scheme', async () => {
    await page.goto('/')
    await page.emulateMedia({ colorScheme: 'light' })
    const tints = page.locator('meta[name="theme-color"]')
    await expect(tints).toHaveCount(2)
    const byMedia = Object.fromEntries(
      await tints.evaluateAll((metas) =>
        metas.map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]),
      ),
    )
    expect(Object.keys(byMedia).sort()).toEqual(['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)'])
    await page.emulateMedia({ colorScheme: 'dark' })
    const darkPage = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const hex = (byMedia['(prefers-color-scheme: dark)'] ?? '').slice(1)
    const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
    expect(darkPage, 'the dark tint is the dark page colour').toBe(`rgb(${r}, ${g}, ${b})`)
  })
})

/**
 * Another brand colour on a page already loaded: its palette (the build's own, app/styles/brand-contrast.ts)
 * inserted into the page's stylesheet through the CSSOM, which the Content-Security-Policy allows
 * where a <style> element would not. A page state, not a build: axe then checks the page as an
 * owner with that colour would have it (tests/e2e/a11y.spec.ts).
 */
import type { Page } from '@playwright/test'
import Color from 'colorjs.io'
import { brandPalette } from '../../app/styles/brand-contrast'
import { brandRules } from '../../app/styles/brand-css'

/** Applies `brandColour`'s palette; resolves with the fill and the text on it in `scheme`, as computed styles give them (`rgb(…)`). */
export async function tryBrand(page: Page, brandColour: string, scheme: 'light' | 'dark') {
  const palette = brandPalette(brandColour)
  await page.evaluate((rules) => {
    const sheet = [...document.styleSheets].at(-1)
    if (!sheet) throw new Error('The page has no stylesheet')
    for (const rule of rules) sheet.insertRule(rule, sheet.cssRules.length)
  }, brandRules(palette))
  const computed = (token: string) => {
    const [r, g, b] = new Color(palette[scheme][token]?.hex ?? '')
      .to('srgb')
      .coords.map((c) => Math.round((c ?? 0) * 255))
    return `rgb(${r}, ${g}, ${b})`
  }
  return { brand: computed('brand'), 'on-brand': computed('on-brand') }
}

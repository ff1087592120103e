/**
 * Another brand colour on a page already loaded: its palette (the build's own, app/styles/brand-contrast.ts)
 * inserted into the page's stylesheet through the CSSOM, which the Content-Security-Policy allows
 * where a <style> element would not. A page state, not a build: the contrast check on pixels
 * (tests/support/pixel-contrast.ts) and axe (tests/e2e/a11y.spec.ts) then check the page as an owner
 * with that colour would have it.
 */
import type { Page } from '@playwright/test'
import Color from 'colorjs.io'
import { brandPalette } from '../../app/styles/brand-contrast'
import { brandRules } from '../../app/styles/brand-css'

/**
 * The five brands issue 43 names, by the names of their pictures (docs/images/brands/): three light
 * ones (a yellow, a green and a near-white, which carry dark text on their buttons), a near-black
 * and the shipped blue.
 */
export const FIVE_BRANDS = {
  'light-yellow': '#f5e663',
  'light-green': '#a3e635',
  'near-white': '#f4f8ff',
  'near-black': '#0b0b0f',
  'shipped-blue': '#1c40b8',
} as const

/**
 * Runs in the page: puts `rules` in its stylesheet in place of those it put there before (found by
 * identity: other rules may have been added after them).
 */
export function replaceTriedRules(rules: string[]): void {
  const sheet = [...document.styleSheets].at(-1)
  if (!sheet) throw new Error('The page has no stylesheet')
  const tried = window as unknown as { triedBrandRules?: CSSRule[] }
  for (const rule of tried.triedBrandRules ?? []) {
    const index = [...sheet.cssRules].indexOf(rule)
    if (index >= 0) sheet.deleteRule(index)
  }
  tried.triedBrandRules = rules.map((rule) => sheet.cssRules[sheet.insertRule(rule, sheet.cssRules.length)] as CSSRule)
}

/** The CSS rules of `brandColour`'s palette, as the build would make it (no accent set: it follows the brand). */
export function paletteRules(brandColour: string): string[] {
  return brandRules(brandPalette(brandColour))
}

/**
 * Applies `brandColour`'s palette, in place of one tried before; resolves with the fill and the text
 * on it in `scheme`, as computed styles give them (`rgb(…)`).
 */
export async function tryBrand(page: Page, brandColour: string, scheme: 'light' | 'dark') {
  const palette = brandPalette(brandColour)
  await page.evaluate(replaceTriedRules, brandRules(palette))
  const computed = (token: string) => {
    const [r, g, b] = new Color(palette[scheme][token]?.hex ?? '')
      .to('srgb')
      .coords.map((c) => Math.round((c ?? 0) * 255))
    return `rgb(${r}, ${g}, ${b})`
  }
  return { brand: computed('brand'), 'on-brand': computed('on-brand') }
}

/** Takes out the palette tryBrand applied: the page in the colours its build was made with. */
export async function backToBuiltBrand(page: Page) {
  await page.evaluate(replaceTriedRules, [])
}

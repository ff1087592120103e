// @vitest-environment node
import Color from 'colorjs.io'
import { expect, test } from 'vitest'
import { BrandColourError, brandPalette, measure } from './brand-contrast'
import { CONTRAST_PAIRS } from './contrast-pairs'

/** Every pair the site uses, in both schemes, passes WCAG 2.2 AA. */
function expectAllPass(brand: string, accent?: string) {
  const results = measure(brandPalette(brand, accent))
  expect(results).toHaveLength(2 * CONTRAST_PAIRS.reduce((count, pair) => count + pair.backgrounds.length, 0))
  const misses = results.filter((result) => result.ratio < result.required)
  expect(misses.map((miss) => `${miss.pair.foreground} on ${miss.background} (${miss.scheme})`)).toEqual([])
}

/** The error a colour is refused with, or undefined. */
function refusal(brand: string, accent?: string): BrandColourError | undefined {
  try {
    brandPalette(brand, accent)
    return undefined
  } catch (error) {
    if (error instanceof BrandColourError) return error
    throw error
  }
}

test('the shipped brand is derived as it shipped: every token within ΔE2000 0.1 of the hand-made palette', () => {
  const palette = brandPalette('#1c40b8', '#0c857a')
  const shipped = {
    light: {
      'brand-50': '#eef4ff',
      'brand-100': '#dbe6fe',
      'brand-200': '#bfd3fe',
      'brand-600': '#2452e0',
      'brand-800': '#1c3891',
      'brand-900': '#1b3173',
      'brand-950': '#131f45',
      'accent-700': '#0a6b63',
    },
    dark: {
      white: '#0b1120',
      'slate-400': '#8391a8',
      'slate-900': '#f1f5f9',
      'brand-50': '#131d3d',
      'brand-700': '#93b1ff',
      'brand-950': '#e6edff',
      'accent-600': '#2fc4b2',
    },
    inverseDark: { 'brand-800': '#1a3080', 'brand-950': '#070d24', 'slate-900': '#060a14' },
  } as const
  for (const [scheme, tokens] of Object.entries(shipped)) {
    for (const [token, hex] of Object.entries(tokens)) {
      const derived = palette[scheme as keyof typeof shipped][token]?.hex ?? ''
      expect(new Color(hex).deltaE(derived, '2000'), `${scheme} ${token}: ${derived} for ${hex}`).toBeLessThan(0.1)
    }
  }
  expectAllPass('#1c40b8', '#0c857a')
})

test('a very dark brand, a mid grey made darker and a saturated orange all pass AA in both schemes', () => {
  for (const brand of ['#0a0a14', '#595959', '#c2410c']) expectAllPass(brand)
})

test.each([
  ['very light', '#f4f8ff'],
  ['saturated yellow', '#ffd500'],
  ['mid grey', '#808080'],
])('a %s brand colour is refused naming the pair, its ratio and a nearby colour that passes', (_, brand) => {
  const error = refusal(brand)
  expect(error).toBeDefined()
  const message = error?.message ?? ''
  expect(message).toContain(
    `Invalid content file content/settings.yaml:\n  - brandColour: ${brand} cannot be made to meet WCAG 2.2 AA contrast:`,
  )
  // The pair in words and by file, the scheme, the ratio and what it needs.
  expect(message).toMatch(
    new RegExp(`brand-700 ${brand} text on white #ffffff \\(links, .*\\), light scheme: \\d\\.\\d\\d:1, needs 4\\.5:1`),
  )
  const suggestion =
    /A nearby colour that passes: (#[0-9a-f]{6}) \(brandColour: "#[0-9a-f]{6}"\)\./.exec(message)?.[1] ?? ''
  expect(suggestion).not.toBe('')
  expectAllPass(suggestion)
})

test('an accent too light for its check marks is refused as the accent, with one that passes', () => {
  const message = refusal('#1c40b8', '#9ee7dc')?.message ?? ''
  expect(message).toContain('  - accentColour: #9ee7dc cannot be made to meet WCAG 2.2 AA contrast:')
  expect(message).toMatch(/accent-600 #9ee7dc on white #ffffff \(check marks .*\), light scheme: 1\.\d\d:1, needs 3:1/)
  const suggestion = /nearby colour that passes: (#[0-9a-f]{6})/.exec(message)?.[1] ?? ''
  expectAllPass('#1c40b8', suggestion)
})

test('a brand just short of 4.5:1 on the muted surface is refused, and the nearby colour is one step darker', () => {
  const message = refusal('#e11d48')?.message ?? ''
  expect(message).toMatch(/brand-700 #e11d48 text on slate-50 #f8fafc .*: 4\.4\d:1, needs 4\.5:1/)
  const suggestion = /nearby colour that passes: (#[0-9a-f]{6})/.exec(message)?.[1] ?? ''
  expect(new Color('#e11d48').deltaE(suggestion, '2000')).toBeLessThan(1)
})

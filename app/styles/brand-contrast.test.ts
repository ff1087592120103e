// @vitest-environment node
import Color from 'colorjs.io'
import { expect, test } from 'vitest'
import { BrandColourError, brandPalette, measure } from './brand-contrast'
import { brandCss } from './brand-css'
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
    inverseDark: { 'brand-800': '#1a3080', 'brand-950': '#070d24' },
  } as const
  for (const [scheme, tokens] of Object.entries(shipped)) {
    for (const [token, hex] of Object.entries(tokens)) {
      const derived = palette[scheme as keyof typeof shipped][token]?.hex ?? ''
      expect(new Color(hex).deltaE(derived, '2000'), `${scheme} ${token}: ${derived} for ${hex}`).toBeLessThan(0.1)
    }
  }
  expectAllPass('#1c40b8', '#0c857a')
})

test('with no accent set, the shipped brand brings the shipped accent: the same stylesheet as both set', () => {
  expect(brandCss(brandPalette('#1c40b8'))).toBe(brandCss(brandPalette('#1c40b8', '#0c857a')))
})

test('a new brand colour alone brings its own accent, not the shipped one', () => {
  expect(brandPalette('#0f766e').light['accent-600']?.hex).not.toBe('#0c857a')
})

/** The text on the brand's fill, in words: white or dark. */
const ink = (hex: string | undefined) => ((new Color(hex ?? '').to('oklch').coords[0] ?? 0) > 0.6 ? 'light' : 'dark')

test.each([
  ['yellow', '#f5e663', 'dark'],
  ['light green', '#a3e635', 'dark'],
  ['near-white', '#f4f8ff', 'dark'],
  ['near-black', '#0b0b0f', 'light'],
  ['saturated yellow', '#ffd500', 'dark'],
  ['saturated magenta', '#ff00ff', 'dark'],
  ['saturated orange', '#c2410c', 'light'],
  ['saturated violet', '#7c3aed', 'light'],
  ['mid grey', '#808080', 'dark'],
  ['dark grey', '#595959', 'light'],
  ['crimson, just over 4.5:1 with white', '#e11d48', 'light'],
])('a %s brand (%s) builds, AA in both schemes, buttons in its own colour with %s text', (_, brand, text) => {
  expectAllPass(brand)
  const palette = brandPalette(brand)
  expect(palette.light.brand?.hex, 'the buttons are the owner’s colour').toBe(brand)
  expect(ink(palette.light['on-brand']?.hex), 'the text on it in the light scheme').toBe(text)
  // In the dark scheme a dark brand's fill is a light shade of it and a light brand's its own colour
  // (lighter only if it must be), with the dark page's colour as its text.
  expect(ink(palette.dark['on-brand']?.hex)).toBe('dark')
  const lightness = (hex: string | undefined) => new Color(hex ?? '').to('oklch').coords[0] ?? 0
  if (text === 'light') expect(ink(palette.dark.brand?.hex)).toBe('light')
  else expect(lightness(palette.dark.brand?.hex)).toBeGreaterThanOrEqual(lightness(brand) - 0.001)
})

test('an accent too light for its check marks is refused as the accent, naming its editor field and one that passes', () => {
  const message = refusal('#1c40b8', '#9ee7dc')?.message ?? ''
  expect(message).toContain(
    '  - accentColour: #9ee7dc cannot be made to meet WCAG 2.2 AA contrast (“Accent colour” in the editor)\n      A nearby colour that passes: ',
  )
  expect(message).toMatch(/accent-600 #9ee7dc on white #ffffff \(check marks, .*\), light scheme: 1\.\d\d:1, needs 3:1/)
  const suggestion = /nearby colour that passes: (#[0-9a-f]{6})/.exec(message)?.[1] ?? ''
  expectAllPass('#1c40b8', suggestion)
  expect(new Color('#9ee7dc').to('oklch').coords[2]).toBeCloseTo(new Color(suggestion).to('oklch').coords[2] ?? 0, -1)
})

test('a yellow accent is refused on the yellow brand too, and the suggestion passes with that brand', () => {
  const message = refusal('#f5e663', '#f5e663')?.message ?? ''
  const suggestion = /nearby colour that passes: (#[0-9a-f]{6})/.exec(message)?.[1] ?? ''
  expectAllPass('#f5e663', suggestion)
})

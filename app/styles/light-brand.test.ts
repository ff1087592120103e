// @vitest-environment node
/**
 * A light brand looks like its colour (./light-brand.ts, decision 035): its dark blocks are a
 * neutral dark, never a muddied shade of it, with the brand itself as their button, in both schemes;
 * a dark brand keeps the blocks it had.
 */
import Color from 'colorjs.io'
import { expect, test } from 'vitest'
import { brandPalette } from './brand-contrast'
import { isLightBrand } from './light-brand'

const oklch = (hex: string | undefined) => {
  const [l = 0, c = 0] = new Color(hex ?? '').to('oklch').coords
  return { l, c: Number.isNaN(c) ? 0 : c }
}
const DEEP = ['brand-800', 'brand-900', 'brand-950']

test.each([
  ['light yellow', '#f5e663'],
  ['light green', '#a3e635'],
  ['near-white', '#f4f8ff'],
])(
  'a %s brand (%s): the blocks a neutral dark in both schemes, their button the brand with its dark text',
  (_, brand) => {
    expect(isLightBrand(brand)).toBe(true)
    const palette = brandPalette(brand)
    for (const shades of [palette.light, palette.inverseDark]) {
      for (const token of DEEP) {
        const { l, c } = oklch(shades[token]?.hex)
        expect(l, `${token} is dark`).toBeLessThan(0.36)
        expect(c, `${token} is near neutral, not a muddied ${brand}`).toBeLessThanOrEqual(0.015)
      }
      expect(shades['block-action']?.hex, 'the blocks’ button is the brand').toBe(brand)
      expect(shades['on-block-action']?.hex).toBe(palette.light['on-brand']?.hex)
    }
    expect(palette.dark.brand?.hex, 'the dark scheme’s buttons are the owner’s colour').toBe(brand)
    // The ticks: the neutral dark on the light page, the brand itself on the dark one.
    expect(oklch(palette.light['accent-600']?.hex).c).toBeLessThanOrEqual(0.015)
    expect(palette.dark['accent-600']?.hex).toBe(brand)
  },
)

test('a dark brand (the shipped blue, a near-black) keeps its deep blocks and their white button', () => {
  for (const brand of ['#1c40b8', '#0b0b0f']) {
    expect(isLightBrand(brand)).toBe(false)
    const palette = brandPalette(brand)
    expect(palette.light['block-action']?.hex).toBe('#ffffff')
    expect(palette.light['on-block-action']?.hex).toBe(palette.light['brand-800']?.hex)
    expect(palette.inverseDark['on-block-action']?.hex).toBe(palette.inverseDark['brand-800']?.hex)
  }
  expect(oklch(brandPalette('#1c40b8').light['brand-950']?.hex).c, 'the shipped hero stays blue').toBeGreaterThan(0.05)
})

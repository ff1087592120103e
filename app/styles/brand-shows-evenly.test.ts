// @vitest-environment node
/**
 * The brand shows evenly (decision 044): the footer is one of the brand's blocks, the mark is the
 * owner's colour wherever it is drawn, and a derived accent is the brand's partner (a red's is
 * copper, not mauve). For the shipped blue, a light yellow, a dark red and a purple.
 */
import { readFileSync } from 'node:fs'
import Color from 'colorjs.io'
import { expect, test } from 'vitest'
import { brandPalette } from './brand-contrast'
import { brandCss, brandRules } from './brand-css'
import { derivePalette, oklchOf } from './brand-palette'
import { companionOf } from './companion-accent'
import { isLightBrand } from './light-brand'

const FOUR_BRANDS = { blue: '#1c40b8', yellow: '#facc15', red: '#8b1e2d', purple: '#6d28d9' } as const
/** Degrees between two hues, the short way round. */
const hueGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180)

test('the footer is a block of the brand: its deep shade for a dark brand, its neutral dark for a light one, in both schemes', () => {
  const footer = readFileSync('app/components/layout/site-footer.tsx', 'utf8')
  expect(footer).toMatch(/<footer className="inverse-block bg-brand-950 /)
  expect(footer, 'no fixed colour of the template').not.toMatch(/slate-/)
  for (const [name, colour] of Object.entries(FOUR_BRANDS)) {
    const brand = oklchOf(colour)
    const palette = brandPalette(colour)
    for (const [scheme, shades] of Object.entries({ light: palette.light, dark: palette.inverseDark })) {
      const block = oklchOf(shades['brand-950']?.hex ?? '')
      const where = `${name} ${scheme}: ${shades['brand-950']?.hex}`
      expect(block.l, `${where} is dark`).toBeLessThan(0.36)
      if (isLightBrand(colour)) {
        expect(block.c, `${where} is a neutral dark`).toBeLessThanOrEqual(0.015)
      } else {
        expect(block.c, `${where} is coloured`).toBeGreaterThan(0.03)
        expect(hueGap(block.h, brand.h), `${where} is the brand's hue`).toBeLessThan(10)
      }
    }
  }
  expect(isLightBrand(FOUR_BRANDS.yellow)).toBe(true)
})

test('the mark is the owner’s colour with its text in the header and the footer, in both schemes: declared once, never redefined', () => {
  for (const colour of Object.values(FOUR_BRANDS)) {
    const palette = brandPalette(colour)
    for (const css of [brandCss(palette), brandRules(palette).join('\n')]) {
      expect(css.match(/--color-mark:[^;]*;/g)).toEqual([`--color-mark: ${colour};`])
      expect(css.match(/--color-on-mark:[^;]*;/g)).toEqual([`--color-on-mark: ${palette.light['on-brand']?.hex};`])
    }
    expect(Color.contrastWCAG21(palette.light['on-mark']?.hex ?? '', colour)).toBeGreaterThanOrEqual(4.5)
  }
  const logo = readFileSync('app/components/layout/logo.tsx', 'utf8')
  expect(logo).toContain('className="fill-mark"')
  expect(logo).toContain('className="stroke-on-mark"')
})

test('a dark red’s derived accent is its partner, within 45° of its hue on both pages; the shipped blue keeps its teal', () => {
  // The dark red as built; two more reds as derived (the check only darkens a shade, its hue stays).
  for (const [red, palette] of [
    [FOUR_BRANDS.red, brandPalette(FOUR_BRANDS.red)],
    ['#b91c1c', derivePalette('#b91c1c')],
    ['#dc2626', derivePalette('#dc2626')],
  ] as const) {
    for (const accent of [palette.light['accent-600']?.hex, palette.dark['accent-600']?.hex]) {
      expect(hueGap(oklchOf(accent ?? '').h, oklchOf(red).h), `${red}: ${accent}`).toBeLessThan(45)
    }
  }
  expect(brandPalette(FOUR_BRANDS.blue).light['accent-600']?.hex).toBe('#0c857a')
  // The purple's stays where the shipped rule put it: a blue-green beside a violet.
  expect(hueGap(oklchOf(brandPalette(FOUR_BRANDS.purple).light['accent-600']?.hex ?? '').h, 215)).toBeLessThan(5)
})

test('brands of nearby hues get nearby accents all round the circle', () => {
  for (let hue = 0; hue < 360; hue += 1) {
    const [a, b] = [hue, hue + 1].map((h) => companionOf({ l: 0.45, c: 0.15, h }))
    if (!a || !b) throw new Error('no accent')
    expect(hueGap(a.h, b.h), `at ${hue}°`).toBeLessThan(3)
    expect(Math.abs(a.c - b.c), `at ${hue}°`).toBeLessThan(0.002)
  }
})

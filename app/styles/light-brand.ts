/**
 * What a light brand changes in the palette (./brand-palette.ts), and the fill of the dark blocks'
 * main button for every brand. A light brand is one white text does not read on (dark text goes on
 * its buttons, decision 030). Deepening such a colour for the dark blocks gives a muddy shade (a
 * yellow turns olive, a light green khaki), so instead the blocks are a neutral dark with the brand as
 * their accent: their main button is the brand itself with its dark text, the eyebrows and intros
 * pale tints of it. The ticks, when the owner sets no accent, are the neutral dark in the light scheme
 * (a yellow cannot draw on white) and the brand itself in the dark one. In the dark scheme the brand's
 * buttons are the owner's colour, as on the light page. A dark brand (the shipped blue) is unchanged.
 * Why: docs/decisions/035-a-light-brand-looks-like-its-colour.md.
 */
import Color from 'colorjs.io'
import { REQUIRED_RATIO } from './contrast-pairs.ts'

type Oklch = { l: number; c: number; h: number }
type Shade = { hex: string; moves?: 'darker' | 'lighter' }
type Shades = Record<string, Shade>

/** A light brand: white text on it misses 4.5:1, so its buttons carry dark text. */
export function isLightBrand(brandHex: string): boolean {
  return Color.contrastWCAG21('#ffffff', brandHex) < REQUIRED_RATIO.text
}

/**
 * The neutral darks of a light brand's blocks (hero, page headers, banners), lightest to darkest as
 * the gradient runs, in OKLCH lightness: the light scheme's, and the dark scheme's a step deeper so
 * the blocks still stand off the dark page (lightness 0.18).
 */
const NEUTRAL_DEEP = {
  light: { 'brand-800': 0.33, 'brand-900': 0.26, 'brand-950': 0.19 },
  dark: { 'brand-800': 0.27, 'brand-900': 0.21, 'brand-950': 0.14 },
} as const
/** Just enough of the brand's hue to warm or cool the dark without reading as a shade of it. */
const NEUTRAL_CHROMA = 0.012

/** `hex` for a neutral dark of the brand's hue at lightness `l`; `toHex` is the palette's gamut mapping. */
function neutral(brand: Oklch, l: number, toHex: (colour: Oklch) => string): Shade {
  return { hex: toHex({ l, c: Math.min(brand.c, NEUTRAL_CHROMA), h: brand.h }), moves: 'darker' }
}

/**
 * The deep shades of a light brand's blocks in `scheme`; in the light scheme also their eyebrows
 * (`brand-200`, which the blocks keep in the dark scheme too): the brand itself, not a paler tint.
 */
export function neutralDeep(
  brand: Oklch,
  brandHex: string,
  scheme: 'light' | 'dark',
  toHex: (colour: Oklch) => string,
): Shades {
  const deep = Object.entries(NEUTRAL_DEEP[scheme]).map(([token, l]) => [token, neutral(brand, l, toHex)] as const)
  const eyebrows = scheme === 'light' ? [['brand-200', { hex: brandHex, moves: 'lighter' }] as const] : []
  return Object.fromEntries([...deep, ...eyebrows])
}

/** The ticks' colour a light brand gets when no accent is set, in the light scheme: the blocks' neutral dark. */
export function lightBrandAccent(brand: Oklch, toHex: (colour: Oklch) => string): string {
  return neutral(brand, NEUTRAL_DEEP.light['brand-800'], toHex).hex
}

/**
 * The main button of the dark blocks (`block-action`, its hover and `on-block-action`, the text on
 * it). A dark brand keeps the white button with the deep brand's text it always had; a light brand's
 * is its own fill, its hover and its text. Copies of the shades, not references: each is fitted to
 * its own pairs (./brand-contrast.ts).
 */
export function blockAction(
  light: boolean,
  fill: Shades,
  white: Shade,
  text: Shade | undefined,
  hover: Shade | undefined,
): Shades {
  // Every shade named here is in the palette (brand-contrast.test.ts builds it for many brands).
  const copy = (shade: Shade | undefined): Shade => ({ ...(shade ?? { hex: '#000000' }) })
  return light
    ? {
        'block-action': copy(fill.brand),
        'block-action-hover': copy(fill['brand-hover']),
        'on-block-action': copy(fill['on-brand']),
      }
    : { 'block-action': copy(white), 'block-action-hover': copy(hover), 'on-block-action': copy(text) }
}

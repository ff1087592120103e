/**
 * Every shade the stylesheets use, derived from the owner's brand colour (and accent) in
 * content/settings.yaml, for the light scheme, the dark scheme and the blocks that stay dark in both
 * (`inverse-block`). Worked out in OKLCH with colorjs.io: each shade keeps the brand's hue, takes a
 * lightness from the palette the site shipped with (absolute for tints and the dark scheme, an offset
 * from the brand for its deeper shades) and a share of its chroma, and is brought into sRGB by CSS
 * Color 4's gamut mapping. ./brand-contrast.ts then checks and nudges them until every pair the site
 * uses reads (./contrast-pairs.ts). Build time only: the bundle gets CSS and hex values.
 * Why: docs/decisions/019-brand-from-one-colour.md.
 */
import Color from 'colorjs.io'
import tailwindColours from 'tailwindcss/colors'
import { companionOf } from './companion-accent.ts'
import { REQUIRED_RATIO } from './contrast-pairs.ts'
import { DARK_FIXED, fixed, INVERSE_DARK_FIXED, literalHex, tailwindLight } from './fixed-colours.ts'
import { blockAction, isLightBrand, lightBrandAccent, neutralDeep } from './light-brand.ts'

/** A colour token as the stylesheets name it: `--color-<token>`. */
export type Token = string

/** Which way a derived shade may move to read better; the owner's own colours never move. */
type Direction = 'darker' | 'lighter'

export type Shade = { hex: string; moves?: Direction }

/** The shades of one scheme (or of the inverse blocks in the dark scheme), by token. */
export type Shades = Record<Token, Shade>

export type Palette = {
  light: Shades
  dark: Shades
  /** What the dark blocks (hero, page headers, banner, footer) redefine in the dark scheme, besides INVERSE_KEEPS_LIGHT. */
  inverseDark: Shades
  /** The share images' address line: a light tint of the accent. */
  shareHighlight: string
}

type Oklch = { l: number; c: number; h: number }

export function oklchOf(hex: string): Oklch {
  const [l, c, h] = new Color(hex).to('oklch').coords
  // An achromatic colour (a grey) has no hue: any will do, its chroma is nil.
  const number = (value: number | null) => (value === null || Number.isNaN(value) ? 0 : value)
  return { l: number(l), c: number(c), h: number(h) }
}

/** The nearest sRGB colour to an OKLCH one (CSS Color 4 gamut mapping: lightness and hue kept), as #rrggbb. */
export function hexOf({ l, c, h }: Oklch): string {
  const srgb = new Color('oklch', [Math.min(1, Math.max(0, l)), Math.max(0, c), h]).toGamut({
    space: 'srgb',
    method: 'css',
  })
  return srgb.to('srgb').toString({ format: 'hex', collapse: false })
}

/**
 * The light scheme's brand and accent shades, from the palette the site shipped with (brand
 * #1c40b8, accent #0c857a): `l` an absolute lightness, `offset` one relative to the colour given,
 * `chroma` the share of its chroma. 700 is the brand itself, accent-600 the accent itself.
 */
const LIGHT_BRAND = {
  'brand-50': { l: 0.966, chroma: 0.083, moves: 'lighter', hue: -2.7 },
  'brand-100': { l: 0.924, chroma: 0.18, moves: 'lighter', hue: 0.5 },
  'brand-200': { l: 0.866, chroma: 0.33, moves: 'lighter' },
  'brand-500': { offset: 0.147, chroma: 1.107, moves: 'darker', hue: -0.2 },
  'brand-600': { offset: 0.073, chroma: 1.146, moves: 'darker', hue: -0.4 },
  'brand-800': { offset: -0.052, chroma: 0.78, moves: 'darker', hue: 0.4 },
  'brand-900': { offset: -0.094, chroma: 0.607, moves: 'darker', hue: 0.7 },
  'brand-950': { offset: -0.179, chroma: 0.379, moves: 'darker', hue: 2.2 },
} as const satisfies Record<string, Step>
const LIGHT_ACCENT = {
  'accent-500': { offset: 0.104, chroma: 1.19, moves: 'darker', hue: -0.3 },
  'accent-700': { offset: -0.079, chroma: 0.85, moves: 'darker', hue: 1.1 },
} as const satisfies Record<string, Step>

/** The dark scheme: the page and its neutrals tinted with the brand's hue, the brand's shades light on it. */
const DARK_BRAND = {
  'brand-50': { l: 0.241, chroma: 0.325, moves: 'darker', hue: 2.9 },
  'brand-100': { l: 0.299, chroma: 0.433, moves: 'darker', hue: 1.8 },
  'brand-200': { l: 0.381, chroma: 0.544, moves: 'darker', hue: 1.9 },
  'brand-500': { l: 0.65, chroma: 0.962, moves: 'lighter', hue: 1.1 },
  'brand-600': { l: 0.714, chroma: 0.767, moves: 'lighter', hue: 2.9 },
  'brand-700': { l: 0.769, chroma: 0.607, moves: 'lighter', hue: 2.0 },
  'brand-800': { l: 0.836, chroma: 0.419, moves: 'lighter', hue: 2.9 },
  'brand-900': { l: 0.896, chroma: 0.26, moves: 'lighter', hue: 3.8 },
  'brand-950': { l: 0.946, chroma: 0.132, moves: 'lighter', hue: 3.3 },
} as const satisfies Record<string, Step>
/** Neutral tints: `chroma` here is at most this much chroma, less for a greyer brand. */
const DARK_NEUTRALS = {
  white: { l: 0.18, chroma: 0.0325, moves: 'darker', hue: 1.1 },
  'slate-50': { l: 0.219, chroma: 0.038, moves: 'darker', hue: -2.2 },
  'slate-100': { l: 0.258, chroma: 0.0463, moves: 'darker', hue: -1.5 },
  'slate-200': { l: 0.311, chroma: 0.0482, moves: 'darker', hue: -1.3 },
  'slate-300': { l: 0.397, chroma: 0.0442, moves: 'darker', hue: -3.1 },
  'slate-400': { l: 0.653, chroma: 0.038, moves: 'lighter', hue: -5.1 },
  'slate-500': { l: 0.713, chroma: 0.0322, moves: 'lighter', hue: -4.8 },
  'slate-600': { l: 0.77, chroma: 0.0272, moves: 'lighter', hue: -6.5 },
  'slate-700': { l: 0.842, chroma: 0.0206, moves: 'lighter', hue: -8.0 },
  'slate-800': { l: 0.91, chroma: 0.0144, moves: 'lighter', hue: -10.9 },
  'slate-900': { l: 0.968, chroma: 0.0069, moves: 'lighter', hue: -17.6 },
} as const satisfies Record<string, Step>
const INVERSE_DARK_BRAND = {
  'brand-800': { offset: -0.085, chroma: 0.713, moves: 'darker', hue: 1.5 },
  'brand-900': { offset: -0.179, chroma: 0.47, moves: 'darker', hue: 1.7 },
  'brand-950': { offset: -0.263, chroma: 0.252, moves: 'darker', hue: 3.6 },
} as const satisfies Record<string, Step>

/** The shipped brand's chroma, which the neutral tints above were tuned against. */
const SHIPPED_BRAND_CHROMA = 0.193
/** Deeper shades stop here, so a very dark brand still has a gradient (in this order, 800 → 950). */
const FLOOR = { 'brand-800': 0.16, 'brand-900': 0.13, 'brand-950': 0.1 } as Record<Token, number>
/**
 * The deeper shades of a light brand are taken from this lightness, not from the brand's: the dark
 * blocks of a yellow brand are a deep olive under white text, not a muddy mid-tone only just readable.
 */
const DEEP_FROM = 0.55

/** The light scheme's tints, which the dark blocks keep in the dark scheme too. */
export const INVERSE_KEEPS_LIGHT: readonly Token[] = ['brand-50', 'brand-100', 'brand-200']

/** Text on a fill of the brand: the scheme's white where it reads, else the darkest ink (light) or the lightest (dark). */
const ON_BRAND_INK = { light: ['#ffffff', tailwindColours.slate[950]], dark: ['white', 'slate-900'] } as const

/** `hue`: degrees from the brand's hue, as the shipped palette drifted (its neutrals lean a little cooler as they lighten). */
type Step = { l?: number; offset?: number; chroma: number; hue?: number; moves: Direction }

function shade(base: Oklch, step: Step, token: Token, neutral = false): Shade {
  const offset = step.offset ?? 0
  const from = token in FLOOR ? Math.min(base.l, DEEP_FROM) : base.l
  const l = step.l ?? Math.max(from + offset, FLOOR[token] ?? 0)
  const c = neutral ? Math.min(step.chroma, (base.c * step.chroma) / SHIPPED_BRAND_CHROMA) : base.c * step.chroma
  return { hex: hexOf({ l, c, h: base.h + (step.hue ?? 0) }), moves: step.moves }
}

/** A neutral of the dark scheme as it starts (before the contrast check moves it). */
function darkNeutral(brand: Oklch, token: keyof typeof DARK_NEUTRALS): string {
  return shade(brand, DARK_NEUTRALS[token], token, true).hex
}

function shades(base: Oklch, steps: Record<Token, Step>, neutral = false): Shades {
  return Object.fromEntries(Object.entries(steps).map(([token, step]) => [token, shade(base, step, token, neutral)]))
}

/**
 * The fill of the brand (`brand`: buttons, step numbers, the mark), its hover and the text on it
 * (`on-brand`): the text the first of `inks` that reads on the fill at AA, else the one that reads
 * best; the hover moves away from the text when it must. `fill` the owner's colour (light scheme) or
 * the derived shade (dark).
 */
function brandFill(fill: Shade, hover: Shade, inks: readonly string[]): Shades {
  const ratio = (ink: string) => Color.contrastWCAG21(ink, fill.hex)
  const ink =
    inks.find((candidate) => ratio(candidate) >= REQUIRED_RATIO.text) ??
    inks.reduce((best, candidate) => (ratio(candidate) > ratio(best) ? candidate : best))
  const lightInk = new Color(ink).to('oklch').coords[0] ?? 0
  return {
    brand: fill,
    'brand-hover': { ...hover, moves: lightInk > oklchOf(fill.hex).l ? 'darker' : 'lighter' },
    'on-brand': { hex: literalHex(ink) },
  }
}

/** The palette of a brand colour and an accent (derived from the brand when none is given), before the contrast check. */
export function derivePalette(brandColour: string, accentColour?: string): Palette {
  const brand = oklchOf(brandColour)
  const lightBrand = isLightBrand(literalHex(brandColour))
  const companion = lightBrand ? lightBrandAccent(brand, hexOf) : hexOf(companionOf(brand))
  const accent = oklchOf(accentColour ?? companion)
  // As a fill (`brand`) the owner's colour stays; as text (links, eyebrows) it darkens until it reads.
  const lightFill = brandFill(
    { hex: literalHex(brandColour) },
    shade(brand, LIGHT_BRAND['brand-800'], 'brand-hover'),
    ON_BRAND_INK.light,
  )
  const light: Shades = {
    ...tailwindLight(),
    ...shades(brand, LIGHT_BRAND),
    ...(lightBrand ? neutralDeep(brand, literalHex(brandColour), 'light', hexOf) : {}),
    'brand-700': { hex: literalHex(brandColour), moves: 'darker' },
    ...lightFill,
    // The mark (header and footer, and the favicon): the owner's colour and its text in both schemes,
    // as a logo keeps its colours; it is never redefined for the dark scheme or the blocks.
    mark: { hex: literalHex(brandColour) },
    'on-mark': { hex: lightFill['on-brand']?.hex ?? '' },
    ...shades(accent, LIGHT_ACCENT),
    'accent-600': accentColour ? { hex: literalHex(accentColour) } : { hex: companion, moves: 'darker' },
  }
  Object.assign(light, blockAction(lightBrand, lightFill, { hex: '#ffffff' }, light['brand-800'], light['brand-50']))
  const darkInks = ON_BRAND_INK.dark.map((token) => darkNeutral(brand, token))
  // A light brand's buttons are its own colour on the dark page too (lighter only if dark text must read).
  const darkFill = lightBrand
    ? brandFill(
        { hex: literalHex(brandColour), moves: 'lighter' },
        shade(brand, { offset: -0.06, chroma: 1, moves: 'darker' }, 'brand-hover'),
        darkInks,
      )
    : brandFill(
        shade(brand, DARK_BRAND['brand-700'], 'brand'),
        shade(brand, DARK_BRAND['brand-800'], 'brand-hover'),
        darkInks,
      )
  const darkAccent = shade(accent, { l: 0.741, chroma: 1.278, hue: -1.9, moves: 'lighter' }, 'accent-600')
  const dark: Shades = {
    ...shades(brand, DARK_NEUTRALS, true),
    ...shades(brand, DARK_BRAND),
    ...darkFill,
    'accent-600': lightBrand && !accentColour ? { hex: literalHex(brandColour), moves: 'lighter' } : darkAccent,
    ...fixed(DARK_FIXED),
  }
  const inverseDark: Shades = {
    ...fixed(INVERSE_DARK_FIXED),
    ...shades(brand, INVERSE_DARK_BRAND),
    ...(lightBrand ? neutralDeep(brand, literalHex(brandColour), 'dark', hexOf) : {}),
  }
  Object.assign(
    inverseDark,
    blockAction(lightBrand, lightFill, { hex: '#ffffff' }, inverseDark['brand-800'], light['brand-50']),
  )
  // The share images' address line: a light tint of the accent, or of a light brand whose accent is its neutral dark.
  const tinted = lightBrand && !accentColour ? brand : accent
  const shareHighlight = hexOf({ l: 0.855, c: tinted.c * 1.3, h: tinted.h })
  return { light, dark, inverseDark, shareHighlight }
}

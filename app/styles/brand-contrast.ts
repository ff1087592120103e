/**
 * The brand palette the site is built with: derived from the owner's colours (./brand-palette.ts),
 * then every pair of ./contrast-pairs.ts measured in the light and the dark scheme (WCAG 2.1/2.2
 * contrast ratio, colorjs.io). A derived shade that misses moves in small lightness steps until its
 * pairs pass; the owner's own colours never move: when one of them misses, the build stops naming
 * the pair, its ratio and a nearby colour that passes. Build time only.
 */
import Color from 'colorjs.io'
import { ContentError } from '../config/checked-file.ts'
import { editorLabel } from '../config/owner-words.ts'
import { SiteSettingsSchema } from '../config/settings-schema.ts'
import {
  derivePalette,
  hexOf,
  INVERSE_KEEPS_LIGHT,
  oklchOf,
  type Palette,
  type Shade,
  type Token,
} from './brand-palette.ts'
import { CONTRAST_PAIRS, type ContrastPair, REQUIRED_RATIO } from './contrast-pairs.ts'

/** The settings file as the owner knows it. */
const SETTINGS_FILE_SHOWN = 'content/settings.yaml'

type Scheme = 'light' | 'dark'

export type Measurement = {
  pair: ContrastPair
  scheme: Scheme
  foreground: string
  background: Token
  backgroundHex: string
  ratio: number
  required: number
}

/** Where a token's shade is defined for a scheme and a context, as the stylesheet's cascade finds it. */
function shadeOf(palette: Palette, scheme: Scheme, context: ContrastPair['context'], token: Token): Shade {
  const found =
    scheme === 'light'
      ? palette.light[token]
      : context === 'inverse' && INVERSE_KEEPS_LIGHT.includes(token)
        ? palette.light[token]
        : ((context === 'inverse' ? palette.inverseDark[token] : undefined) ??
          palette.dark[token] ??
          palette.light[token])
  if (!found) throw new Error(`app/styles/contrast-pairs.ts names --color-${token}, which the palette lacks`)
  return found
}

const ratios = new Map<string, number>()

/** WCAG 2's contrast ratio of two colours (kept: fitting a palette asks for the same pairs many times). */
function contrastRatio(foreground: string, background: string): number {
  const key = `${foreground} ${background}`
  let ratio = ratios.get(key)
  if (ratio === undefined) {
    ratio = Color.contrastWCAG21(foreground, background)
    ratios.set(key, ratio)
  }
  return ratio
}

/** Every pair in both schemes, against each of its backgrounds. */
export function measure(palette: Palette): Measurement[] {
  return (['light', 'dark'] as const).flatMap((scheme) =>
    CONTRAST_PAIRS.flatMap((pair) =>
      pair.backgrounds.map((background) => {
        const foreground = shadeOf(palette, scheme, pair.context, pair.foreground).hex
        const backgroundHex = shadeOf(palette, scheme, pair.context, background).hex
        const ratio = contrastRatio(foreground, backgroundHex)
        return { pair, scheme, foreground, background, backgroundHex, ratio, required: REQUIRED_RATIO[pair.kind] }
      }),
    ),
  )
}

const STEP = 0.01
const MAX_ROUNDS = 80

function move(shade: Shade): void {
  const colour = oklchOf(shade.hex)
  colour.l += shade.moves === 'darker' ? -STEP : STEP
  shade.hex = hexOf(colour)
}

/** The palette with its derived shades moved until every pair passes; the pairs still missing (the owner's colours). */
function fitPalette(palette: Palette): { palette: Palette; misses: Measurement[] } {
  const fitted: Palette = structuredClone(palette)
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const misses = measure(fitted).filter((result) => result.ratio < result.required)
    const movable = new Set<Shade>()
    for (const { pair, scheme, background } of misses) {
      for (const token of [pair.foreground, background]) {
        const shade = shadeOf(fitted, scheme, pair.context, token)
        if (shade.moves) movable.add(shade)
      }
    }
    if (movable.size === 0) return { palette: fitted, misses }
    for (const shade of movable) move(shade)
  }
  return { palette: fitted, misses: measure(fitted).filter((result) => result.ratio < result.required) }
}

/** What a failing pair is, in words: 'white text on the brand colour (primary buttons…), light scheme: 1.45:1, needs 4.5:1'. */
function describeMiss(miss: Measurement): string {
  const kind = miss.pair.kind === 'graphic' ? '' : ` ${miss.pair.kind}`
  const shown = (token: Token, hex: string) => `${token} ${hex}`
  // Where, in the owner's words: the component files the pair names are for developers.
  const where = miss.pair.where.replaceAll(/ \([^()]*\.tsx?\)/g, '')
  return `${shown(miss.pair.foreground, miss.foreground)}${kind} on ${shown(miss.background, miss.backgroundHex)} (${where}), ${miss.scheme} scheme: ${miss.ratio.toFixed(2)}:1, needs ${miss.required}:1`
}

/**
 * The lightest darker shade of `colour` (same hue, as much of its chroma as sRGB holds) with which
 * `passes` holds. Darker, because every pair an owner's colour is in sets it on the light page or
 * light text on it; a binary search, because each try derives and checks a whole palette.
 */
function nearbyPassing(colour: string, passes: (candidate: string) => boolean): string | undefined {
  const start = oklchOf(colour)
  const at = (l: number) => hexOf({ ...start, l })
  if (!passes(at(0))) return undefined
  let [failing, passing] = [start.l, 0]
  while (failing - passing > 0.002) {
    const middle = (failing + passing) / 2
    if (passes(at(middle))) passing = middle
    else failing = middle
  }
  return at(passing)
}

/** A colour of the owner's that no palette can make readable: the settings file's field, each pair it fails and a nearby colour that passes. */
export class BrandColourError extends ContentError {
  constructor(setting: 'brandColour' | 'accentColour', colour: string, misses: Measurement[], suggestion?: string) {
    const lines = misses.map((miss) => `        ${describeMiss(miss)}`)
    const nearby = suggestion
      ? `A nearby colour that passes: ${suggestion} (${setting}: '${suggestion}').`
      : 'No colour of this hue passes: choose another.'
    super(SETTINGS_FILE_SHOWN, [
      {
        path: [setting],
        message: `${colour} cannot be made to meet WCAG 2.2 AA contrast\n      ${nearby}\n      Where it fails:\n${lines.join('\n')}`,
        label: editorLabel(SiteSettingsSchema, [setting]),
      },
    ])
    this.name = 'BrandColourError'
  }
}

const palettes = new Map<string, Palette>()

/**
 * The checked palette of the owner's colours (worked out once per build: the stylesheet, the content
 * layer and the icons ask for the same); throws a BrandColourError naming each pair an owner's colour fails.
 */
export function brandPalette(brandColour: string, accentColour?: string): Palette {
  const key = `${brandColour} ${accentColour ?? ''}`
  let palette = palettes.get(key)
  if (!palette) {
    palette = checkedPalette(brandColour, accentColour)
    palettes.set(key, palette)
  }
  return palette
}

function checkedPalette(brandColour: string, accentColour?: string): Palette {
  const passes = (brand: string, accent?: string) => fitPalette(derivePalette(brand, accent)).misses.length === 0
  const { palette, misses } = fitPalette(derivePalette(brandColour, accentColour))
  if (misses.length === 0) return palette
  // The brand colour is the fill in the light scheme; the accent, when given, accent-600. Fix the brand first.
  const brandMisses = misses.filter((miss) => miss.pair.foreground !== 'accent-600')
  if (brandMisses.length > 0) {
    const suggestion = nearbyPassing(brandColour, (candidate) => passes(candidate, accentColour))
    throw new BrandColourError('brandColour', brandColour, brandMisses, suggestion)
  }
  const accent = accentColour ?? brandColour
  // Only an accent the owner set misses: a derived one moves until it passes.
  throw new BrandColourError(
    'accentColour',
    accent,
    misses,
    nearbyPassing(accent, (candidate) => passes(brandColour, candidate)),
  )
}

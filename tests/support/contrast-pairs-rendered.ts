/**
 * The list of colour pairs (app/styles/contrast-pairs.ts) checked against the render: every text the
 * check on pixels (./pixel-contrast.ts) found on a flat fill, in its colour as drawn, is a pair of
 * the list when its colour and its fill are both colour tokens of its context. The list is what the
 * build fits any owner's palette to (app/styles/brand-contrast.ts); the pixels prove five brands.
 * A pair the components draw but the list lacks is one the build would not fit for a sixth brand.
 * Why: docs/decisions/039-contrast-proven-on-pixels.md.
 */
import { CONTRAST_PAIRS, type ContrastPair } from '../../app/styles/contrast-pairs'
import { parseColour, type Rgb } from './contrast-maths'
import type { RenderedText } from './rendered-texts'

/** A text whose every box stands on one colour: its colour as drawn and that fill's. */
export type FlatText = { text: RenderedText; drawn: Rgb; background: Rgb }

/** The `--color-<token>` values where a text is: the page's, and inside the blocks that stay dark (`inverse-block`). */
export type ColourTokens = Record<ContrastPair['context'], Record<string, string>>

/** Runs in the page: every `--color-*` token's value at the root, and inside the first `inverse-block`. */
export function readColourTokens(): ColourTokens {
  const tokensOf = (element: Element) => {
    const style = getComputedStyle(element)
    return Object.fromEntries(
      [...style]
        .filter((name) => name.startsWith('--color-'))
        .map((name) => [name.slice('--color-'.length), style.getPropertyValue(name).trim()]),
    )
  }
  const page = tokensOf(document.documentElement)
  const inverse = document.querySelector('.inverse-block')
  return { page, inverse: inverse ? tokensOf(inverse) : page }
}

const LISTED = new Set(
  CONTRAST_PAIRS.flatMap((pair) =>
    pair.backgrounds.map((background) => `${pair.context}: ${pair.foreground} on ${background}`),
  ),
)

/** Colours the screen draws alike: a token's value may be an OKLCH colour, which the screen rounds its own way. */
const alike = (a: Rgb, b: Rgb) => a.every((channel, index) => Math.abs(channel - (b[index] ?? 0)) <= 1)

/** The opaque tokens of each context, as 8-bit colours. */
function opaqueTokens(tokens: ColourTokens) {
  const opaque = (values: Record<string, string>) =>
    Object.entries(values).flatMap(([token, value]) => {
      try {
        const [r, g, b, alpha] = parseColour(value)
        return alpha === 1 ? [{ token, colour: [r, g, b] as Rgb }] : []
      } catch {
        return []
      }
    })
  return { page: opaque(tokens.page), inverse: opaque(tokens.inverse) }
}

/**
 * Each pair of tokens of its context a text on a flat fill is drawn in that is no pair of the list,
 * with the first such text: `page: slate-600 on slate-100` → `"Read more" (a.text-sm)`. A colour no
 * token has (a blend, a photo) is no pair.
 */
export function unlistedPairs(flat: FlatText[], tokens: ColourTokens): Map<string, string> {
  const known = opaqueTokens(tokens)
  const unlisted = new Map<string, string>()
  for (const { text, drawn, background } of flat) {
    const context = text.inverse ? 'inverse' : 'page'
    const named = (colour: Rgb) => known[context].filter((one) => alike(one.colour, colour)).map(({ token }) => token)
    const [foregrounds, backgrounds] = [named(drawn), named(background)]
    if (foregrounds.length === 0 || backgrounds.length === 0) continue
    const listed = foregrounds.some((fg) => backgrounds.some((bg) => LISTED.has(`${context}: ${fg} on ${bg}`)))
    const pair = `${context}: ${foregrounds.join('|')} on ${backgrounds.join('|')}`
    if (!listed && !unlisted.has(pair)) unlisted.set(pair, `"${text.text}" (${text.where})`)
  }
  return unlisted
}

/**
 * The accent a dark brand gets when the owner sets none (./brand-palette.ts): its partner on the hue
 * circle, at the shipped accent's lightness. The shipped pair (#0c857a beside #1c40b8: 81° round the
 * hue circle, half the chroma) gives the cool brands their turn; a red or a pink turned that way
 * lands on mauve (#8b1e2d's ticks were #786a98), so the warm brands turn the other way, 30° toward
 * gold, with more of their chroma: a dark red's ticks are copper. Between the two the turn and the
 * chroma change evenly round the circle, so two brands of nearby hues get nearby accents. Why:
 * docs/decisions/044-the-brand-shows-evenly.md.
 */

type Oklch = { l: number; c: number; h: number }

/** The shipped accent's lightness, which every derived accent starts from (the contrast check may darken it). */
const LIGHTNESS = 0.5554

/**
 * The turn (degrees) and chroma share at hues of the circle, in rising hue: the shipped blue's own
 * (its hue 265.5°, so it still gives #0c857a exactly) held through the violets, a red's at 20°.
 */
const ANCHORS = [
  { hue: 20, turn: 30, chroma: 0.8 },
  { hue: 265.5, turn: -80.873, chroma: 0.4966 },
  { hue: 300, turn: -80.873, chroma: 0.4966 },
] as const

/** Each anchor with the next round the circle, and the degrees from the one to the other. */
const SEGMENTS = ANCHORS.map((from, index) => {
  const to = ANCHORS[(index + 1) % ANCHORS.length] ?? from
  return { from, to, span: (to.hue - from.hue + 360) % 360 || 360 }
})

/** The turn and chroma share at `hue`, linear between the anchors on either side of it round the circle. */
function stepAt(hue: number): { turn: number; chroma: number } {
  const past = (from: number) => (hue - from + 720) % 360
  const segment = SEGMENTS.find(({ from, span }) => past(from.hue) < span) ?? SEGMENTS[0]
  if (!segment) throw new Error('companion-accent.ts has no anchors')
  const { from, to, span } = segment
  const share = past(from.hue) / span
  return { turn: from.turn + (to.turn - from.turn) * share, chroma: from.chroma + (to.chroma - from.chroma) * share }
}

/** The derived accent of a dark brand, in OKLCH (the palette maps it into sRGB). */
export function companionOf(brand: Oklch): Oklch {
  const { turn, chroma } = stepAt(brand.h)
  return { l: LIGHTNESS, c: brand.c * chroma, h: brand.h + turn }
}

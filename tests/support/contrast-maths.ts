/**
 * The arithmetic of the contrast check on rendered pixels (./pixel-contrast.ts): WCAG 2's relative
 * luminance and contrast ratio, the large-text rule, and the worst pixel behind a text inside its
 * own box of a screenshot. The colour science is colorjs.io's (the library the build's palette uses,
 * app/styles/brand-contrast.ts): the 256 sRGB steps' linear values and the primaries' shares of
 * luminance are read from it once, so that a box of thousands of pixels is three table look-ups a
 * pixel, and a ratio here equals `Color.contrastWCAG21` (./contrast-maths.test.ts holds that).
 */
import Color from 'colorjs.io'

/** A colour as 8-bit sRGB channels, as a screenshot stores it. */
export type Rgb = readonly [number, number, number]
/** The same with its opacity (0–1), as a computed `color` may have it. */
export type Rgba = readonly [number, number, number, number]

const LINEAR = Array.from({ length: 256 }, (_, step) => {
  const [linear = 0] = new Color('srgb', [step / 255, 0, 0]).to('srgb-linear').coords
  return linear
})
const [RED, GREEN, BLUE] = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
].map((primary) => new Color('srgb', primary as [number, number, number]).luminance) as [number, number, number]

/** WCAG 2's relative luminance of an 8-bit sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  return RED * (LINEAR[r] ?? 0) + GREEN * (LINEAR[g] ?? 0) + BLUE * (LINEAR[b] ?? 0)
}

/** WCAG 2's contrast ratio of two relative luminances (1 to 21, whichever is lighter). */
function ratioOf(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  return ratioOf(luminance(a), luminance(b))
}

/**
 * A computed CSS colour (`rgb(…)`, `oklch(…)`, `color(srgb …)`…, as getComputedStyle gives it) in
 * 8-bit sRGB, clipped into sRGB as a screen draws it, with its opacity.
 */
export function parseColour(css: string): Rgba {
  let parsed = parsedColours.get(css)
  if (!parsed) {
    const colour = new Color(css).to('srgb').toGamut({ space: 'srgb', method: 'clip' })
    const [r = 0, g = 0, b = 0] = colour.coords.map((channel) => Math.round((channel ?? 0) * 255))
    parsed = [r, g, b, colour.alpha ?? 1]
    parsedColours.set(css, parsed)
  }
  return parsed
}
/** Kept: a page has a few dozen colours, asked for by hundreds of texts in every state. */
const parsedColours = new Map<string, Rgba>()

/** A translucent colour drawn over an opaque one, as the browser blends them (in sRGB's own values). */
export function over([r, g, b, alpha]: Rgba, [br, bg, bb]: Rgb): Rgb {
  const mix = (top: number, bottom: number) => Math.round(top * alpha + bottom * (1 - alpha))
  return [mix(r, br), mix(g, bg), mix(b, bb)]
}

/**
 * WCAG 2.2's 1.4.3: 4.5:1, or 3:1 for large text, which is 18 pt (24 px) or 14 pt bold (18.66 px,
 * weight 700 or more).
 */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700)
  return large ? 3 : 4.5
}

/** A box in CSS pixels of the page, which are the screenshot's pixels (scale 1). */
export type Box = { x: number; y: number; width: number; height: number }

/** A screenshot as raw pixels (sharp's `raw()`: `channels` bytes a pixel, row after row). */
export type Pixels = { data: Uint8Array; width: number; height: number; channels: number }

export type Sample = {
  /** The lowest ratio of the text's colour against any pixel in the box. */
  ratio: number
  /** That pixel. */
  background: Rgb
  /** The text's colour as drawn over that pixel (itself, unless translucent). */
  text: Rgb
  /** Pixels read. */
  pixels: number
  /** Whether every pixel in the box is one colour (a flat fill, not a gradient or a photo). */
  flat: boolean
}

/**
 * The worst pixel behind a text: every whole pixel inside `box` (a pixel the box only grazes
 * belongs to what is beside it), each measured against the text's colour blended over it. The
 * worst, not an average or a percentile: the text's glyphs may stand on any pixel of their box,
 * and the box is the glyphs' own line (Range.getClientRects), not the element's padding, so what
 * is in it is what is behind the letters. Undefined when the box holds no whole pixel.
 */
export function worstPixel(image: Pixels, box: Box, text: Rgba): Sample | undefined {
  const left = Math.max(0, Math.ceil(box.x - 0.01))
  const top = Math.max(0, Math.ceil(box.y - 0.01))
  const right = Math.min(image.width, Math.floor(box.x + box.width + 0.01))
  const bottom = Math.min(image.height, Math.floor(box.y + box.height + 0.01))
  if (right <= left || bottom <= top) return undefined
  const { data, width, channels } = image
  const [tr, tg, tb, alpha] = text
  const opaqueLuminance = luminance([tr, tg, tb])
  const first = (top * width + left) * channels
  let [worstRatio, worstAt, flat, previous] = [Number.POSITIVE_INFINITY, first, true, -1]
  for (let y = top; y < bottom; y++) {
    for (let at = (y * width + left) * channels, end = (y * width + right) * channels; at < end; at += channels) {
      const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
      const packed = r * 65_536 + g * 256 + b
      // Most boxes are runs of one colour: a pixel like the one before measures the same.
      if (packed === previous) continue
      if (previous >= 0) flat = false
      previous = packed
      const drawn = alpha >= 1 ? opaqueLuminance : luminance(over(text, [r, g, b]))
      const ratio = ratioOf(drawn, RED * (LINEAR[r] ?? 0) + GREEN * (LINEAR[g] ?? 0) + BLUE * (LINEAR[b] ?? 0))
      if (ratio < worstRatio) [worstRatio, worstAt] = [ratio, at]
    }
  }
  const background: Rgb = [data[worstAt] ?? 0, data[worstAt + 1] ?? 0, data[worstAt + 2] ?? 0]
  const drawn = alpha >= 1 ? ([tr, tg, tb] as const) : over(text, background)
  return { ratio: worstRatio, background, text: drawn, pixels: (right - left) * (bottom - top), flat }
}

/** `#rrggbb`, as a failure names a colour. */
export function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The contrast check's arithmetic (./contrast-maths.ts): WCAG 2's luminance and ratio as colorjs.io
 * computes them, the large-text rule, and the worst pixel behind a text in a box of a picture.
 */
import Color from 'colorjs.io'
import { expect, test } from 'vitest'
import {
  contrastRatio,
  luminance,
  over,
  type Pixels,
  parseColour,
  type Rgb,
  requiredRatio,
  worstPixel,
} from './contrast-maths'

/** A picture `width` × `height`, each pixel the colour `at(x, y)` gives, as sharp's raw RGBA. */
function picture(width: number, height: number, at: (x: number, y: number) => Rgb): Pixels {
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([...at(x, y), 255], (y * width + x) * 4)
  }
  return { data, width, height, channels: 4 }
}

const css = ([r, g, b]: Rgb) => `rgb(${r} ${g} ${b})`

test('luminance and ratio are WCAG 2’s, as colorjs.io computes them: 21:1 black on white, 1:1 a colour on itself', () => {
  expect(luminance([255, 255, 255])).toBeCloseTo(1, 6)
  expect(luminance([0, 0, 0])).toBe(0)
  expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 6)
  expect(contrastRatio([28, 64, 184], [28, 64, 184])).toBe(1)
  const pairs: [Rgb, Rgb][] = [
    [
      [28, 64, 184],
      [255, 255, 255],
    ],
    [
      [245, 230, 99],
      [2, 6, 24],
    ],
    [
      [118, 118, 118],
      [255, 255, 255],
    ],
    [
      [12, 133, 122],
      [15, 23, 42],
    ],
  ]
  for (const [a, b] of pairs) expect(contrastRatio(a, b)).toBeCloseTo(Color.contrastWCAG21(css(a), css(b)), 6)
  // #767676 on white: the lightest grey that passes 4.5:1.
  expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeGreaterThanOrEqual(4.5)
  expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeLessThan(4.5)
})

test('a computed colour in any syntax Chromium gives is read as 8-bit sRGB with its opacity', () => {
  expect(parseColour('rgb(255, 255, 255)')).toEqual([255, 255, 255, 1])
  expect(parseColour('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0, 0.5])
  expect(parseColour('oklch(0.208 0.042 265.755)')).toEqual([15, 23, 43, 1])
  expect(parseColour('color(srgb 1 0 0 / 0.25)')).toEqual([255, 0, 0, 0.25])
  expect(parseColour('rgba(0, 0, 0, 0)')[3]).toBe(0)
})

test('a translucent text is blended over what is behind it, as the browser blends', () => {
  expect(over([255, 255, 255, 0.5], [0, 0, 0])).toEqual([128, 128, 128])
  expect(over([255, 255, 255, 1], [10, 20, 30])).toEqual([255, 255, 255])
})

test('large text is 24px, or 18.66px and bold; it needs 3:1, any other 4.5:1', () => {
  expect(requiredRatio(24, 400)).toBe(3)
  expect(requiredRatio(23.9, 600)).toBe(4.5)
  expect(requiredRatio(18.66, 700)).toBe(3)
  expect(requiredRatio(18.66, 600)).toBe(4.5)
  expect(requiredRatio(16, 700)).toBe(4.5)
})

test('the worst pixel of a gradient inside the box is found, not its average nor what is outside the box', () => {
  // White text over a gradient from black (left) to white (right), 100 px wide.
  const gradient = picture(100, 20, (x) => [
    Math.round((x / 99) * 255),
    Math.round((x / 99) * 255),
    Math.round((x / 99) * 255),
  ])
  const white = parseColour('#ffffff')
  const dark = worstPixel(gradient, { x: 0, y: 0, width: 40, height: 20 }, white)
  expect(dark?.background).toEqual([100, 100, 100])
  expect(dark?.ratio).toBeCloseTo(contrastRatio([255, 255, 255], [100, 100, 100]), 6)
  expect(dark?.flat).toBe(false)
  expect(dark?.pixels).toBe(40 * 20)
  // The same text further right stands on light pixels only: it fails there.
  const light = worstPixel(gradient, { x: 60, y: 0, width: 40, height: 20 }, white)
  expect(light?.ratio).toBeLessThan(1.7)
})

test('a pixel the box only grazes is left to what is beside it; a box with no whole pixel measures nothing', () => {
  // A white card (x < 50) beside a black block: a box ending at 50.5 px takes none of the black.
  const halves = picture(100, 10, (x) => (x < 50 ? [255, 255, 255] : [0, 0, 0]))
  const black = parseColour('#000000')
  const inside = worstPixel(halves, { x: 10.4, y: 0, width: 40.1, height: 10 }, black)
  expect(inside?.ratio).toBeCloseTo(21, 6)
  expect(inside?.flat).toBe(true)
  expect(inside?.pixels).toBe(39 * 10)
  expect(worstPixel(halves, { x: 10, y: 0, width: 41, height: 10 }, black)?.ratio).toBe(1)
  expect(worstPixel(halves, { x: 10.2, y: 2.2, width: 0.6, height: 5 }, black)).toBeUndefined()
})

test('a translucent text is measured over each pixel it is blended with', () => {
  const grey = picture(10, 10, () => [119, 119, 119])
  // Black at half opacity over #777 is #3c3c3c: 2.3:1 against #777, where opaque black reads 4.7:1.
  const sample = worstPixel(grey, { x: 0, y: 0, width: 10, height: 10 }, [0, 0, 0, 0.5])
  expect(sample?.text).toEqual([60, 60, 60])
  expect(sample?.ratio).toBeCloseTo(contrastRatio([60, 60, 60], [119, 119, 119]), 6)
  expect(sample?.ratio).toBeLessThan(3)
})

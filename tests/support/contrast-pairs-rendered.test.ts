/**
 * The list of colour pairs checked against the render (./contrast-pairs-rendered.ts): a text drawn in
 * one token on another is a pair the list must hold, in the context it was drawn in.
 */
import { expect, test } from 'vitest'
import type { Rgb } from './contrast-maths'
import { type FlatText, unlistedPairs } from './contrast-pairs-rendered'

const TOKENS = {
  white: '#ffffff',
  'slate-900': 'oklch(20.8% .042 265.755)',
  'slate-50': '#f8fafc',
  'red-700': '#c10007',
}
const colour = {
  white: [255, 255, 255],
  'slate-900': [15, 23, 43],
  'slate-50': [248, 250, 252],
  'red-700': [193, 0, 7],
}

function drawn(foreground: keyof typeof colour, background: keyof typeof colour, inverse = false): FlatText {
  const text = {
    text: `${foreground} on ${background}`,
    colour: '',
    opacity: 1,
    fontSize: 16,
    fontWeight: 400,
    inverse,
    boxes: [],
    where: 'p',
  }
  return { text, drawn: colour[foreground] as unknown as Rgb, background: colour[background] as unknown as Rgb }
}

test('a pair of tokens the list holds is no finding; one it lacks is named once, with the first text drawn in it', () => {
  const tokens = { page: TOKENS, inverse: TOKENS }
  expect(unlistedPairs([drawn('slate-900', 'white'), drawn('slate-900', 'slate-50')], tokens).size).toBe(0)
  const found = unlistedPairs([drawn('red-700', 'slate-50'), drawn('red-700', 'slate-50')], tokens)
  expect([...found]).toEqual([['page: red-700 on slate-50', '"red-700 on slate-50" (p)']])
})

test('a pair is looked up in the context it was drawn in; a colour no token has is no pair', () => {
  const tokens = { page: TOKENS, inverse: TOKENS }
  // Headings on the page's white are listed for the page, not inside the dark blocks.
  expect([...unlistedPairs([drawn('slate-900', 'white', true)], tokens).keys()]).toEqual([
    'inverse: slate-900 on white',
  ])
  const blend: FlatText = { ...drawn('slate-900', 'white'), background: [128, 128, 128] }
  expect(unlistedPairs([blend], tokens).size).toBe(0)
})

/**
 * The colours of the palette (./brand-palette.ts) that no brand changes: Tailwind's own in the light
 * scheme, the dark scheme's notices, and what the dark blocks keep in the dark scheme. Build time only.
 */
import Color from 'colorjs.io'
import tailwindColours from 'tailwindcss/colors'

type Shades = Record<string, { hex: string }>

/** A literal colour (a Tailwind default in OKLCH, or hex) as #rrggbb. */
export function literalHex(colour: string): string {
  return new Color(colour).to('srgb').toString({ format: 'hex', collapse: false })
}

/** The colours the dark scheme keeps whatever the brand (messages and notices: red and green). */
export const DARK_FIXED: Record<string, string> = {
  'red-50': '#2b1216',
  'red-300': '#7a2a31',
  'red-600': '#f87171',
  'red-700': '#fca5a5',
  'red-950': '#ffe4e6',
  'emerald-50': '#0c2a20',
  'emerald-300': '#1d6b50',
  'emerald-950': '#d1fae5',
}
/** What the dark blocks keep in the dark scheme: white. */
export const INVERSE_DARK_FIXED: Record<string, string> = {
  white: '#ffffff',
}

export const fixed = (colours: Record<string, string>): Shades =>
  Object.fromEntries(Object.entries(colours).map(([token, hex]) => [token, { hex: literalHex(hex) }]))

/** Tailwind's own colours the light scheme uses as they are (the dark scheme too, for amber): white, slate, red, emerald, amber. */
export function tailwindLight(): Shades {
  const { slate, red, emerald, amber } = tailwindColours
  const named = { slate, red, emerald, amber }
  const steps = Object.entries(named).flatMap(([name, scale]) =>
    Object.entries(scale).map(([step, value]) => [`${name}-${step}`, value] as const),
  )
  return fixed({ white: '#ffffff', ...Object.fromEntries(steps) })
}

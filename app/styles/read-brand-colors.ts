/**
 * The brand colours for the few places that need a literal colour rather than a class: the browser's
 * UI tint, the web app manifest, the share images and the icons. They come from the same checked
 * palette as the stylesheet's tokens (./brand-contrast.ts, made from content/settings.yaml). Runs in
 * Node only: the content layer (app/content/read-content.ts) runs it at build time and the bundle
 * gets plain data.
 */
import type { BrandSettings } from '../config/configuration-schema.ts'
import { brandPalette } from './brand-contrast.ts'

const BRAND_STEPS = ['200', '800', '900', '950'] as const

export function readBrandColors({ brand: settings }: { brand: BrandSettings }) {
  const palette = brandPalette(settings.brandColour, settings.accentColour)
  const brand = Object.fromEntries(
    BRAND_STEPS.map((step) => [step, palette.light[`brand-${step}`]?.hex ?? settings.brandColour]),
  ) as Record<(typeof BRAND_STEPS)[number], string>
  return {
    /** The light scheme's brand steps (`--color-brand-<step>`). */
    brand,
    /** The owner's brand colour as the buttons show it (`--color-brand`). */
    fill: palette.light.brand?.hex ?? settings.brandColour,
    /** The page surface in the dark scheme (`--color-white` there). */
    darkSurface: palette.dark.white?.hex ?? '#000000',
    /** A light tint of the accent, for the address on the share images. */
    highlight: palette.shareHighlight,
  }
}

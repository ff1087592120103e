/**
 * The brand colours for what cannot use a CSS class (share images, the browser's UI tint, the web
 * app manifest): the checked palette made from content/settings.yaml (app/styles/read-brand-colors.ts),
 * read by the content layer.
 */
import { entries } from './replaced-at-build/brand-colors'

export const brandColors = entries.brand

/** The share images' address line: a light tint of the accent. */
export const brandHighlight = entries.highlight

/** The gradient of the dark blocks (hero, page headers, footer) as a CSS value. */
export const brandGradient = `linear-gradient(135deg, ${entries.brand[950]}, ${entries.brand[900]} 55%, ${entries.brand[800]})`

/**
 * The brand colours for what cannot use a CSS class (share images, icons rendered at build time):
 * read from app/styles/app.css, their one source, by the content layer.
 */
import { entries } from './replaced-at-build/brand-colors'

export const brandColors = entries.brand

/** The gradient of the dark blocks (hero, page headers, footer) as a CSS value. */
export const brandGradient = `linear-gradient(135deg, ${entries.brand[950]}, ${entries.brand[900]} 55%, ${entries.brand[800]})`

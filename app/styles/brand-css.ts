/**
 * The stylesheet's colour tokens from the checked brand palette (./brand-contrast.ts), as CSS that
 * pipeline/vite-plugins/brand-plugin.ts appends to app/styles/app.css before Tailwind reads it: the
 * brand and accent shades in `@theme` (Tailwind writes out those the classes use), the dark scheme's
 * tokens, and the dark blocks (`inverse-block`), which keep light text on a deep brand gradient in
 * both schemes. Build time only.
 */
import { INVERSE_KEEPS_LIGHT, type Palette, type Shades } from './brand-palette.ts'

/** The brand as a fill, its hover and the text on it (dark on a light brand, white on a dark one). */
const BRAND_FILL = ['brand', 'brand-hover', 'on-brand']
/** The main button of the dark blocks: white on a dark brand, the brand's own fill on a light one (app/styles/light-brand.ts). */
const BLOCK_ACTION = ['block-action', 'block-action-hover', 'on-block-action']
/** The mark beside the name (header and footer): the owner's colour in both schemes, so only @theme has it. */
const MARK = ['mark', 'on-mark']
/** The tokens app/styles/app.css's @theme had by hand before they were derived, in that order, and the fill's. */
const THEME_TOKENS = [
  ...['50', '100', '200', '500', '600', '700', '800', '900', '950'].map((step) => `brand-${step}`),
  ...['500', '600', '700'].map((step) => `accent-${step}`),
  ...BRAND_FILL,
  ...BLOCK_ACTION,
  ...MARK,
]
/** What the dark scheme redefines, in the order of the roles (page and neutrals, brand, accent, notices). */
const DARK_TOKENS = [
  'white',
  ...['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map((step) => `slate-${step}`),
  ...['50', '100', '200', '500', '600', '700', '800', '900', '950'].map((step) => `brand-${step}`),
  'accent-600',
  ...BRAND_FILL,
  ...['50', '300', '600', '700', '950'].map((step) => `red-${step}`),
  ...['50', '300', '950'].map((step) => `emerald-${step}`),
]
const INVERSE_DARK_TOKENS = ['white', ...INVERSE_KEEPS_LIGHT, 'brand-800', 'brand-900', 'brand-950', ...BLOCK_ACTION]

function declarations(tokens: string[], ...sources: Shades[]): string {
  return tokens
    .map((token) => {
      const shade = sources.map((source) => source[token]).find(Boolean)
      if (!shade) throw new Error(`The brand palette lacks --color-${token}`)
      return `--color-${token}: ${shade.hex};`
    })
    .join('\n')
}

export function brandCss(palette: Palette): string {
  return `
/* The brand's shades, made from content/settings.yaml at build (pipeline/vite-plugins/brand-plugin.ts). */
@theme {
${declarations(THEME_TOKENS, palette.light)}
}
:root {
--color-focus: var(--color-brand-600);
}
@media screen and (prefers-color-scheme: dark) {
:root {
${declarations(DARK_TOKENS, palette.dark)}
}
}
@utility inverse-block {
--color-focus: var(--color-brand-200);
@media screen and (prefers-color-scheme: dark) {
${declarations(INVERSE_DARK_TOKENS, palette.inverseDark, palette.light)}
}
}
`
}

/**
 * The same tokens as plain CSS rules, to try another brand on a page whose stylesheet is built: the
 * browser tests insert them into a loaded page (tests/support/try-brand.ts) and run axe again.
 */
export function brandRules(palette: Palette): string[] {
  return [
    `:root { ${declarations(THEME_TOKENS, palette.light)} }`,
    `@media screen and (prefers-color-scheme: dark) { :root { ${declarations(DARK_TOKENS, palette.dark)} } .inverse-block { ${declarations(INVERSE_DARK_TOKENS, palette.inverseDark, palette.light)} } }`,
  ]
}

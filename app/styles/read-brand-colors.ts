/**
 * The brand colours as the stylesheets define them, for the few places that need a literal colour
 * rather than a class: the browser's UI tint, the web app manifest, the share images and the icons.
 * Reading them from the CSS keeps app/styles/app.css their one source. Runs in Node only: the content
 * layer (app/content/read-content.ts) runs it at build time and the bundle gets plain data.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const BRAND_STEPS = ['200', '700', '800', '900', '950'] as const

/** The custom properties declared in the first block that `opening` ends at (it must end with `{`). */
function declarations(file: string, opening: RegExp): Map<string, string> {
  const css = readFileSync(resolve('app/styles', file), 'utf8')
  const start = opening.exec(css)
  if (start === null) throw new Error(`app/styles/${file}: no block matching ${opening}`)
  const body = css.slice(start.index + start[0].length, css.indexOf('}', start.index + start[0].length))
  return new Map([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', match[2]?.trim() ?? '']))
}

function required(tokens: Map<string, string>, name: string, file: string): string {
  const value = tokens.get(name)
  if (value === undefined) throw new Error(`app/styles/${file} must declare --${name}`)
  return value
}

export function readBrandColors() {
  const theme = declarations('app.css', /@theme\s*\{/)
  const dark = declarations('color-schemes.css', /prefers-color-scheme: dark\)\s*\{\s*:root\s*\{/)
  const brand = Object.fromEntries(
    BRAND_STEPS.map((step) => [step, required(theme, `color-brand-${step}`, 'app.css')]),
  ) as Record<(typeof BRAND_STEPS)[number], string>
  return {
    /** The light scheme's brand steps (`--color-brand-<step>` in @theme). */
    brand,
    /** The page surface in the dark scheme (`--color-white` there). */
    darkSurface: required(dark, 'color-white', 'color-schemes.css'),
  }
}

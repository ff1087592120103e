/**
 * Which states of a page the contrast check on pixels photographs (./pixel-contrast.ts): the five
 * brands (./try-brand.ts), each in the light and the dark scheme, at 1280 and 375 px.
 *
 * All 20 states of every page cost about a third of a CPU-second each (a capture is paid by the
 * pixel: docs/decisions/039-contrast-proven-on-pixels.md), more than npm test's budget allows, so a
 * page is photographed in 10 of them: every brand in both schemes, its light on one width and its
 * dark on the other, the widths alternating from brand to brand and from page to page. So every
 * page is seen in each brand, each scheme and each width, each brand on each page in both schemes and
 * at both widths, and every brand in every scheme at every width on some page. `CONTRAST_EVERY_STATE=1`
 * photographs all 20.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { toolEnvironment } from './test-environment'
import { FIVE_BRANDS } from './try-brand'

export type Scheme = 'light' | 'dark'
/** A brand by name; no colour: the one the build was made with, its own stylesheet. */
type Brand = { name: string; colour?: string }
export type State = { width: number; scheme: Scheme; brand: Brand }

const WIDTHS = [1280, 375] as const

/**
 * The five brands, the one the build was made with (`builtColour`) as the build's own stylesheet
 * rather than a palette inserted, and `builtColour` added as a sixth brand when it is none of them.
 */
function brandsOf(builtColour: string): Brand[] {
  const five = Object.entries(FIVE_BRANDS).map(([name, colour]) =>
    colour.toLowerCase() === builtColour.toLowerCase() ? { name } : { name, colour },
  )
  return five.some((brand) => !brand.colour) ? five : [...five, { name: `the build’s own ${builtColour}` }]
}

/**
 * The states of the `index`th page checked (widths outermost: a new width lays the page out again,
 * a scheme or a brand only paints it again).
 */
export function statesFor(index: number, builtColour: string, every = toolEnvironment.CONTRAST_EVERY_STATE): State[] {
  const brands = brandsOf(builtColour)
  const all = WIDTHS.flatMap((width) =>
    (['light', 'dark'] as const).flatMap((scheme) => brands.map((brand) => ({ width, scheme, brand }))),
  )
  if (every) return all
  return all.filter(({ width, scheme, brand }) => {
    const lightWidth = WIDTHS[(index + brands.indexOf(brand)) % WIDTHS.length]
    return (width === lightWidth) === (scheme === 'light')
  })
}

/** The brand colour a build was made with: its content's settings file (app/config/settings-schema.ts). */
export function builtBrandColour(contentDir: string): string {
  const { brandColour } = parse(readFileSync(join(contentDir, 'settings.yaml'), 'utf8')) as { brandColour: string }
  return brandColour
}

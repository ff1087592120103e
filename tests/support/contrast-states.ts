/**
 * Which states of a page the contrast check on pixels photographs (./pixel-contrast.ts): the five
 * brands (./try-brand.ts, the build's own among them or a sixth), each in the light and the dark
 * scheme, at 1280 and 375 px: 20 states (24 with a sixth brand).
 *
 * A state costs by the pixel it draws (docs/decisions/039-contrast-proven-on-pixels.md, 053), so a
 * page is photographed once in each brand, the brand's scheme and width turning through the four
 * (1280 light, 1280 dark, 375 light, 375 dark) from brand to brand and from page to page: brand b on
 * the page of index p is seen in the ((b + p) mod 4)th. So:
 * - every page is seen in every brand, and in every scheme at every width (its five or six brands
 *   take four consecutive turns, so all four pairs of scheme and width);
 * - every brand is seen in every scheme at every width on every four consecutive pages: on three
 *   of every-page's twelve kinds (tests/e2e/every-page.spec.ts), on two pages a brand of
 *   tests/e2e/changed-content/page-sections.spec.ts (the owner's brand there, the list of pairs
 *   proves in all four: decision 039).
 * What passes unseen is a fault that needs one brand in one scheme on one page kind and no other:
 * each brand's scheme on a page is one, the dearer of the two halves of decision 039's ten. The
 * deliberate fault of page-sections.spec.ts keeps proving the check names a text that does not read.
 * `CONTRAST_EVERY_STATE=1` photographs all of them.
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
const SCHEMES = ['light', 'dark'] as const
/** The four turns a brand's state takes from brand to brand and page to page, widths outermost. */
const TURNS = WIDTHS.flatMap((width) => SCHEMES.map((scheme) => ({ width, scheme })))

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
  const all = TURNS.flatMap(({ width, scheme }) => brands.map((brand) => ({ width, scheme, brand })))
  if (every) return all
  return all.filter(({ width, scheme, brand }) => {
    const turn = TURNS[(index + brands.indexOf(brand)) % TURNS.length]
    return turn?.width === width && turn.scheme === scheme
  })
}

/** The brand colour a build was made with: its content's settings file (app/config/settings-schema.ts). */
export function builtBrandColour(contentDir: string): string {
  const { brandColour } = parse(readFileSync(join(contentDir, 'settings.yaml'), 'utf8')) as { brandColour: string }
  return brandColour
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { AXE_TAGS, describeViolations, VIOLATIONS_ONLY } from './axe-rules'

const require = createRequire(import.meta.url)

/**
 * axe as a page runs it: the package's minified build, the same rules as `axe.source` (its
 * unminified 1.3 MB) in 0.58 MB. Each evaluation sends the whole text through the DevTools protocol,
 * and the sending, not the running, is most of what it costs: a walk of many pages gives it to
 * `page.addInitScript` once instead (tests/e2e/every-page.spec.ts; decision 058).
 */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe on the page: every rule of AXE_TAGS, or `only` the rules named (./axe-rules.ts: the
 * colour rules again in another scheme, the layout rules again at another width), `except` those
 * named (the contrast a walk leaves to the check on pixels). Legacy mode runs
 * axe.run() in the page itself instead of collecting each frame's results in a second, blank page:
 * the same rules at a third of the time, and it loses only cross-origin frames, which no page of
 * ours has (default-src 'none' allows no frame at all).
 */
export async function expectNoViolations(
  page: Page,
  label: string,
  { only, except = [] }: { only?: string[]; except?: string[] } = {},
) {
  // A colour still easing from one scheme (or hover state) to the next reads as low contrast: wait
  // for every transition that ends to have ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
  // AxeBuilder evaluates axe's source in the page twice on every analyze (to look for runPartial,
  // then in each frame): put it in once per document (or not at all, where an init script did), and
  // hand AxeBuilder a source that does nothing. Two checks of a page (two widths, two schemes) cost a
  // third less of Chromium's CPU.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  // A copy: AxeBuilder keeps the object it is given and writes the rules chosen below into it.
  const builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).options({ ...VIOLATIONS_ONLY })
  const rules = only?.filter((rule) => !except.includes(rule))
  const chosen = rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS).disableRules(except)
  const { violations } = await chosen.analyze()
  expect(describeViolations(violations), `${label}: axe violations`).toEqual([])
}

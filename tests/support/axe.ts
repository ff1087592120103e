import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'
import { AXE_TAGS, describeViolations, VIOLATIONS_ONLY } from './axe-rules'

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
  // AxeBuilder evaluates axe's 560 kB source in the page twice on every analyze (to look for
  // runPartial, then in each frame): put it in once per document, and hand AxeBuilder a source that
  // does nothing. Two checks of a page (two widths, two schemes) cost a third less of Chromium's CPU.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // A copy: AxeBuilder keeps the object it is given and writes the rules chosen below into it.
  const builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).options({ ...VIOLATIONS_ONLY })
  const rules = only?.filter((rule) => !except.includes(rule))
  const chosen = rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS).disableRules(except)
  const { violations } = await chosen.analyze()
  expect(describeViolations(violations), `${label}: axe violations`).toEqual([])
}

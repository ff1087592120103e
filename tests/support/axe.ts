import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0–2.2 A and AA, plus axe's best practices (landmarks, one h1, …): zero violations of any impact. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
/** The rules whose outcome depends on colours, so the only ones worth running again in another scheme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe on the page. Legacy mode runs axe.run() in the page itself instead of collecting each
 * frame's results in a second, blank page: the same rules at a third of the time, and it loses
 * only cross-origin frames, which no page of ours has (default-src 'none' allows no frame at all).
 */
export async function expectNoViolations(page: Page, label: string, { colourOnly = false } = {}) {
  // A colour still easing from one scheme (or hover state) to the next reads as low contrast: wait
  // for every transition that ends to have ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
  const builder = new AxeBuilder({ page }).setLegacyMode(true)
  const { violations } = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(TAGS)).analyze()
  const summary = violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `${label}: axe violations`).toEqual([])
}

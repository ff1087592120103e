import type { Result, RunOptions } from 'axe-core'

/** WCAG 2.0–2.2 A and AA, plus axe's best practices (landmarks, one h1, …): zero violations of any impact. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The rules whose outcome depends on colours, so the only ones worth running again in another scheme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The rules that need a rendered page: colours, sizes and positions on screen. Every other rule reads
 * only the document, and runs over the built HTML (tests/support/axe-over-html.ts), where it also
 * sees what a browser hides until a visitor opens it (a closed question's answer, a closed menu).
 */
export const LAYOUT_RULES = [...COLOUR_RULES, 'target-size', 'scrollable-region-focusable']

/**
 * What the contrast check on rendered pixels proves on every page type, in both schemes, at both
 * widths and for five brands (tests/support/pixel-contrast.ts), where axe leaves a text over a gradient
 * or a photo "incomplete": the page walks leave it out (docs/decisions/039-contrast-proven-on-pixels.md).
 */
export const PIXEL_CHECKED_RULES = ['color-contrast']

/**
 * What every axe run here asks for: full details of the violations alone. axe otherwise writes a
 * CSS selector for every element of every rule that passed, most of its time over a page's HTML
 * (1.77 s of a home page's check, 0.97 s without).
 */
export const VIOLATIONS_ONLY: Readonly<RunOptions> = Object.freeze({ resultTypes: ['violations' as const] })

/** axe's violations as lines a failing test prints: impact, rule, what it asks, and up to three elements. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
}

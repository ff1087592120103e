import type { Page } from '@playwright/test'
import { allTags, articles } from '../../app/content/insights'
import { indexablePages, pages } from '../../app/content/page-list'
import { AXE_SOURCE, expectNoViolations } from '../support/axe'
import { LAYOUT_RULES, PIXEL_CHECKED_RULES } from '../support/axe-rules'
import { builtBrandColour, statesFor } from '../support/contrast-states'
import { expect, test, waitForHydration } from '../support/fixtures'
import { HTML_CODESNIFFER_SOURCE, htmlCodeSnifferErrors } from '../support/html-codesniffer'
import { expectReadableOnPixels } from '../support/pixel-contrast'
import { someService } from '../support/some-service'
import { SAMPLE_CONTENT_DIR } from '../support/test-environment'

// What every page must do, checked in one visit per page: a new page is one more step here, a new
// rule for all pages one more step of that visit. The fixture fails a walk on any console error or
// warning, uncaught exception, failed request or CSP violation.

const visits = [
  ...indexablePages().map(({ path }) => ({ path, status: 200 })),
  { path: '/no-such-page', status: 404 },
  { path: '/services/no-such-service', status: 404 },
  { path: '/deep/unknown/path', status: 404 },
]

/**
 * A page of each kind (each route module of app/routes/ but the terms, which are the privacy page's
 * component with other words, and the owner's pages: tests/e2e/changed-content/page-sections.spec.ts),
 * photographed in the states of tests/support/contrast-states.ts by the contrast check on pixels.
 */
const onePageOfEachKind = [
  ...[
    pages.home,
    pages.about,
    pages.services,
    pages.caseStudies,
    pages.insights,
    pages.contact,
    pages.privacy,
    pages.sitemap,
  ].map((page) => page.path),
  someService(0).path,
  articles[0]?.path,
  allTags()[0]?.path,
  '/no-such-page',
].filter((path) => path !== undefined)
const BUILT_BRAND = builtBrandColour(SAMPLE_CONTENT_DIR)

/**
 * One visit: loads `path` in the light scheme at 1280px, with the motion a visitor's browser allows
 * by default (the other specs ask for less), then checks it there and at 375px on that load.
 */
async function visit(page: Page, pageErrors: string[], { path, status }: { path: string; status: number }) {
  const errorsBefore = pageErrors.length
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: null, reducedMotion: 'no-preference' })
  const response = await page.goto(path)

  await test.step('answers with its status and its own policy', async () => {
    expect(response?.status()).toBe(status)
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'")
  })

  await test.step('has one h1 and the header, nav, main and footer landmarks', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
  })

  // Icons are decoration next to words that carry the meaning: a screen reader must skip every
  // one, and each must be drawn (a Lucide icon that failed to render leaves an empty <svg>).
  await test.step('draws every icon and hides it from screen readers', async () => {
    expect(await page.locator('svg').count(), 'the page has icons').toBeGreaterThan(0)
    await expect(page.locator('svg:not([aria-hidden="true"])')).toHaveCount(0)
    await expect(page.locator('svg:not(:has(path, circle, rect))')).toHaveCount(0)
  })

  // Only a page's first photo may be fetched at once (its largest on arrival, with high priority).
  await test.step('gives every image alt text, a size and a srcset, loading lazily after the first', async () => {
    const images = await page.locator('img').evaluateAll((elements) =>
      elements.map((element) => ({
        src: element.getAttribute('src'),
        alt: element.getAttribute('alt') ?? '',
        width: Number(element.getAttribute('width')),
        height: Number(element.getAttribute('height')),
        srcset: element.getAttribute('srcset') ?? '',
        loading: element.getAttribute('loading'),
        priority: element.getAttribute('fetchpriority'),
      })),
    )
    for (const [index, { src, alt, width, height, srcset, loading, priority }] of images.entries()) {
      expect(alt.trim(), `${src} alt`).not.toBe('')
      expect(width * height, `${src} width and height`).toBeGreaterThan(0)
      expect(srcset, `${src} srcset`).toMatch(/ 320w, .* 640w/)
      if (index > 0) expect(loading, `${src} loading`).toBe('lazy')
      expect(loading === 'eager', `${src} eager exactly when fetched first`).toBe(priority === 'high')
    }
    const heroImage = page.locator('#hero img')
    if ((await heroImage.count()) > 0) await expect(heroImage).toHaveAttribute('fetchpriority', 'high')
  })

  await waitForHydration(page)

  await test.step('applies every style attribute the server rendered (the policy allows them)', async () => {
    const blocked = await page.evaluate(() =>
      [...document.querySelectorAll('[style]')]
        .filter((element) => (element.getAttribute('style') ?? '').trim() !== '')
        .filter((element) => element instanceof HTMLElement && element.style.length === 0)
        .map((element) => element.outerHTML.slice(0, 120)),
    )
    expect(blocked).toEqual([])
  })

  // A backdrop filter has the compositor blur what lies behind it on each frame of a scroll: the
  // header is opaque instead (docs/decisions/063-a-header-without-backdrop-blur.md).
  await test.step('has no backdrop filter for the compositor to redo on each frame', async () => {
    const filtered = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((element) => getComputedStyle(element).backdropFilter !== 'none')
        .map((element) => element.outerHTML.slice(0, 120)),
    )
    expect(filtered).toEqual([])
  })

  // The checker outside reviewers run on the production build (the W3C Nu HTML Checker and Google's
  // CSP Evaluator read the files and headers: tests/built-site/validators.test.ts).
  await test.step('HTML_CodeSniffer finds no WCAG 2 AA error (the level pa11y reports)', async () => {
    expect(await htmlCodeSnifferErrors(page), `${path}: HTML_CodeSniffer errors`).toEqual([])
  })

  // Blocks fade in as they scroll into view; with reduced motion the page shows every block as
  // it ends up, which is what axe must judge (a block caught mid-fade reads as low contrast).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // Only the rules that need the rendered page: the rest read the document alone, which is the
  // prerendered HTML here (a walk never presses the form, whose island is fetched on a first press),
  // and run over each page's HTML with its closed parts open (tests/built-site/axe-over-html.test.ts).
  // Contrast is measured on the pixels, in both schemes, at both widths and for five brands, on a
  // page of each kind (the step below, tests/support/pixel-contrast.ts): not again by axe here.
  await test.step('has no accessibility violation of a rule that depends on layout', async () => {
    await expectNoViolations(page, path, { only: LAYOUT_RULES, except: PIXEL_CHECKED_RULES })
  })

  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  await test.step('fits 1280px without scrolling sideways', async () => {
    expect(await sideways()).toBeLessThanOrEqual(0)
  })

  await test.step('opens the SERVICES dropdown', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'SERVICES' }).click()
    await expect(nav.getByRole('link', { name: 'All services' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'All services' })).toBeHidden()
  })

  const kind = onePageOfEachKind.indexOf(path)
  if (kind >= 0) {
    await test.step('every text reads on the pixels behind it, for five brands, light and dark, 1280 and 375px', async () => {
      // The footer, the same on every page, is measured on the first.
      await expectReadableOnPixels(page, path, statesFor(kind, BUILT_BRAND), { footer: kind === 0 })
    })
  }

  await test.step('at 375px, has no accessibility violation of a rule that depends on layout, and opens the mobile menu', async () => {
    await page.setViewportSize({ width: 375, height: 740 })
    expect(await sideways(), 'scrolls sideways at 375px').toBeLessThanOrEqual(0)
    await expectNoViolations(page, `${path} at 375px`, { only: LAYOUT_RULES, except: PIXEL_CHECKED_RULES })
    await page.getByRole('button', { name: 'Toggle menu', exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  })

  // The fixture fails the walk on these at its end; here they fail the step of the page they came from.
  expect(
    pageErrors.slice(errorsBefore),
    `${path}: console errors, warnings, uncaught exceptions or failed requests`,
  ).toEqual([])
}

// The pages are walked in a few page objects rather than one context each: a context cost more CPU
// than most checks of a visit (docs/decisions/032-tests-in-the-headless-shell.md). Four walks keep
// both workers busy; each page is a step, named by its address, with the checks as its steps.
const WALKS = 4
for (let walk = 0; walk < WALKS; walk += 1) {
  const mine = visits.filter((_, index) => index % WALKS === walk)
  test(`every page, walk ${walk + 1} of ${WALKS}: each answers its status, is well formed, accessible and fits 375px, and its menus open`, async ({
    page,
    pageErrors,
  }) => {
    // A page photographed for its contrast takes up to as long again as its other checks (five
    // states: about half as long), and HTML_CodeSniffer about a tenth more (under npm test's load:
    // 0.8 s a page at the most).
    test.setTimeout(
      (mine.length + mine.filter(({ path }) => onePageOfEachKind.includes(path)).length) * 20_000 + mine.length * 2_000,
    )
    // Both checkers are in every page of the walk: handed to Chromium once, each document runs them
    // from there, where evaluating them after each load sent 0.9 MB through the protocol a page
    // (0.2 CPU-s; docs/decisions/058-checkers-sent-once-a-walk.md). They only define themselves.
    await page.addInitScript(AXE_SOURCE)
    await page.addInitScript(HTML_CODESNIFFER_SOURCE)
    for (const one of mine) await test.step(`${one.path} (${one.status})`, () => visit(page, pageErrors, one))
  })
}

import { readBudgets, visitorPages } from '../support/budgets'
import { expect, test } from '../support/fixtures'
import { TEST_BUILD_DIR } from '../support/test-environment'

// What a visitor's browser downloads, against the byte budgets of bench/budgets.json; the budgets
// over the built files, the form's island among them, are checked in tests/built-site/budgets.test.ts.
// The island itself comes only when the visitor touches the form: tests/e2e/contact.spec.ts.
const { kb, pageBudget } = readBudgets()
const pagePaths = visitorPages(TEST_BUILD_DIR)

test.describe('in the browser, on a phone, a visitor who only reads', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  // One page object reads every page in turn, its cache emptied before each as a first visit's:
  // a test per page spent most of its time starting a browser context (docs/developer-guide.md "Tests").
  test(`downloads at most ${kb(pageBudget)} of JavaScript on each page, the form's pages included, none of it the form's and all after first paint`, async ({
    page,
  }) => {
    test.setTimeout(pagePaths.length * 5_000)
    const cdp = await page.context().newCDPSession(page)
    for (const path of pagePaths) {
      await test.step(`${path}: at most ${kb(pageBudget)}`, async () => {
        await cdp.send('Network.clearBrowserCache')
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        const { scripts, firstPaint } = await page.evaluate(() => ({
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
            .map((entry) => ({
              url: entry.name,
              bytes: (entry as PerformanceResourceTiming).encodedBodySize,
              start: entry.startTime,
            })),
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }))
        const total = scripts.reduce((sum, script) => sum + script.bytes, 0)
        expect(
          total,
          `${path}:\n${scripts.map((script) => `${kb(script.bytes)} ${script.url}`).join('\n')}`,
        ).toBeLessThanOrEqual(pageBudget)
        // The enquiry form's island waits for the visitor's touch, which a reader never gives.
        expect(scripts.filter((script) => script.url.includes('/assets/contact-island'))).toEqual([])
        // Whatever JavaScript there is starts downloading after the page has painted.
        for (const script of scripts) expect(script.start, `${path}: ${script.url}`).toBeGreaterThanOrEqual(firstPaint)
      })
    }
  })
})

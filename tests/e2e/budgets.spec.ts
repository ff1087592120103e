import { pages } from '../../app/content/page-list'
import { readBudgets, visitorPages } from '../support/budgets'
import { expect, test } from '../support/fixtures'
import { TEST_BUILD_DIR } from '../support/test-environment'

// What a visitor's browser downloads, against the byte budgets of bench/budgets.json; the budgets
// over the built files are checked in tests/built-site/budgets.test.ts.
const { kb, pageBudget, formPageBudget } = readBudgets()
const pagePaths = visitorPages(TEST_BUILD_DIR)

test.describe('in the browser, on a phone, a visitor who only reads', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  // One page object reads every page in turn, its cache emptied before each as a first visit's:
  // a test per page spent most of its time starting a browser context (docs/developer-guide.md "Tests").
  test(`downloads at most ${kb(pageBudget)} of JavaScript on each page (${kb(formPageBudget)} on /contact), all after first paint`, async ({
    page,
  }) => {
    test.setTimeout(pagePaths.length * 5_000)
    const cdp = await page.context().newCDPSession(page)
    for (const path of pagePaths) {
      const budget = path === pages.contact.path ? formPageBudget : pageBudget
      await test.step(`${path}: at most ${kb(budget)}`, async () => {
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
        ).toBeLessThanOrEqual(budget)
        // Whatever JavaScript there is starts downloading after the page has painted.
        for (const script of scripts) expect(script.start, `${path}: ${script.url}`).toBeGreaterThanOrEqual(firstPaint)
      })
    }
  })
})

test('in the browser, the contact page requests scripts, styles and fonts from its own origin only', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!['script', 'stylesheet', 'font'].includes(request.resourceType())) return
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) foreign.push(request.url())
  })
  await page.goto('/contact')
  await page.locator('[data-contact-form="ready"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})

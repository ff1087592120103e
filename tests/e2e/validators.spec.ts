import { createRequire } from 'node:module'
import { indexablePages } from '../../app/content/page-list'
import { expect, test, waitForHydration } from '../support/fixtures'

// The checks outside reviewers run on the production build, run here over every page in Chromium;
// the W3C Nu HTML Checker and Google's CSP Evaluator read the files and headers
// (tests/built-site/validators.test.ts).

const require = createRequire(import.meta.url)
const paths = [...indexablePages().map((page) => page.path), '/no-such-page', '/services/no-such-service']

test.describe('HTML_CodeSniffer', () => {
  // The checker is injected as a script, which the page's own CSP rightly refuses.
  test.use({ bypassCSP: true })

  test('finds no WCAG 2 AA error on any page (the level pa11y reports)', async ({ page }) => {
    test.setTimeout(90_000)
    const results: string[] = []
    for (const path of paths) {
      await page.goto(path)
      await waitForHydration(page)
      await page.addScriptTag({ path: require.resolve('html_codesniffer/build/HTMLCS.js') })
      const errors = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS
            sniffer.process('WCAG2AA', document, () => {
              resolve(
                sniffer
                  .getMessages()
                  .filter((message) => message.type === 1)
                  .map((message) => `${message.code}: ${message.element.outerHTML.slice(0, 100)}`),
              )
            })
          }),
      )
      results.push(`${path}: ${errors.length}`)
      expect(errors, path).toEqual([])
    }
    test.info().annotations.push({ type: 'HTML_CodeSniffer errors', description: results.join(', ') })
  })
})

type HtmlCodeSniffer = {
  process: (standard: string, root: Document, done: () => void) => void
  getMessages: () => { type: number; code: string; element: Element }[]
}

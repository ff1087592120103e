/**
 * HTML_CodeSniffer, the engine pa11y reports with, over the page open now: its WCAG 2 AA errors, one
 * line each. The checker is evaluated in the page rather than added as a script, which the page's own
 * policy rightly refuses, so it runs on a visit of tests/e2e/every-page.spec.ts as the visitor has it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)
/** The checker's text, which a walk of many pages gives to `page.addInitScript` once (as ./axe.ts's AXE_SOURCE). */
export const HTML_CODESNIFFER_SOURCE = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')

type HtmlCodeSniffer = {
  process: (standard: string, root: Document, done: () => void) => void
  getMessages: () => { type: number; code: string; element: Element }[]
}

/** Every error (not warning or notice) HTML_CodeSniffer finds at WCAG 2 AA on the page. */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(HTML_CODESNIFFER_SOURCE)
  return page.evaluate(
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
}

/**
 * axe's rules that read only the document, over every page as the test build wrote it: what a
 * browser hides until a visitor opens it (a question's answer, the menus) is checked too. The rules
 * that need a rendered page run in Chromium, at 1280 and 375 px (tests/e2e/every-page.spec.ts), but
 * contrast, which is measured on the pixels (tests/support/pixel-contrast.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { indexablePages } from '../../app/content/page-list'
import { ENQUIRY_ANSWERS, ENQUIRY_SENT_PAGE, pageFile } from '../../server/serving-rules.js'
import { documentViolations } from '../support/axe-over-html'
import { TEST_BUILD_DIR } from '../support/test-environment'

const files = [
  ...indexablePages().map(({ path }) => ({ path, file: pageFile(path) })),
  { path: '/no-such-page', file: '404.html' },
  // The pages a form post ends on: the sent page, and the one the endpoint fills (server/enquiry-handler.js).
  { path: ENQUIRY_SENT_PAGE, file: ENQUIRY_ANSWERS.sent },
  { path: '/api/v1.0/email/send', file: ENQUIRY_ANSWERS.notSent },
]

test('axe finds no violation of a rule that reads only the document, on any page, closed parts included', {
  timeout: 120_000,
}, async () => {
  const found: string[] = []
  for (const { path, file } of files) {
    const html = readFileSync(join(TEST_BUILD_DIR, 'client', file), 'utf8')
    for (const violation of await documentViolations(html, `http://127.0.0.1${path}`))
      found.push(`${path}: ${violation}`)
  }
  expect(found).toEqual([])
})

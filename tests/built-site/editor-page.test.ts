/**
 * /admin as the test build serves it: not for search engines, and the only page under the
 * editor's looser policy. What the owner does in it is in tests/e2e/editor*.spec.ts.
 */
import { expect, test } from 'vitest'
import { EDITOR_PATH } from '../../pipeline/editor/build-editor'
import { INBOX_PATH } from '../../pipeline/editor/inbox-page'
import { get } from '../support/built-site'
import { EDITOR_PORT } from '../support/test-environment'

test('/admin asks not to be indexed, is not in the sitemap, and only it gets the editor policy, without eval', async () => {
  const admin = await get(EDITOR_PATH)
  expect(admin.status).toBe(200)
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  const adminPolicy = admin.headers.get('content-security-policy') ?? ''
  // blob: reads a photo the owner uploads; the Git host's API is the one other origin.
  expect(adminPolicy).toContain(
    `connect-src 'self' data: blob: http://localhost:${EDITOR_PORT} http://127.0.0.1:${EDITOR_PORT}`,
  )
  expect(adminPolicy).toContain("script-src 'self';")
  expect(adminPolicy).not.toContain("'unsafe-eval'")
  expect(await (await get('/sitemap.xml')).text()).not.toContain(EDITOR_PATH)
  // The strip saying whether saves went live asks that API alone (pipeline/editor/save-status-panel.ts).
  const strip = await (await get(`${EDITOR_PATH}/save-status.js`)).text()
  expect(strip.match(/https?:\/\/[^"'\s`]+/g)).toEqual([`http://127.0.0.1:${EDITOR_PORT}/api/v3`])

  const home = (await get('/')).headers.get('content-security-policy') ?? ''
  expect(home).toMatch(/script-src 'self'[^;]*;/)
  // The inbox of enquiries (pipeline/editor/inbox-page.ts) is under the site's strict policy, not the editor's.
  const inbox = await get(INBOX_PATH)
  expect(await inbox.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  for (const [name, policy] of [
    ['the site', home],
    ['the inbox', inbox.headers.get('content-security-policy') ?? ''],
  ]) {
    for (const loosened of ["'unsafe-eval'", "'unsafe-inline'", 'localhost', 'data:', 'blob:']) {
      expect(policy, `${name}'s policy must not allow ${loosened}`).not.toContain(loosened)
    }
  }
})

// What lets the editor's browser test check the inbox with axe in two states for four
// (tests/support/editor-inbox.ts): its style changes nothing with the width, and with the scheme
// only its colours.
test('the inbox’s style has no rule for a width, and its dark scheme sets colours alone', async () => {
  const css = await (await get(`${EDITOR_PATH}/inbox.css`)).text()
  const atRules = css.match(/@[a-z-]+[^{]*/g) ?? []
  expect(atRules.map((rule) => rule.trim())).toEqual(['@media (prefers-color-scheme: dark)'])
  const dark = /@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}\s*\}/.exec(css)?.[1] ?? ''
  const declarations = dark
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
  expect(declarations.length).toBeGreaterThan(0)
  expect(declarations.filter((declaration) => !/^--[a-z]+: #[0-9a-f]{6}$/.test(declaration))).toEqual([])
})

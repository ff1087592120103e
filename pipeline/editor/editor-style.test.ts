// @vitest-environment node
/**
 * Our rules over Sveltia's styles (./editor-style.ts) are a stylesheet of /admin that its page links,
 * which its policy allows. What they select was seen in the pinned Sveltia's markup in Chromium
 * (issue 43): an optional colour field's picker beside its Clear button, disabled while the field is
 * empty, and a list's two actions side by side. The strip saying whether saves went live (./save-status-panel.ts)
 * brings its own script and style, on a build's /admin only.
 */
import { expect, test } from 'vitest'
import { adminPage, buildEditorContentSecurityPolicy } from './build-editor'
import { EDITOR_STYLE, EDITOR_STYLESHEET } from './editor-style'
import { SAVE_STATUS_STYLE } from './save-status-style'

test('/admin’s page links the rules, a stylesheet of /admin its policy allows, under the site’s path', () => {
  expect(adminPage('Content editor')).toContain(`<link rel="stylesheet" href="/admin/${EDITOR_STYLESHEET}">`)
  expect(adminPage('Content editor', '/repo')).toContain(
    `<link rel="stylesheet" href="/repo/admin/${EDITOR_STYLESHEET}">`,
  )
  expect(buildEditorContentSecurityPolicy(undefined)).toMatch(/style-src 'self'/)
  expect(EDITOR_STYLE).toContain("input[type='color']:has(~ button:disabled)::-webkit-color-swatch")
})

test('a build’s /admin loads the strip after the editor, with its style, under the site’s path; npm run editor’s page has none', () => {
  const page = adminPage('Content editor', '/repo')
  expect(page).toMatch(
    /sveltia-cms\.js"><\/script>\n<script src="\/repo\/admin\/preview\.js"><\/script>\n<script src="\/repo\/admin\/save-status\.js">/,
  )
  expect(page).toContain(`<style>${SAVE_STATUS_STYLE}</style>`)
  const local = adminPage('Content editor (this computer)', '', false, false)
  expect(local).not.toMatch(/save-status|preview\.js/)
})

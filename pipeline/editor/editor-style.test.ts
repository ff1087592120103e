// @vitest-environment node
/**
 * Our rules over Sveltia's styles (./editor-style.ts) are in /admin's page, in a style element its
 * policy allows. What they select was seen in the pinned Sveltia's markup in Chromium (issue 43): an
 * optional colour field's picker beside its Clear button, disabled while the field is empty, and a
 * list's two actions side by side. The strip saying whether saves went live (./save-status-panel.ts)
 * brings its own script and style, on a build's /admin only.
 */
import { expect, test } from 'vitest'
import { adminPage, buildEditorContentSecurityPolicy } from './build-editor'
import { EDITOR_STYLE } from './editor-style'
import { SAVE_STATUS_STYLE } from './save-status-style'

test('/admin’s page carries the rules, in a style element its policy allows', () => {
  expect(adminPage('Content editor')).toContain(`<style>${EDITOR_STYLE}</style>`)
  expect(buildEditorContentSecurityPolicy(undefined)).toMatch(/style-src [^;]*'unsafe-inline'/)
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

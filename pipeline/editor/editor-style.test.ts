// @vitest-environment node
/**
 * Our rules over Sveltia's styles (./editor-style.ts) are in /admin's page, in a style element its
 * policy allows. What they select was seen in the pinned Sveltia's markup in Chromium (issue 43): an
 * optional colour field's picker beside its Clear button, disabled while the field is empty, and a
 * list's two actions side by side.
 */
import { expect, test } from 'vitest'
import { adminPage, buildEditorContentSecurityPolicy } from './build-editor'
import { EDITOR_STYLE } from './editor-style'

test('/admin’s page carries the rules, in a style element its policy allows', () => {
  expect(adminPage('Content editor')).toContain(`<style>${EDITOR_STYLE}</style>`)
  expect(buildEditorContentSecurityPolicy(undefined)).toMatch(/style-src [^;]*'unsafe-inline'/)
  expect(EDITOR_STYLE).toContain("input[type='color']:has(~ button:disabled)::-webkit-color-swatch")
})

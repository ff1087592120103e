// @vitest-environment node
import { expect, test } from 'vitest'
import { parseConfiguration } from '../../app/config/configuration-schema'
import { exampleSettings } from '../../tests/support/example-settings'
import { adminPage, buildEditorConfig, buildEditorContentSecurityPolicy, type EditorTarget } from './build-editor'
import { signInFormAction, signInNote, signInScript } from './editor-sign-in'

const { site } = parseConfiguration({}, exampleSettings())
const acme: EditorTarget = { repo: 'acme/website', branch: 'main', apiRoot: 'https://api.github.com' }

test('with the app’s values set the editor offers Sign in with GitHub on the site’s own origin, beside the token', () => {
  expect(buildEditorConfig(acme, site, 'content', true).backend).toMatchObject({
    base_url: new URL(site.url).origin,
    auth_endpoint: 'api/github-sign-in',
    auth_methods: ['oauth', 'token'],
  })
  const project = { ...site, url: 'https://owner.github.io/repo' }
  expect(buildEditorConfig(acme, project, 'content', true).backend).toMatchObject({
    base_url: 'https://owner.github.io',
    auth_endpoint: 'repo/api/github-sign-in',
  })
  // Without them, the token alone, as before, and no endpoint named.
  const tokenOnly = buildEditorConfig(acme, site, 'content', false).backend
  expect(tokenOnly.auth_methods).toEqual(['token'])
  expect(tokenOnly).not.toHaveProperty('auth_endpoint')
  // The editor is started by hand, with the origin /admin is served from, before its own script runs.
  expect(signInScript(true)).toContain('window.CMS_MANUAL_INIT = true')
  expect(signInScript(true)).toContain('base_url: location.origin')
  const page = adminPage('Content editor', '', true, true, { note: '' })
  expect(page.indexOf('/admin/sign-in.js')).toBeLessThan(page.indexOf('/admin/sveltia-cms.js'))
})

test('without them /admin says what to set and where the steps are; on GitHub Pages, that the token stays', () => {
  const note = signInNote(false, 'Netlify', 'acme/website', 'main')
  expect(note).toContain('Sign in with GitHub is not set up yet')
  expect(note).toContain('<code>GITHUB_CLIENT_ID</code> and <code>GITHUB_CLIENT_SECRET</code>')
  expect(note).toContain('https://github.com/acme/website/blob/main/docs/owner-guide.md#sign-in-with-github')
  expect(signInNote(false, 'GitHub Pages', 'acme/website', 'main')).toContain(
    'GitHub Pages, which runs no sign-in function: each person signs in with a token',
  )
  expect(signInNote(true, 'Netlify', 'acme/website', 'main')).toBe('')
  expect(signInScript(false)).not.toContain('CMS_MANUAL_INIT')
})

test('/admin may post a form to GitHub only while it offers to create the app', () => {
  const offered = signInFormAction(false, 'Netlify', acme.apiRoot)
  expect(buildEditorContentSecurityPolicy(acme, offered)).toContain('form-action https://github.com;')
  expect(signInFormAction(true, 'Netlify', acme.apiRoot)).toBeUndefined()
  expect(signInFormAction(false, 'GitHub Pages', acme.apiRoot)).toBeUndefined()
  expect(buildEditorContentSecurityPolicy(acme, undefined)).toContain("form-action 'none';")
  expect(signInNote(false, 'GitHub Pages', acme.repo, acme.branch)).not.toContain('<form')
})

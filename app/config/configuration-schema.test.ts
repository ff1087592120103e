// @vitest-environment node
import { expect, test } from 'vitest'
import { exampleSettings } from '../../tests/support/example-settings'
import { parseConfiguration } from './configuration-schema.ts'

test('an empty environment is a complete configuration: local editor, no analytics, lenient build', () => {
  const configuration = parseConfiguration({}, exampleSettings())
  expect(configuration.analytics).toBeUndefined()
  expect(configuration.editor).toEqual({ repo: '', branch: 'main', apiRoot: 'https://api.github.com', localPort: 8081 })
  expect(configuration.build).toEqual({
    buildDir: 'build',
    contentDir: 'content',
    requireEmailProvider: false,
    nginxListen: '80',
    photoCacheDir: '.cache/photos',
    requireLocalPhotos: false,
    preview: false,
    today: new Date().toISOString().slice(0, 10),
    npmCli: '',
  })
})

test('PREVIEW=1 makes a preview build, with drafts and scheduled articles in it', () => {
  expect(parseConfiguration({ PREVIEW: '1' }, exampleSettings()).build.preview).toBe(true)
  expect(() => parseConfiguration({ PREVIEW: 'yes please' }, exampleSettings())).toThrow(/- PREVIEW must /)
})

test('every bad variable is named, each once, in one error', () => {
  const bad = {
    VITE_SITE_URL: 'example.com',
    VITE_EDITOR_REPO: 'not a repo',
    VITE_EDITOR_API_ROOT: 'http://api.example',
    VITE_EDITOR_LOCAL_PORT: '70000',
    CI_DEPLOY: 'perhaps',
  }
  let message = ''
  try {
    parseConfiguration(bad, exampleSettings())
  } catch (error) {
    message = String(error)
  }
  for (const name of Object.keys(bad)) expect(message).toMatch(new RegExp(`- ${name} must `))
  expect(message.match(/VITE_SITE_URL/g)).toHaveLength(1)
})

test('deploy pipelines opt in to requiring provider keys with either variable', () => {
  expect(parseConfiguration({ CI_DEPLOY: '1' }, exampleSettings()).build.requireEmailProvider).toBe(true)
  expect(parseConfiguration({ STRICT_DEPLOY: 'true' }, exampleSettings()).build.requireEmailProvider).toBe(true)
  expect(parseConfiguration({ CI_DEPLOY: '1' }, exampleSettings()).build.requireLocalPhotos).toBe(true)
  expect(parseConfiguration({ CONTENT_DIR: '/tmp/c', NGINX_LISTEN: '8080' }, exampleSettings()).build).toMatchObject({
    contentDir: '/tmp/c',
    nginxListen: '8080',
  })
})

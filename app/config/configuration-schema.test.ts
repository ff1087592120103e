// @vitest-environment node
import { expect, test } from 'vitest'
import { exampleSettings } from '../../tests/support/example-settings'
import { parseConfiguration } from './configuration-schema.ts'

test('an empty environment is a complete configuration: editor not connected, no analytics, lenient build', () => {
  const configuration = parseConfiguration({}, exampleSettings())
  expect(configuration.analytics).toBeUndefined()
  expect(configuration.editor).toEqual({ repo: '', branch: 'main', apiRoot: 'https://api.github.com', localPort: 8081 })
  expect(configuration.build).toEqual({
    buildDir: 'build',
    contentDir: 'content',
    requireEmailProvider: false,
    nginxListen: '80',
    photoCacheDir: '.cache/photos',
    requireLocalPhotos: '',
    preview: false,
    hostPreview: '',
    today: new Date().toISOString().slice(0, 10),
    npmCli: '',
    enquiryMailbox: false,
    githubSignIn: false,
    commit: '',
  })
})

test('GitHub sign-in: the build keeps only that both of the app’s values are set, never the values', () => {
  const app = { GITHUB_CLIENT_ID: 'Iv23-app-id', GITHUB_CLIENT_SECRET: 'the-app-secret' }
  const configuration = parseConfiguration(app, exampleSettings())
  expect(configuration.build.githubSignIn).toBe(true)
  expect(JSON.stringify(configuration)).not.toMatch(/Iv23-app-id|the-app-secret/)
  expect(parseConfiguration({ ...app, GITHUB_CLIENT_SECRET: ' ' }, exampleSettings()).build.githubSignIn).toBe(false)
  expect(parseConfiguration({ GITHUB_CLIENT_SECRET: 'x' }, exampleSettings()).build.githubSignIn).toBe(false)
})

test('the commit a host builds, for /admin to show its build’s report under that save only', () => {
  const commitOf = (env: Record<string, string>) => parseConfiguration(env, exampleSettings()).build.commit
  expect(commitOf({ NETLIFY: 'true', CONTEXT: 'production', COMMIT_REF: 'n1' })).toBe('n1')
  expect(commitOf({ VERCEL_ENV: 'production', VERCEL_GIT_COMMIT_SHA: 'v1' })).toBe('v1')
  expect(commitOf({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_COMMIT_SHA: 'c1' })).toBe('c1')
  expect(commitOf({ GITHUB_ACTIONS: 'true', GITHUB_SHA: 'g1' })).toBe('g1')
  expect(commitOf({ COMMIT_REF: 'n1' })).toBe('')
})

test('SMTP_URL: the build keeps only that it is set, and which host builds, for what its log says', () => {
  const secret = 'smtps://owner%40example.com:app-password@smtp.example.com:465'
  const configuration = parseConfiguration({ SMTP_URL: secret, CONTEXT: 'production' }, exampleSettings())
  expect(configuration.build).toMatchObject({ enquiryMailbox: true, host: 'Netlify' })
  expect(JSON.stringify(configuration)).not.toContain('app-password')
  expect(parseConfiguration({ SMTP_URL: ' ' }, exampleSettings()).build).not.toHaveProperty('host')
  expect(parseConfiguration({ SMTP_URL: ' ' }, exampleSettings()).build.enquiryMailbox).toBe(false)
  expect(parseConfiguration({ VERCEL_ENV: 'preview' }, exampleSettings()).build.host).toBe('Vercel')
  expect(parseConfiguration({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }, exampleSettings()).build.host).toBe(
    'Cloudflare Pages',
  )
})

test('PREVIEW=1 makes a preview build, with drafts and scheduled articles in it, in a folder of its own', () => {
  expect(parseConfiguration({ PREVIEW: '1' }, exampleSettings()).build).toMatchObject({
    preview: true,
    buildDir: 'build-preview',
  })
  // Told where, it builds there: npm start's refusal of a preview build is then the last line.
  expect(parseConfiguration({ PREVIEW: '1', BUILD_DIR: 'build' }, exampleSettings()).build).toMatchObject({
    preview: true,
    buildDir: 'build',
  })
  expect(parseConfiguration({ BUILD_DIR: ' ' }, exampleSettings()).build.buildDir).toBe('build')
  expect(() => parseConfiguration({ PREVIEW: 'yes please' }, exampleSettings())).toThrow(/- PREVIEW: must /)
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
  for (const name of Object.keys(bad)) expect(message).toMatch(new RegExp(`- ${name}: must `))
  expect(message.match(/VITE_SITE_URL/g)).toHaveLength(1)
})

test('deploy pipelines opt in to requiring provider keys with either variable', () => {
  expect(parseConfiguration({ CI_DEPLOY: '1' }, exampleSettings()).build.requireEmailProvider).toBe(true)
  expect(parseConfiguration({ STRICT_DEPLOY: 'true' }, exampleSettings()).build.requireEmailProvider).toBe(true)
  expect(parseConfiguration({ CI_DEPLOY: '1' }, exampleSettings()).build.requireLocalPhotos).toBe(
    'a deploy build (CI_DEPLOY)',
  )
  expect(parseConfiguration({ CONTENT_DIR: '/tmp/c', NGINX_LISTEN: '8080' }, exampleSettings()).build).toMatchObject({
    contentDir: '/tmp/c',
    nginxListen: '8080',
  })
})

/** Each host's own variables on a preview build and on a production one (docs/decisions/023-host-previews-and-settings-in-the-repository.md). */
const hostBuilds = {
  'Netlify deploy preview': { preview: { CONTEXT: 'deploy-preview' }, production: { CONTEXT: 'production' } },
  'Netlify branch deploy': { preview: { CONTEXT: 'branch-deploy' }, production: { CONTEXT: 'production' } },
  'Cloudflare Pages': {
    preview: { CF_PAGES: '1', CF_PAGES_BRANCH: 'new-pricing' },
    production: { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' },
  },
  'Cloudflare Pages, published from another branch': {
    preview: { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', VITE_EDITOR_BRANCH: 'live' },
    production: { CF_PAGES: '1', CF_PAGES_BRANCH: 'live', VITE_EDITOR_BRANCH: 'live' },
  },
  Vercel: { preview: { VERCEL_ENV: 'preview' }, production: { VERCEL_ENV: 'production' } },
}

test.each(Object.entries(hostBuilds))('%s: its preview shows drafts marked, its production build none', (_, builds) => {
  const preview = parseConfiguration(builds.preview, exampleSettings()).build
  expect(preview.preview).toBe(true)
  expect(preview.hostPreview).not.toBe('')
  const production = parseConfiguration(builds.production, exampleSettings()).build
  expect(production.preview).toBe(false)
  expect(production.hostPreview).toBe('')
})

test('a host variable with a value it does not document is production, never a preview', () => {
  for (const env of [
    { CONTEXT: 'dev' },
    { VERCEL_ENV: 'development' },
    { CF_PAGES_BRANCH: 'feature' },
    { CF_PAGES: '1' },
  ]) {
    expect(parseConfiguration(env, exampleSettings()).build.preview).toBe(false)
  }
})

// @vitest-environment node
import { expect, test } from 'vitest'
import { parseConfiguration } from '../../app/config/configuration-schema'
import { SiteSettingsSchema } from '../../app/config/settings-schema'
import { PhotoReference } from '../../app/content/photo-schema'
import {
  ArticleFrontMatterSchema,
  CaseStudySchema,
  LegalFrontMatterSchema,
  ServiceSchema,
} from '../../app/content/schemas'
import { exampleSettings } from '../../tests/support/example-settings'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import {
  buildEditorConfig,
  buildEditorContentSecurityPolicy,
  type EditorTarget,
  editorTarget,
  notConnectedPage,
} from './build-editor'
import { type EditorCollection, type EditorField, editorCollections } from './editor-collections'
import { pageCopyCollection } from './editor-page-copy'
import { ownerPagesCollection } from './editor-pages'

const { site } = parseConfiguration({}, exampleSettings())
const parseEditorSettings = (env: Record<string, string>) => parseConfiguration(env, exampleSettings()).editor
/** The editor's target from `env`, as the build makes it; that of a build that knows no repository is none. */
const targetOf = (env: Record<string, string>) => editorTarget(parseEditorSettings(env))
const acme = targetOf({ VITE_EDITOR_REPO: 'acme/website' }) as EditorTarget
const collections = editorCollections(SAMPLE_CONTENT_DIR)

function fields(name: string, file?: string): EditorField[] {
  const collection = collections.find((candidate) => candidate.name === name) as EditorCollection
  return (
    ('folder' in collection ? collection.fields : collection.files.find((entry) => entry.name === file)?.fields) ?? []
  )
}
const fieldNames = (name: string, file?: string) =>
  fields(name, file)
    .map((field) => field.name)
    .filter((field) => field !== 'body')

test('the editor’s forms have exactly the fields the build checks, for every collection', () => {
  expect(fieldNames('articles')).toEqual(Object.keys(ArticleFrontMatterSchema.shape))
  expect(fieldNames('services')).toEqual(Object.keys(ServiceSchema.shape))
  expect(fieldNames('case-studies')).toEqual(Object.keys(CaseStudySchema.shape))
  for (const file of ['privacy', 'terms']) {
    expect(fieldNames('legal', file)).toEqual(Object.keys(LegalFrontMatterSchema.shape))
  }
  expect(fieldNames('settings', 'settings')).toEqual(Object.keys(SiteSettingsSchema.shape))
})

test('the site settings are one entry, first, with the schema’s labels and hints, a colour picker and an image field', () => {
  expect(collections[0]).toMatchObject({ name: 'settings', label: 'Site settings' })
  const field = (name: string) => fields('settings', 'settings').find((candidate) => candidate.name === name)
  expect(field('name')).toMatchObject({
    label: 'Business name',
    widget: 'string',
    hint: 'In the header, footer, page titles and legal pages',
  })
  expect(field('brandColour')).toMatchObject({ label: 'Brand colour', widget: 'color', allowInput: true })
  expect(field('accentColour')).toMatchObject({ widget: 'color', required: false })
  expect(field('logo')).toMatchObject({ label: 'Logo', widget: 'image', required: false, choose_url: false })
  expect(field('telephone')).toMatchObject({
    required: false,
    pattern: [expect.any(String), expect.stringMatching(/telephone number/)],
  })
  expect(field('socialProfiles')).toMatchObject({ widget: 'list', max: 8, summary: '{{fields.name}}' })
  expect(field('officeHours')?.fields?.map((hours) => hours.label)).toEqual([
    'Open on',
    'Opens at',
    'Closes at',
    'Time zone',
  ])
  expect(field('analytics')?.fields?.[0]).toMatchObject({
    widget: 'select',
    options: ['none', 'plausible', 'umami', 'goatcounter'],
  })
  expect(field('nameBesideLogo')).toMatchObject({ widget: 'boolean' })
  const days = field('officeHours')?.fields?.find((hours) => hours.name === 'days')
  expect(days).toMatchObject({ widget: 'select', multiple: true, min: 1 })
})

test('every field speaks the owner’s language: a label of words, a hint where the schema sets a limit', () => {
  const all = (list: EditorField[]): EditorField[] =>
    list.flatMap((field) => [
      field,
      ...all(field.fields ?? []),
      ...all(field.types?.flatMap((type) => type.fields ?? []) ?? []),
    ])
  const everyField = [
    ...collections,
    ownerPagesCollection(SAMPLE_CONTENT_DIR),
    pageCopyCollection(SAMPLE_CONTENT_DIR),
  ].flatMap((collection) =>
    all('folder' in collection ? collection.fields : collection.files.flatMap((file) => file.fields)),
  )
  for (const field of everyField) {
    expect(field.label, field.name).toMatch(/^[A-Z][a-z]/)
    expect(field.label, field.name).not.toMatch(/\b(Url|Href|Cta|Alt)\b/)
  }
  const description = fields('articles').find((field) => field.name === 'description')
  expect(description).toMatchObject({
    widget: 'text',
    minlength: 50,
    maxlength: 170,
    hint: '50 to 170 characters, shown in search results and the list of articles',
  })
  const process = fields('services').find((field) => field.name === 'process')
  expect(process).toMatchObject({ label: 'How We Deliver', min: 3, max: 3, summary: '{{fields.title}}' })
})

test('every photo field is an image field; an upload lands in content/media/ as /media/<file>, which the build takes', () => {
  const all = (list: EditorField[]): EditorField[] =>
    list.flatMap((field) => [
      field,
      ...all(field.fields ?? []),
      ...all(field.types?.flatMap((type) => type.fields ?? []) ?? []),
    ])
  const photoFields = [...collections, ownerPagesCollection(SAMPLE_CONTENT_DIR), pageCopyCollection(SAMPLE_CONTENT_DIR)]
    .flatMap((collection) =>
      all('folder' in collection ? collection.fields : collection.files.flatMap((file) => file.fields)),
    )
    .filter((field) => field.widget === 'image')
  // The article's, each service's and case study's, and the page-copy photos (about, home).
  expect(photoFields.map((field) => field.name)).toEqual(expect.arrayContaining(['image', 'imageUrl']))
  expect(photoFields.length).toBeGreaterThanOrEqual(4)
  for (const field of photoFields) expect(field).not.toHaveProperty('pattern')
  expect(fields('articles').find((field) => field.name === 'image')?.widget).toBe('image')
  const config = buildEditorConfig(acme, site, 'content')
  expect(config).toMatchObject({ media_folder: 'content/media', public_folder: '/media' })
  for (const saved of ['/media/team.jpg', 'media/team.jpg', '/photo-1485827404703-89b55fcc595e']) {
    expect(PhotoReference.safeParse(saved).success, saved).toBe(true)
  }
  for (const refused of ['/media/../secrets.jpg', 'media/.env', 'photo-1', '/uploads/team.jpg']) {
    expect(PhotoReference.safeParse(refused).success, refused).toBe(false)
  }
})

test('with a repository the editor commits to it on GitHub, or on VITE_EDITOR_API_ROOT; without one there is no target', () => {
  expect(targetOf({})).toBeUndefined()
  expect(buildEditorConfig(acme, site, 'content').backend).toEqual({
    name: 'github',
    repo: 'acme/website',
    branch: 'main',
    auth_methods: ['token'],
    commit_messages: expect.any(Object),
  })
  const standIn = targetOf({ VITE_EDITOR_REPO: 'acme/website', VITE_EDITOR_API_ROOT: 'http://127.0.0.1:4390/' })
  expect(standIn && buildEditorConfig(standIn, site, 'content').backend).toMatchObject({
    api_root: 'http://127.0.0.1:4390',
  })
})

test('an /admin that knows no repository says how to connect it, in plain words, with no script and no sign-in', () => {
  const page = notConnectedPage('Smith & Co', '/repo')
  expect(page).toContain('The editor is not connected yet')
  expect(page).toContain('<code>editorRepository: owner/name</code> in <code>content/settings.yaml</code>')
  expect(page).toContain('<code>VITE_EDITOR_REPO</code>')
  expect(page).toContain('<title>Content editor (not connected) | Smith &amp; Co</title>')
  expect(page).toContain('<a href="/repo/">Back to the site</a>')
  expect(page).not.toMatch(/<script|localhost|127\.0\.0\.1/)
})

test('a bad editor setting stops the build naming the variable', () => {
  expect(() => parseEditorSettings({ VITE_EDITOR_REPO: 'https://github.com/acme/website' })).toThrow(/VITE_EDITOR_REPO/)
  expect(() => parseEditorSettings({ VITE_EDITOR_API_ROOT: 'http://api.example.com' })).toThrow(/VITE_EDITOR_API_ROOT/)
  expect(() => parseEditorSettings({ VITE_EDITOR_LOCAL_PORT: 'eighty' })).toThrow(/VITE_EDITOR_LOCAL_PORT/)
})

test('the editor’s policy allows no eval, and connects only to its own Git host', () => {
  const github = buildEditorContentSecurityPolicy(acme)
  expect(github).toContain("script-src 'self';")
  expect(github).not.toContain('unsafe-eval')
  expect(github).toContain("connect-src 'self' data: blob: https://api.github.com;")
  expect(github).toContain("frame-ancestors 'none'")
  // Without a repository, a deployed /admin connects to nothing but its own origin: never the visitor's computer.
  const none = buildEditorContentSecurityPolicy(targetOf({}))
  expect(none).toContain("connect-src 'self' data: blob:;")
  expect(none).not.toMatch(/localhost|127\.0\.0\.1|api\.github\.com/)
  // `npm run editor` serves its own policy, for the API on this computer.
  const local = buildEditorContentSecurityPolicy({ repo: 'me/copy', branch: 'main', apiRoot: 'http://127.0.0.1:8081' })
  expect(local).toContain("connect-src 'self' data: blob: http://localhost:8081 http://127.0.0.1:8081;")
  // Photos are the site's own files: the editor loads images from no photo host.
  expect(none).toContain("img-src 'self' data: blob:;")
  expect(github).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com;")
})

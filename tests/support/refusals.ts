/**
 * Every way the build refuses what the owner wrote, one row each, for pipeline/every-refusal.test.ts:
 * what the owner did to a scratch copy of the sample content, how the build meets it (the reader or
 * step that refuses it), and a line of the advice it must print. What the editor could save, the build
 * does not refuse: where files disagree it resolves them with a warning (./warnings.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { vi } from 'vitest'
import { parseConfiguration } from '../../app/config/configuration-schema'
import { readSettings } from '../../app/config/settings-file'
import { describeVisitorStatistics } from '../../app/content/legal'
import { readContent } from '../../app/content/read-content'
import { brandPalette } from '../../app/styles/brand-contrast'
import { readLogo } from '../../pipeline/brand/read-logo'
import { type BuildStep, runBuildSteps } from '../../pipeline/build-step'
import { checkEnquiryDelivery } from '../../pipeline/check-enquiry-delivery'
import { preparePhotos } from '../../pipeline/photos/prepare-photos'
import { exampleSettings } from './example-settings'

/** `file` of the scratch copy, changed by `change`. */
function edit(file: string, change: (source: string) => string): void {
  writeFileSync(file, change(readFileSync(file, 'utf8')))
}

/** A closed port on this machine: a stock host that cannot be reached, at once. */
const UNREACHABLE = 'http://127.0.0.1:9'

/** The settings of the photo pipeline over the scratch copy `dir`, drafts included (the example page is one). */
function photoSite(dir: string, requireLocal = '') {
  const config = parseConfiguration({ CONTENT_DIR: dir, PREVIEW: 'true' }, readSettings(dir))
  const site = { ...config.site, imageOrigin: UNREACHABLE }
  return {
    content: { contentDir: dir, site, brand: config.brand, publishing: { today: '2026-11-25', preview: true } },
    imageOrigin: UNREACHABLE,
    cacheDir: join(dir, '.photo-cache'),
    requireLocal,
  }
}

const deployConfig = () => parseConfiguration({ CI_DEPLOY: 'true' }, exampleSettings())

/** Each refusal: what the owner did, how the build meets it, and a line of the advice it must print. */
export const refusals: { what: string; refuse: (dir: string) => unknown; says: RegExp }[] = [
  {
    what: 'an article without a title',
    refuse: (dir) => {
      edit(join(dir, 'articles', 'first-step-into-ai-automation.md'), (source) => source.replace(/^title: .*\n/m, ''))
      return readContent('articles')
    },
    says: /^Invalid content file \S*first-step-into-ai-automation\.md:\n {2}- title: missing: .* \(“Title” in the editor\)$/m,
  },
  {
    what: 'a file that is not YAML',
    refuse: (dir) => {
      writeFileSync(join(dir, 'services', 'ai-automation.yaml'), 'title: [unclosed\n')
      return readContent('services')
    },
    says: /^Invalid content file \S*ai-automation\.yaml:\n {2}- \(whole file\): not valid YAML/m,
  },
  {
    what: 'a file name that cannot be an address',
    refuse: (dir) => {
      writeFileSync(
        join(dir, 'articles', 'First Step.md'),
        readFileSync(join(dir, 'articles', 'first-step-into-ai-automation.md')),
      )
      return readContent('articles')
    },
    says: /^Invalid content file \S*First Step\.md:\n {2}- \(whole file\): the file name becomes the URL/m,
  },
  {
    what: 'a team member’s missing name, the third person of an owner’s page',
    refuse: (dir) => {
      const file = join(dir, 'pages', 'added', 'example-page.yaml')
      edit(file, (source) => source.replace(/^( {8}name: )Amara Okafor.*$/m, '$1""'))
      vi.stubEnv('PREVIEW', 'true')
      return readContent('owner-pages')
    },
    says: /example-page\.yaml:\n {2}- sections › section \d+ \(team\) › members › item 2 › name: must not be empty \(“Name” in the editor\)/,
  },
  {
    what: 'an unknown section type',
    refuse: (dir) => {
      edit(join(dir, 'pages', 'added', 'example-page.yaml'), (source) =>
        source.replace('- type: cta', '- type: slider'),
      )
      vi.stubEnv('PREVIEW', 'true')
      return readContent('owner-pages')
    },
    says: /- sections › section \d+ \(slider\) › type: unknown section type "slider": use one of hero/,
  },
  {
    what: 'an owner’s page’s address under /admin, written by hand (the editor refuses it as it is typed)',
    refuse: (dir) => {
      edit(join(dir, 'pages', 'added', 'example-page.yaml'), (source) => `address: /admin/prices\n${source}`)
      vi.stubEnv('PREVIEW', 'true')
      return readContent('owner-pages')
    },
    says: /example-page\.yaml:\n {2}- address: must be a path such as \/pricing: .*not under \/services, .*\/admin.* \(“Address” in the editor\)$/m,
  },
  {
    what: 'a legal text deleted',
    refuse: (dir) => {
      rmSync(join(dir, 'legal', 'terms.md'))
      return readContent('legal')
    },
    says: /^Invalid content file \S*legal\/terms\.md:\n {2}- \(whole file\): the file is missing$/m,
  },
  {
    what: 'a settings mistake',
    refuse: (dir) => {
      edit(join(dir, 'settings.yaml'), (source) => source.replace(/^brandColour: .*$/m, 'brandColour: teal'))
      return readSettings(dir)
    },
    says: /^Invalid content file \S*settings\.yaml:\n {2}- brandColour: .* \(“Brand colour” in the editor\)$/m,
  },
  {
    what: 'a social profile without an https address, the first of the list',
    refuse: (dir) => {
      const profiles = 'socialProfiles:\n  - name: LinkedIn\n    url: http://example.com\n'
      edit(join(dir, 'settings.yaml'), (source) => `${source}${profiles}`)
      return readSettings(dir)
    },
    says: /- socialProfiles › item 1 › url: must be an https:\/\/ address/,
  },
  {
    what: 'a variable set for the build',
    refuse: () => parseConfiguration({ VITE_SITE_URL: 'example.com' }, exampleSettings()),
    says: /^Invalid configuration: the variables set for this build \(see \.env\.example\):\n {2}- VITE_SITE_URL: must be an absolute/m,
  },
  {
    what: 'an accent colour too light to read',
    refuse: () => brandPalette('#1c40b8', '#f5e663'),
    says: /^Invalid content file content\/settings\.yaml:\n {2}- accentColour: #f5e663 cannot .* \(“Accent colour” in the editor\)$/m,
  },
  {
    what: 'a logo that is not there',
    refuse: (dir) => readLogo('media/no-such-logo.svg', dir, 'logo'),
    says: /^Invalid content file content\/settings\.yaml:\n {2}- logo: \S*media\/no-such-logo\.svg does not exist: .* \(“Logo” in the editor\)$/m,
  },
  {
    what: 'an owner’s photo that is not there, on the first team member',
    refuse: (dir) => {
      edit(join(dir, 'pages', 'added', 'example-page.yaml'), (source) =>
        source.replace('image: /photo-1500648767791-00dcc994a43e', 'image: media/no-such-photo.jpg'),
      )
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      return preparePhotos(photoSite(dir))
    },
    says: /example-page\.yaml:\n {2}- sections › section \d+ \(team\) › members › item 1 › photo › image: photo "media\/no-such-photo\.jpg" is missing: .* \(“Photo” in the editor\)/,
  },
  {
    what: 'a production host’s build whose stock photos cannot be downloaded',
    refuse: (dir) => preparePhotos(photoSite(dir, 'a Netlify production deploy (CONTEXT=production)')),
    says: /^This is a Netlify production deploy .*:\n(?: {2}- .*\n)* {2}- \S*example-page\.yaml, sections › section \d+ \(team\) › members › item 1 › photo › image: photo "\/photo-[\w-]+" could not be downloaded \(.*\) \(“Photo” in the editor\)$/m,
  },
  {
    what: 'a privacy notice without the sentence analytics replaces, with analytics on',
    refuse: () =>
      describeVisitorStatistics(
        { updated: '2026-01-01', html: '<p>Nothing to see.</p>' },
        { provider: 'plausible', siteId: 'site.test', host: 'https://plausible.io' },
      ),
    says: /^Invalid content file content\/legal\/privacy\.md:\n {2}- body: must keep the sentence .* \(“Text” in the editor\)$/m,
  },
  {
    what: 'a deploy build without SMTP_URL or the e-mail provider’s keys, through the build steps',
    refuse: (dir) => {
      const steps: BuildStep[] = [checkEnquiryDelivery]
      return runBuildSteps(steps, {
        buildDir: join(dir, 'build'),
        clientDir: join(dir, 'build', 'client'),
        config: deployConfig(),
        photos: {
          photos: {},
          files: [],
          summary: { photos: 0, downloaded: 0, encoded: 0, files: 0, remote: 0 },
          warnings: [],
        },
        brand: { files: [], page: { nameBesideLogo: true }, shareMark: { src: '', width: 72, height: 72 } },
        warnings: [],
      })
    },
    says: /^This build is for deployment .*:\n {2}- SMTP_URL, or VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID: missing: set SMTP_URL/m,
  },
]

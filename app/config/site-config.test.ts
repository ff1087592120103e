// @vitest-environment node
import { expect, test } from 'vitest'
import { exampleSettings } from '../../tests/support/example-settings'
import { basePathOf } from './base-path'
import { parseConfiguration } from './configuration-schema'
import { settingsReport } from './setting-sources'
import { isProviderConfigured } from './site-config'

const parseSite = (env: Record<string, string>) => parseConfiguration(env, exampleSettings()).site

test('with no variable set, the site is the settings file’s, and the local enquiry stand-in receives enquiries', () => {
  const site = parseSite({})
  expect(site).toMatchObject({
    name: 'Example Consulting',
    url: 'https://www.example.com',
    email: 'hello@example.com',
    imageOrigin: 'https://images.unsplash.com',
    officeHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  })
  expect(isProviderConfigured(site)).toBe(false)
})

test('a variable overrides its setting for one build, origins normalised without a trailing slash', () => {
  const config = parseSite({
    VITE_COMPANY_NAME: 'Acme Tech Ltd',
    VITE_SITE_URL: 'https://preview.acme.example/',
    VITE_CONTACT_EMAIL: 'enquiries@acme.example',
    VITE_IMAGE_ORIGIN: 'http://127.0.0.1:4599',
    VITE_EMAILJS_PUBLIC_KEY: 'pk',
    VITE_EMAILJS_SERVICE_ID: 'service',
    VITE_EMAILJS_TEMPLATE_ID: 'template',
  })
  expect(config).toMatchObject({
    name: 'Acme Tech Ltd',
    url: 'https://preview.acme.example',
    email: 'enquiries@acme.example',
    imageOrigin: 'http://127.0.0.1:4599',
  })
  expect(isProviderConfigured(config)).toBe(true)
  expect(config.emailjs.origin).toBe('https://api.emailjs.com')
})

test('a blank variable leaves the setting alone', () => {
  expect(parseSite({ VITE_COMPANY_NAME: '  ', VITE_SITE_URL: '' })).toMatchObject({
    name: 'Example Consulting',
    url: 'https://www.example.com',
  })
})

test('the build log says, per setting, which value won and what the file says under an override', () => {
  const { sources } = parseConfiguration(
    { VITE_SITE_URL: 'https://preview.example.net', VITE_ANALYTICS: 'plausible' },
    exampleSettings(),
  )
  expect(settingsReport(sources)).toEqual([
    '  name: Example Consulting (content/settings.yaml)',
    '  siteUrl: https://preview.example.net (VITE_SITE_URL, over https://www.example.com in content/settings.yaml)',
    '  email: hello@example.com (content/settings.yaml)',
    '  analytics.provider: plausible (VITE_ANALYTICS, over none in content/settings.yaml)',
    '  analytics.siteId: (empty) (content/settings.yaml)',
    '  analytics.host: (empty) (content/settings.yaml)',
    '  editorRepository: (empty) (content/settings.yaml): no repository known, so /admin says how to connect the editor (set editorRepository or VITE_EDITOR_REPO to owner/name)',
    '  editorBranch: main (the default)',
  ])
})

test('the settings file’s analytics choice counts unless a variable overrides it', () => {
  const settings = exampleSettings({ analytics: { provider: 'goatcounter', siteId: 'acme' } })
  expect(parseConfiguration({}, settings).analytics).toEqual({
    provider: 'goatcounter',
    siteId: 'acme',
    host: 'https://acme.goatcounter.com',
  })
  expect(parseConfiguration({ VITE_ANALYTICS: 'none' }, settings).analytics).toBeUndefined()
  // A variable that makes the file's choice invalid is named, with the field it clashes with.
  expect(() => parseConfiguration({ VITE_ANALYTICS: 'umami' }, settings)).toThrow(
    /content\/settings.yaml, analytics.siteId: must be the Umami website id \(a UUID\), got "acme"/,
  )
})

test('a bad variable stops the build with a message naming the variable', () => {
  expect(() => parseSite({ VITE_SITE_URL: 'example.com' })).toThrow(/VITE_SITE_URL: must be an absolute/)
  expect(() => parseSite({ VITE_SITE_URL: 'https://example.com/blog?x=1' })).toThrow(/VITE_SITE_URL: .*without a query/)
  expect(() => parseSite({ VITE_SITE_URL: 'https://example.com/a b' })).toThrow(/VITE_SITE_URL: .*plain segments/)
  expect(() => parseSite({ VITE_SITE_URL: 'https://example.com/a/../b' })).toThrow(/VITE_SITE_URL: .*plain segments/)
  expect(() => parseSite({ VITE_IMAGE_ORIGIN: 'ftp://images.example' })).toThrow(/VITE_IMAGE_ORIGIN/)
  expect(() => parseSite({ VITE_CONTACT_EMAIL: 'not-an-address' })).toThrow(/VITE_CONTACT_EMAIL: must be an e-mail/)
  expect(() => parseSite({ VITE_EMAILJS_BLOCK_HEADLESS: 'yes' })).toThrow(/VITE_EMAILJS_BLOCK_HEADLESS/)
  expect(() => parseSite({ VITE_EMAILJS_THROTTLE_MS: '-5' })).toThrow(/VITE_EMAILJS_THROTTLE_MS/)
})

test('half-configured provider keys are refused rather than silently using the stand-in', () => {
  expect(() => parseSite({ VITE_EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(/all three/)
})

test('a project site’s address keeps its path, the base path every link and host file is made under', () => {
  expect(parseSite({ VITE_SITE_URL: 'https://owner.github.io/repo/' }).url).toBe('https://owner.github.io/repo')
  expect(parseSite({ VITE_SITE_URL: 'https://example.com/shop/site' }).url).toBe('https://example.com/shop/site')
  expect(basePathOf('https://owner.github.io/repo')).toBe('/repo')
  expect(basePathOf('https://www.example.com')).toBe('')
})

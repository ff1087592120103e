// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { stringify } from 'yaml'
import { exampleSettingsFile } from '../../tests/support/example-settings'
import { readSettings } from './settings-file'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A content folder whose settings.yaml holds the example with `changes` on top. */
function settingsFolder(changes: Record<string, unknown> = {}): string {
  dir = mkdtempSync(join(tmpdir(), 'settings-'))
  writeFileSync(join(dir, 'settings.yaml'), stringify({ ...exampleSettingsFile, ...changes }))
  return dir
}

test('a settings file with only what is required gets the specification’s office hours and nothing optional', () => {
  const settings = readSettings(settingsFolder())
  expect(settings.officeHours).toEqual({
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
    timeZone: 'BST',
  })
  expect(settings).toMatchObject({ socialProfiles: [], analytics: { provider: 'none' }, nameBesideLogo: true })
  expect(settings.telephone).toBeUndefined()
  expect(settings.bookingLink).toBeUndefined()
  expect(settings.logo).toBeUndefined()
})

test('each mistake is named by the file, the field and its label in the editor', () => {
  const folder = settingsFolder({
    brandColour: 'blue',
    siteUrl: 'http://www.example.com/blog',
    telephone: 'call us',
    socialProfiles: [{ name: 'LinkedIn', url: 'linkedin.com/company/acme' }],
    logo: 'media/logo.gif',
    bookingLink: { url: 'https://cal.example/acme' },
  })
  let message = ''
  try {
    readSettings(folder)
  } catch (error) {
    message = String(error)
  }
  expect(message).toContain(`Invalid content file ${join(folder, 'settings.yaml')}:`)
  expect(message).toContain(
    '- brandColour: must be a colour written as # and six hexadecimal digits, such as #1c40b8 (“Brand colour” in the editor)',
  )
  expect(message).toContain('- siteUrl: must be the https:// address of the site, such as https://www.example.com')
  expect(message).toContain(
    '- telephone: must be a telephone number such as +44 20 7946 0000 (“Telephone” in the editor)',
  )
  expect(message).toContain('- socialProfiles › item 1 › url: must be an https:// address')
  expect(message).toContain(
    '- logo: must be an SVG or PNG file in the content folder’s media/ folder'.replace('’', "'"),
  )
  // A booking link without its text gets the default; no error for it.
  expect(message).not.toContain('bookingLink')
})

test('an analytics choice the service would not take is named in the file, as the editor labels it', () => {
  expect(() => readSettings(settingsFolder({ analytics: { provider: 'umami', siteId: 'acme' } }))).toThrow(
    /- analytics.siteId: must be the Umami website id \(a UUID\), got "acme". \(“Site id at that service” in the editor\)/,
  )
  expect(readSettings(settingsFolder({ analytics: { provider: 'plausible' } })).analytics.provider).toBe('plausible')
})

test('a content folder without settings.yaml stops the build saying what the file is for', () => {
  dir = mkdtempSync(join(tmpdir(), 'settings-'))
  expect(() => readSettings(dir)).toThrow(
    /settings\.yaml:\n {2}- \(whole file\): the file is missing: it holds the business name/,
  )
})

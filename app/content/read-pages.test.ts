import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { contentSettings } from './read-content'
import { readPages } from './read-pages'

const scratchContent = scratchContentCopies()

function edit(dir: string, page: string, change: (source: string) => string) {
  const file = join(dir, 'pages', `${page}.yaml`)
  writeFileSync(file, change(readFileSync(file, 'utf8')))
}

test('the owner changes the reply promise once and every page that mentions it follows', () => {
  const dir = scratchContent()
  edit(dir, 'contact', (source) => source.replace(/^replyWithin: .*$/m, 'replyWithin: one working day'))
  const pages = readPages(contentSettings())
  expect(pages.contact.details.reply).toBe('We reply to every enquiry within one working day.')
  expect(pages.about.cta.text).toContain('within one working day')
  expect(JSON.stringify(pages)).not.toMatch(/\{replyWithin\}|24 hours/)
})

test('office hours are written as visitors read them, from the days and 24-hour times', () => {
  const dir = scratchContent()
  expect(readPages(contentSettings()).contact.description).toContain(
    'Office hours Monday to Friday, 9:00 AM to 6:00 PM BST.',
  )
  edit(dir, 'contact', (source) =>
    source.replace(/ {4}- Wednesday\n {4}- Thursday\n {4}- Friday\n/, '    - Thursday\n').replace('"18:00"', '"12:30"'),
  )
  expect(readPages(contentSettings()).contact.description).toContain(
    'Office hours Monday, Tuesday and Thursday, 9:00 AM to 12:30 PM BST.',
  )
})

test('an unknown placeholder stops the build, naming the file and the placeholders there are', () => {
  const dir = scratchContent()
  edit(dir, 'about', (source) => source.replace('{replyWithin}', '{replyWithn}'))
  expect(() => readPages(contentSettings())).toThrow(
    /about\.yaml:\n\s+- \(whole file\): unknown \{replyWithn\}; use \{replyWithin\}, \{officeHours\}/,
  )
})

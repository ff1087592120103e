// Each test writes the copy it reads into a scratch copy of the sample content, so the owner's words can change freely.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { contentSettings } from './read-content'
import { readPageCopy } from './read-page-copy'

const scratchContent = scratchContentCopies()

type Copy = Record<string, Record<string, unknown>>

function edit(dir: string, page: string, change: (copy: Copy) => void) {
  const file = join(dir, 'pages', `${page}.yaml`)
  const copy = parse(readFileSync(file, 'utf8')) as Copy
  change(copy)
  writeFileSync(file, stringify(copy))
}

test('the owner changes the reply promise once and every page that mentions it follows', () => {
  const dir = scratchContent()
  edit(dir, 'contact', (copy) => {
    copy.replyWithin = 'one working day' as never
    copy.details = { ...copy.details, reply: 'We reply to every enquiry within {replyWithin}.' }
  })
  edit(dir, 'about', (copy) => {
    copy.cta = { ...copy.cta, text: 'Tell us what you need; you will hear back within {replyWithin}.' }
  })
  const pages = readPageCopy(contentSettings(), 3)
  expect(pages.contact.details.reply).toBe('We reply to every enquiry within one working day.')
  expect(pages.about.cta.text).toBe('Tell us what you need; you will hear back within one working day.')
  expect(JSON.stringify(pages)).not.toContain('{replyWithin}')
})

test('office hours are written as visitors read them, from the days and 24-hour times in the settings file', () => {
  const dir = scratchContent()
  edit(dir, 'contact', (copy) => {
    copy.description = 'Write or call us about your project. Office hours {officeHours}.' as never
  })
  const hours = (days: string[], closes: string) => {
    const file = join(dir, 'settings.yaml')
    const settings = parse(readFileSync(file, 'utf8'))
    writeFileSync(file, stringify({ ...settings, officeHours: { days, opens: '09:00', closes, timeZone: 'BST' } }))
  }
  hours(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '18:00')
  expect(readPageCopy(contentSettings(), 3).contact.description).toContain(
    'Office hours Monday to Friday, 9:00 AM to 6:00 PM BST.',
  )
  hours(['Monday', 'Tuesday', 'Thursday'], '12:30')
  const { contact } = readPageCopy(contentSettings(), 3)
  expect(contact.description).toContain('Office hours Monday, Tuesday and Thursday, 9:00 AM to 12:30 PM BST.')
  expect(contact.officeHours.label).toBe('Monday, Tuesday and Thursday, 9:00 AM to 12:30 PM BST')
})

test('an unknown placeholder stops the build, naming the file and the placeholders there are', () => {
  const dir = scratchContent()
  edit(dir, 'about', (copy) => {
    copy.cta = { ...copy.cta, text: 'We answer within {replyWithn}.' }
  })
  expect(() => readPageCopy(contentSettings(), 3)).toThrow(
    /about\.yaml:\n\s+- \(whole file\): unknown \{replyWithn\}; use \{replyWithin\}, \{officeHours\}/,
  )
})

test('a file in content/pages/ that no page reads stops the build, saying where a page of the owner’s goes', () => {
  const dir = scratchContent()
  const page = { name: 'Careers', heading: 'Join us', description: 'Open roles and how we hire, in plain English.' }
  writeFileSync(join(dir, 'pages', 'careers.yaml'), stringify(page))
  expect(() => readPageCopy(contentSettings(), 3)).toThrow(
    /pages\/careers\.yaml:\n\s+- \(whole file\): no page of the site reads careers\.yaml: a page of your own goes in content\/pages\/added\//,
  )
})

test('a section on the home page with an unknown type stops the build, naming the file, its place, number and type', () => {
  const dir = scratchContent()
  edit(dir, 'home', (copy) => {
    copy.sectionsBeforeGetInTouch = [{ type: 'slider', heading: 'Slides' }] as never
  })
  expect(() => readPageCopy(contentSettings(), 3)).toThrow(
    /pages\/home\.yaml:\n\s+- sectionsBeforeGetInTouch › section 1 \(slider\) › type: unknown section type "slider": use one of /,
  )
})

test('a contact form among the home page’s sections is refused: the page has its form in Get In Touch already', () => {
  const dir = scratchContent()
  edit(dir, 'home', (copy) => {
    copy.sectionsAfterServices = [{ type: 'contact-form', heading: 'Write to us' }] as never
  })
  expect(() => readPageCopy(contentSettings(), 3)).toThrow(
    /pages\/home\.yaml:\n\s+- sectionsAfterServices: this page has the contact form already: use a call to action that links to it instead \(“Your sections after the services” in the editor\)/,
  )
})

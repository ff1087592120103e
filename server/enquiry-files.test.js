// @vitest-environment node
// @ts-check
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { visitorParams, visitorRecord } from '../tests/support/enquiry-server.js'
import { enquiryFileName, readEnquiries, readSpamCount, SPAM_COUNT_FILE, toStoredEnquiry } from './enquiry-files.js'

/** @type {string[]} */
const dirs = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function directory() {
  const dir = mkdtempSync(join(tmpdir(), 'enquiries-'))
  dirs.push(dir)
  return dir
}

const params = visitorParams

/** A file as the endpoint stored enquiries before it dropped the plumbing (the provider's whole request). */
const oldShape = {
  receivedAt: '2025-03-01T09:00:00.000Z',
  lib_version: '4.4.1',
  user_id: 'local-stand-in',
  service_id: 'local-stand-in',
  template_id: 'local-stand-in',
  template_params: { ...params, from_name: 'Grace Hopper', service: 'digital-strategy', phone: 441234567890 },
}

test('the stored record is the six fields and when it arrived, whatever else the request carried', () => {
  const record = toStoredEnquiry({ ...params, website: '', extra: 'x' }, new Date('2025-04-02T10:30:00Z'))
  expect(record).toEqual({ receivedAt: '2025-04-02T10:30:00.000Z', ...visitorRecord })
  expect(toStoredEnquiry({}, new Date(0)).message).toBe('')
})

test('enquiries are listed newest first, old-shape files among them, each with its id', () => {
  const dir = directory()
  const newer = new Date('2025-04-02T10:30:00Z')
  writeFileSync(join(dir, enquiryFileName(newer, '0a1b2c3d')), JSON.stringify(toStoredEnquiry(params, newer)))
  writeFileSync(join(dir, enquiryFileName(new Date(oldShape.receivedAt), 'ffee0011')), JSON.stringify(oldShape))
  const { enquiries, unreadable } = readEnquiries(dir)
  expect(unreadable).toEqual([])
  expect(enquiries.map(({ id, enquiry }) => [id, enquiry.name, enquiry.service, enquiry.phone])).toEqual([
    ['0a1b2c3d', 'Ada Lovelace', 'AI & Automation', '+44 20 7946 0123'],
    ['ffee0011', 'Grace Hopper', 'digital-strategy', '441234567890'],
  ])
  expect(enquiries[0]?.file).toBe(join(dir, '2025-04-02T10-30-00-000Z-0a1b2c3d.json'))
})

test('a file that is not an enquiry is reported, not skipped silently; work files and the counter are not enquiries', () => {
  const dir = directory()
  writeFileSync(join(dir, 'broken.json'), '{"receivedAt":')
  writeFileSync(join(dir, 'notes.json'), '{"hello":"world"}')
  writeFileSync(join(dir, '.2025-04-02T10-30-00-000Z-0a1b2c3d.json.1234abcd.tmp'), '{')
  writeFileSync(join(dir, SPAM_COUNT_FILE), '{"dropped":3,"lastAt":"2025-04-02T10:30:00.000Z"}\n')
  const { enquiries, unreadable } = readEnquiries(dir)
  expect(enquiries).toEqual([])
  expect(unreadable.map(({ file, problem }) => [file, problem.split(':')[0]])).toEqual([
    [join(dir, 'broken.json'), 'SyntaxError'],
    [join(dir, 'notes.json'), 'not an enquiry'],
  ])
  expect(readSpamCount(dir)).toEqual({ dropped: 3, lastAt: '2025-04-02T10:30:00.000Z' })
})

test('a directory that does not exist yet holds no enquiries and no spam', () => {
  const missing = join(directory(), 'not-yet')
  expect(readEnquiries(missing)).toEqual({ enquiries: [], unreadable: [] })
  expect(readSpamCount(missing)).toBeUndefined()
})

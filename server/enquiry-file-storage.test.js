// @ts-check
/**
 * `npm start`'s enquiry directory as the domain's store (./enquiry-file-storage.js): the domain
 * keeps, lists, retries and deletes the same files `npm start` writes and `npm run enquiries` reads.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createEnquiryBox } from '../enquiries/enquiry-box.js'
import { createFileStorage } from './enquiry-file-storage.js'
import { readEnquiries, toStoredEnquiry } from './enquiry-files.js'
import { createEnquiryStore } from './enquiry-store.js'

const dirs = /** @type {string[]} */ ([])
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function directory() {
  const dir = mkdtempSync(join(tmpdir(), 'enquiry-files-'))
  dirs.push(dir)
  return dir
}
const fields = { name: 'Ada', email: 'ada@example.com', phone: '', company: '', service: 'Audit', message: 'Hi' }
const down = async () => {
  throw new Error('connect ECONNREFUSED')
}
const up = async () => ({ to: 'owner@example.com' })

test('an enquiry the domain keeps is one of npm start’s files: npm run enquiries reads it, readable by the server only', async () => {
  const dir = directory()
  const box = createEnquiryBox(createFileStorage(dir), { logError: () => {} })
  const kept = await box.keep(fields, '198.51.100.7')
  if (!kept.kept) throw new Error('not kept')
  await box.deliver(kept.key, down)
  const { enquiries, unreadable } = readEnquiries(dir)
  expect(unreadable).toEqual([])
  expect(enquiries.map(({ enquiry }) => [enquiry.name, enquiry.mail?.state])).toEqual([['Ada', 'waiting']])
  expect(statSync(enquiries[0]?.file ?? '').mode & 0o777).toBe(0o600)
  // Only enquiries and the domain's hidden folder: nothing left half-written.
  expect(readdirSync(dir).filter((name) => !name.endsWith('.json'))).toEqual(['.enquiry-box'])
  expect(await box.deliverDue(up)).toBe(1)
  expect(readEnquiries(dir).enquiries[0]?.enquiry.mail).toMatchObject({ state: 'sent', tries: 2 })
})

test('what npm start stored, the domain lists, retries and deletes', async () => {
  const dir = directory()
  const store = createEnquiryStore({ dir })
  const receivedAt = new Date('2026-11-28T09:00:00.000Z')
  const record = toStoredEnquiry({ from_name: 'Grace', message: 'Call me' }, receivedAt)
  const stored = await store.store(
    { ...record, mail: { state: 'refused', refusedAt: receivedAt.toISOString(), error: '550 no', tries: 1 } },
    receivedAt,
  )
  if (!stored.stored) throw new Error('not stored')
  const box = createEnquiryBox(createFileStorage(dir))
  const [listed] = await box.list()
  expect(listed?.enquiry).toMatchObject({ name: 'Grace', mail: { state: 'refused' } })
  expect(await box.retryNow(listed?.id ?? '', up)).toBe('sent')
  expect(readEnquiries(dir).enquiries[0]?.enquiry.mail?.state).toBe('sent')
  expect(await box.remove(listed?.id ?? '')).toBe(true)
  expect(readEnquiries(dir).enquiries).toEqual([])
})

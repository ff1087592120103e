// @ts-check
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createEnquiryEndpoint, ENQUIRY_PATH, MAX_BODY_BYTES, validateSendRequest } from './enquiry-endpoint.js'

const dir = mkdtempSync(join(tmpdir(), 'enquiries-'))
/** @type {string[]} */
const logged = []
const server = createServer(createEnquiryEndpoint({ dir, log: (line) => logged.push(line) }))
let url = ''

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('server has no port')
  url = `http://127.0.0.1:${address.port}${ENQUIRY_PATH}`
})
afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  for (const file of readdirSync(dir)) rmSync(join(dir, file))
  logged.length = 0
})

const valid = {
  lib_version: '4.4.1',
  user_id: 'local-stand-in',
  service_id: 'local-stand-in',
  template_id: 'local-stand-in',
  template_params: {
    from_name: 'Ada Lovelace',
    from_email: 'ada@example.com',
    phone: '+44 7700 900123',
    company: 'Analytical Engines',
    service: 'ai-automation',
    message: 'Please automate our weaving.',
  },
}

/** @param {string} body */
const post = (body) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

test('a valid enquiry is stored as a JSON file and its path logged', async () => {
  const response = await post(JSON.stringify(valid))
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('OK')
  const files = readdirSync(dir)
  expect(files).toHaveLength(1)
  const stored = JSON.parse(readFileSync(join(dir, files[0] ?? ''), 'utf8'))
  expect(stored).toMatchObject({ service_id: 'local-stand-in', template_params: valid.template_params })
  expect(stored.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  expect(logged).toEqual([expect.stringContaining(join(dir, files[0] ?? ''))])
})

test.each([
  ['user_id', 'The public key is required'],
  ['service_id', 'The service ID is required'],
  ['template_id', 'The template ID is required'],
])('a body without %s is refused with 400 and a text, and nothing is stored', async (field, text) => {
  const response = await post(JSON.stringify({ ...valid, [field]: undefined }))
  expect(response.status).toBe(400)
  expect(await response.text()).toBe(text)
  expect(readdirSync(dir)).toEqual([])
})

test('malformed JSON and wrong types are refused with 400, and nothing is stored', async () => {
  const bodies = [
    '{"user_id":',
    'null',
    '[]',
    JSON.stringify({ ...valid, service_id: 42 }),
    JSON.stringify({ ...valid, template_params: 'hello' }),
    JSON.stringify({ ...valid, template_params: [] }),
    JSON.stringify({ ...valid, template_params: { message: { nested: true } } }),
    JSON.stringify({ ...valid, lib_version: 4 }),
  ]
  for (const body of bodies) {
    const response = await post(body)
    expect(response.status, body).toBe(400)
    expect((await response.text()).length, body).toBeGreaterThan(0)
  }
  expect(readdirSync(dir)).toEqual([])
})

test('a body over 32 KB is refused with 413 and not stored', async () => {
  const message = 'x'.repeat(MAX_BODY_BYTES)
  const response = await post(JSON.stringify({ ...valid, template_params: { ...valid.template_params, message } }))
  expect(response.status).toBe(413)
  expect(readdirSync(dir)).toEqual([])
})

test('only POST is answered', async () => {
  const response = await fetch(url)
  expect(response.status).toBe(405)
  expect(response.headers.get('allow')).toBe('POST')
})

test('validateSendRequest accepts a body without template params, like the provider', () => {
  const { template_params: _params, ...bare } = valid
  expect(validateSendRequest(bare)).toMatchObject({ ok: true })
})

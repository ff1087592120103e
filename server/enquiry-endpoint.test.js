// @vitest-environment node
// @ts-check
import { expect, test } from 'vitest'
import { validateSendRequest, withoutLineBreaks } from './enquiry-endpoint.js'

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

test.each([
  ['user_id', 'The public key is required'],
  ['service_id', 'The service ID is required'],
  ['template_id', 'The template ID is required'],
])('a body without %s is refused with a text', (field, text) => {
  expect(validateSendRequest({ ...valid, [field]: undefined })).toEqual({ ok: false, error: text })
})

test('wrong shapes and types are refused', () => {
  const bodies = [
    null,
    [],
    'text',
    { ...valid, service_id: 42 },
    { ...valid, template_params: 'hello' },
    { ...valid, template_params: [] },
    { ...valid, template_params: { message: { nested: true } } },
    { ...valid, lib_version: 4 },
  ]
  for (const body of bodies) expect(validateSendRequest(body).ok, JSON.stringify(body)).toBe(false)
})

test('validateSendRequest accepts a body without template params, like the provider', () => {
  const { template_params: _params, ...bare } = valid
  expect(validateSendRequest(bare)).toMatchObject({ ok: true })
})

test('line breaks are removed from one-line fields only', () => {
  expect(withoutLineBreaks({ from_name: 'Eve\r\nBcc: x', message: 'a\nb' })).toEqual({
    from_name: 'Eve Bcc: x',
    message: 'a\nb',
  })
})

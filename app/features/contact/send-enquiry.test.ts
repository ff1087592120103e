// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type Enquiry, HONEYPOT_FIELD, serviceOptions } from './contact-schema'
import { describeSendFailure, EnquiryError } from './enquiry-error'
import { type ProviderSettings, sendEnquiry } from './send-enquiry'

const [service = { value: 'other', label: 'Other' }] = serviceOptions
const enquiry: Enquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 7700 900123',
  company: 'Analytical Engines',
  service: service.value,
  message: 'We would like to automate our invoicing.',
}

const configured: ProviderSettings = {
  publicKey: 'public-key',
  serviceId: 'service_x',
  templateId: 'template_y',
  origin: 'https://api.emailjs.com',
  blockHeadless: false,
  throttleMs: 0,
}
const local: ProviderSettings = { ...configured, publicKey: '', serviceId: '', templateId: '', origin: '' }
const email = 'hello@example.com'

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  localStorage.clear()
  fetchMock = vi.fn<typeof fetch>(async () => new Response('OK', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

function answer(status: number, text = 'Provider says no') {
  fetchMock.mockImplementation(async () => new Response(text, { status }))
}

async function failure(settings: ProviderSettings = configured, timeoutMs?: number): Promise<EnquiryError> {
  const error = await sendEnquiry(enquiry, { settings, email, timeoutMs }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(EnquiryError)
  return error as EnquiryError
}

test('200: the provider gets the SDK request with the six template params, the service by its name', async () => {
  await expect(sendEnquiry(enquiry, { settings: configured, email })).resolves.toBeUndefined()
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0] ?? []
  expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send')
  expect(init?.method).toBe('POST')
  expect(JSON.parse(String(init?.body))).toEqual({
    lib_version: '4.4.1',
    user_id: 'public-key',
    service_id: 'service_x',
    template_id: 'template_y',
    template_params: {
      from_name: 'Ada Lovelace',
      from_email: 'ada@example.com',
      phone: '+44 7700 900123',
      company: 'Analytical Engines',
      service: service.label,
      message: 'We would like to automate our invoicing.',
    },
  })
})

test('without keys the same request goes to the site itself, with stand-in ids', async () => {
  await sendEnquiry(enquiry, { settings: local, email })
  const [url, init] = fetchMock.mock.calls[0] ?? []
  expect(url).toBe('/api/v1.0/email/send')
  expect(JSON.parse(String(init?.body))).toMatchObject({ user_id: 'local-stand-in', service_id: 'local-stand-in' })
})

test('400 and any other non-200 answer: "Failed to send email", offering the address', async () => {
  for (const status of [400, 404, 500, 502]) {
    answer(status)
    const error = await failure()
    expect(error.reason).toBe('rejected')
    expect(error.message).toMatch(/^Failed to send email\./)
    expect(error.message).toContain(email)
  }
})

test('a 2xx other than 200 counts as a failure too', async () => {
  answer(202, 'Accepted')
  expect((await failure()).message).toMatch(/^Failed to send email/)
})

test.each([
  [403, 'blocked', /blocked list/],
  [429, 'throttled', /wait a minute/],
  [451, 'headless', /automated/],
] as const)('%i from the provider: a clear message, offering the address', async (status, reason, text) => {
  answer(status)
  const error = await failure()
  expect(error.reason).toBe(reason)
  expect(error.message).toMatch(text)
  expect(error.message).toContain(email)
})

test('network failure: check your connection', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
  const error = await failure()
  expect(error.reason).toBe('network')
  expect(error.message).toMatch(/check your connection/)
  expect(error.message).toContain(email)
})

test('timeout: a request that never answers fails instead of hanging', async () => {
  fetchMock.mockImplementation(() => new Promise(() => {}))
  const error = await failure(configured, 30)
  expect(error.reason).toBe('timeout')
  expect(error.message).toMatch(/did not answer in time/)
})

test("the SDK's plain-string rejections (missing keys) become an Error with a message", async () => {
  const error = await failure({ ...configured, serviceId: '' })
  expect(error.reason).toBe('misconfigured')
  expect(error.message).toContain(email)
  expect(fetchMock).not.toHaveBeenCalled()
  expect(describeSendFailure('The public key is required.', email).cause).toBe('The public key is required.')
})

test('the throttle survives init(): a second send within the window is refused without a request', async () => {
  const throttled = { ...configured, throttleMs: 10_000 }
  await sendEnquiry(enquiry, { settings: throttled, email })
  const error = await failure(throttled)
  expect(error.reason).toBe('throttled')
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test('a failed send does not use up the throttle window, so the visitor can retry at once', async () => {
  const throttled = { ...configured, throttleMs: 10_000 }
  answer(400)
  await failure(throttled)
  answer(200, 'OK')
  await expect(sendEnquiry(enquiry, { settings: throttled, email })).resolves.toBeUndefined()
  expect(fetchMock).toHaveBeenCalledTimes(2)
})

test('blockHeadless refuses automated browsers before sending (451)', async () => {
  Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true })
  const error = await failure({ ...configured, blockHeadless: true }).finally(() => {
    Reflect.deleteProperty(navigator, 'webdriver')
  })
  expect(error.reason).toBe('headless')
  expect(fetchMock).not.toHaveBeenCalled()
})

const sentParams = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)).template_params

test('a filled honeypot: without keys it goes to the site itself, which drops and counts it; with keys nothing is sent', async () => {
  await sendEnquiry(enquiry, { settings: local, email, honeypot: 'https://spam.example' })
  expect(sentParams()).toMatchObject({ from_name: 'Ada Lovelace', [HONEYPOT_FIELD]: 'https://spam.example' })
  await sendEnquiry(enquiry, { settings: local, email, honeypot: '' })
  expect(sentParams()).not.toHaveProperty(HONEYPOT_FIELD)

  fetchMock.mockClear()
  await expect(sendEnquiry(enquiry, { settings: configured, email, honeypot: 'x' })).resolves.toBeUndefined()
  expect(fetchMock).not.toHaveBeenCalled()
})

test('without keys, a site with no enquiry endpoint is "unavailable": the e-mail program, never a retry', async () => {
  const answers: [number, string][] = [
    [404, '<!doctype html><title>404 Page Not Found</title>'],
    [405, 'Method Not Allowed'],
    [501, 'Unsupported method'],
    // A host that answers any POST with a page.
    [200, '<!doctype html><title>Home</title>'],
  ]
  for (const [status, text] of answers) {
    answer(status, text)
    const error = await failure(local)
    expect(error.reason, `${status}`).toBe('unavailable')
    expect(error.message).toMatch(/e-mail program opens with your enquiry filled in/)
    expect(error.message).not.toMatch(/try again/i)
    expect(error.message).toContain(email)
  }
  // The endpoint's own refusals and the provider's 404 are still failures the visitor can act on.
  answer(507, 'The enquiry could not be stored. Please write to us instead.')
  expect((await failure(local)).reason).toBe('rejected')
  answer(404)
  expect((await failure(configured)).reason).toBe('rejected')
})

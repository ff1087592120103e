import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Enquiry } from './contact-schema'
import { describeSendFailure, EnquiryError, type ProviderSettings, sendEnquiry } from './send-enquiry'

const enquiry: Enquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 7700 900123',
  company: 'Analytical Engines',
  service: 'ai-automation',
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

test('200: the provider gets the SDK request with the six template params', async () => {
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
      service: 'ai-automation',
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

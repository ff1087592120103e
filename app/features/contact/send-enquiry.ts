/**
 * Delivers an enquiry through the e-mail provider's SDK (docs/product.md#delivery) and turns
 * every way that can fail into an Error a visitor can act on. The SDK is imported only when a
 * visitor actually sends, so its bytes never reach a page's first load.
 */
import type { SiteConfig } from '#app/config/site-config'
import type { Enquiry } from './contact-schema'

export type ProviderSettings = SiteConfig['emailjs']

/** The provider's `template_params`: what the e-mail template (docs/emailjs-template.html) can use. */
type TemplateParams = {
  from_name: string
  from_email: string
  phone: string
  company: string
  service: string
  message: string
}

/**
 * Ids sent when no provider keys are configured. The SDK refuses empty ids before sending, and the
 * local stand-in (server/enquiry-endpoint.js) should see the very request the provider would.
 */
const localStandInKeys = {
  publicKey: 'local-stand-in',
  serviceId: 'local-stand-in',
  templateId: 'local-stand-in',
} as const

/** Long enough for a slow mobile connection, short enough that nobody waits on 'Sending...' forever. */
const SEND_TIMEOUT_MS = 20_000

/** One throttle per browser, not per page: the form on / and on /contact share it. */
const THROTTLE_ID = 'contact-enquiry'

export type EnquiryFailure = 'rejected' | 'blocked' | 'throttled' | 'headless' | 'network' | 'timeout' | 'misconfigured'

/** A failed send, with a message written for the visitor and the reason kept for tests and logs. */
export class EnquiryError extends Error {
  readonly reason: EnquiryFailure
  constructor(reason: EnquiryFailure, message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'EnquiryError'
    this.reason = reason
  }
}

class SendTimeoutError extends Error {
  constructor() {
    super('The e-mail provider did not answer in time')
    this.name = 'SendTimeoutError'
  }
}

type ProviderStatus = { status: number; text: string }

function isProviderStatus(value: unknown): value is ProviderStatus {
  return typeof value === 'object' && value !== null && typeof (value as ProviderStatus).status === 'number'
}

/**
 * Maps whatever `send()` rejected with to an EnquiryError. The SDK rejects with plain strings
 * (missing keys) and `{ status, text }` objects (HTTP failures and its own blocks), never an Error,
 * so without this the toast would have no message to show.
 */
export function describeSendFailure(failure: unknown, email: string): EnquiryError {
  if (failure instanceof EnquiryError) return failure
  const alternative = `You can also e-mail us at ${email}.`
  if (failure instanceof SendTimeoutError) {
    return new EnquiryError(
      'timeout',
      `The mail service did not answer in time, so we cannot confirm your message was sent. Please try again. ${alternative}`,
      { cause: failure },
    )
  }
  if (typeof failure === 'string') {
    return new EnquiryError(
      'misconfigured',
      `The contact form is not set up correctly, so your message was not sent. Please e-mail us at ${email}.`,
      { cause: failure },
    )
  }
  if (isProviderStatus(failure)) {
    switch (failure.status) {
      case 403:
        return new EnquiryError(
          'blocked',
          `Failed to send email: the mail service refused this message (blocked list). Please e-mail us at ${email} instead.`,
          { cause: failure },
        )
      case 429:
        return new EnquiryError(
          'throttled',
          `Too many messages in a short time. Please wait a minute and try again. ${alternative}`,
          { cause: failure },
        )
      case 451:
        return new EnquiryError(
          'headless',
          `Your browser looks automated to the mail service, so the message was not sent. Please e-mail us at ${email}.`,
          { cause: failure },
        )
      default:
        return new EnquiryError('rejected', `Failed to send email. Please try again in a moment. ${alternative}`, {
          cause: failure,
        })
    }
  }
  // fetch() rejects with a TypeError when offline or blocked; a failed chunk import lands here too.
  return new EnquiryError(
    'network',
    `We could not reach the mail service. Please check your connection and try again. ${alternative}`,
    { cause: failure },
  )
}

function toTemplateParams(enquiry: Enquiry): TemplateParams {
  return {
    from_name: enquiry.name,
    from_email: enquiry.email,
    phone: enquiry.phone,
    company: enquiry.company,
    service: enquiry.service,
    message: enquiry.message,
  }
}

type StorageProvider = {
  get: (key: string) => Promise<string | null | undefined>
  set: (key: string, value: string) => Promise<void>
  remove: (key: string) => Promise<void>
}

/** localStorage for the SDK's throttle; storage that throws (privacy modes) just means no throttle. */
function createThrottleStorage(storage: () => Storage | undefined = () => globalThis.localStorage): StorageProvider {
  const attempt = <T>(run: (store: Storage) => T): T | undefined => {
    try {
      const store = storage()
      return store ? run(store) : undefined
    } catch {
      return undefined
    }
  }
  return {
    get: async (key) => attempt((store) => store.getItem(key)),
    set: async (key, value) => attempt((store) => store.setItem(key, value)),
    remove: async (key) => attempt((store) => store.removeItem(key)),
  }
}

type EmailjsSdk = Pick<typeof import('@emailjs/browser'), 'init' | 'send'>

export type SendEnquiryOptions = {
  settings: ProviderSettings
  /** The address offered as an alternative in every failure message. */
  email: string
  loadSdk?: () => Promise<EmailjsSdk>
  storage?: StorageProvider
  timeoutMs?: number
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Sends one enquiry; resolves when the provider answered 200, otherwise rejects with an EnquiryError.
 * With no keys configured it posts the same request to the site's own origin (the local stand-in).
 */
export async function sendEnquiry(enquiry: Enquiry, options: SendEnquiryOptions): Promise<void> {
  const {
    settings,
    email,
    loadSdk = () => import('@emailjs/browser'),
    storage = createThrottleStorage(),
    timeoutMs = SEND_TIMEOUT_MS,
  } = options
  const keys = settings.origin ? settings : localStandInKeys
  try {
    await withTimeout(
      (async () => {
        const sdk = await loadSdk()
        // init() is the only way to set the origin, and it silently turns the throttle off unless
        // it is handed a storageProvider: always pass one.
        sdk.init(
          {
            publicKey: keys.publicKey,
            blockHeadless: settings.blockHeadless,
            limitRate: settings.throttleMs > 0 ? { id: THROTTLE_ID, throttle: settings.throttleMs } : {},
            storageProvider: storage,
          },
          settings.origin,
        )
        const response = await sdk.send(keys.serviceId, keys.templateId, toTemplateParams(enquiry))
        // The SDK accepts any 2xx; the product counts only 200 as delivered.
        if (response.status !== 200) throw { status: response.status, text: response.text } satisfies ProviderStatus
      })(),
      timeoutMs,
    )
  } catch (failure) {
    const error = describeSendFailure(failure, email)
    // A send that definitely failed delivered nothing, so it must not use up the visitor's
    // throttle window; a throttled or timed-out send keeps it (the request may still land).
    if (error.reason === 'rejected' || error.reason === 'network' || error.reason === 'blocked') {
      await storage.remove(THROTTLE_ID)
    }
    throw error
  }
}

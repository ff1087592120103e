/**
 * Delivers an enquiry through the e-mail provider's SDK (docs/product.md#delivery) and turns
 * every way that can fail into an Error a visitor can act on. The SDK is imported only when a
 * visitor actually sends, so its bytes never reach a page's first load.
 */
import type { SiteConfig } from '#app/config/site-config'
import { type Enquiry, HONEYPOT_FIELD, serviceLabel } from './contact-schema'
import { handOverMessage } from './email-hand-over'
import {
  describeSendFailure,
  EnquiryError,
  isProviderStatus,
  type ProviderStatus,
  SendTimeoutError,
} from './enquiry-error'

export type ProviderSettings = SiteConfig['emailjs']

/** The provider's `template_params`: what the e-mail template (docs/emailjs-template.html) can use. */
type TemplateParams = {
  from_name: string
  from_email: string
  phone: string
  company: string
  /** The service's name as the form shows it, not its id: the owner reads it in the e-mail. */
  service: string
  message: string
  /** Sent only to the keyless endpoint, and only when a bot filled it in: it drops and counts those. */
  [HONEYPOT_FIELD]?: string
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

/**
 * How a site without the keyless endpoint answers its POST: a static host or nginx serving the
 * files answers 404, 405 or 501, or answers with a page. The
 * endpoint itself answers 200 with exactly 'OK' (server/enquiry-route.js).
 */
const NO_ENDPOINT_STATUSES = [404, 405, 501]
const DELIVERED = 'OK'

function answeredWithoutEndpoint(failure: unknown): failure is ProviderStatus {
  return isProviderStatus(failure) && (NO_ENDPOINT_STATUSES.includes(failure.status) || failure.status < 300)
}

function toTemplateParams(enquiry: Enquiry): TemplateParams {
  return {
    from_name: enquiry.name,
    from_email: enquiry.email,
    phone: enquiry.phone,
    company: enquiry.company,
    service: serviceLabel(enquiry.service),
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
  /** What the form's honeypot holds: anything there means a bot. */
  honeypot?: string
  /** The site's base path (app/config/base-path.ts): without keys, the request goes to the site under it. */
  basePath?: string
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
 * With no keys configured it posts the same request to the site's own origin (the local stand-in),
 * honeypot included, and rejects as 'unavailable' when nothing there receives enquiries. With keys,
 * a filled honeypot resolves at once: the provider would deliver it, so it is dropped here.
 */
export async function sendEnquiry(enquiry: Enquiry, options: SendEnquiryOptions): Promise<void> {
  const {
    settings,
    email,
    loadSdk = () => import('@emailjs/browser'),
    storage = createThrottleStorage(),
    timeoutMs = SEND_TIMEOUT_MS,
    honeypot = '',
    basePath = '',
  } = options
  const local = !settings.origin
  const spam = honeypot.trim() !== ''
  if (spam && !local) return
  const keys = local ? localStandInKeys : settings
  const params = toTemplateParams(enquiry)
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
          local ? basePath : settings.origin,
        )
        const response = await sdk.send(
          keys.serviceId,
          keys.templateId,
          spam ? { ...params, [HONEYPOT_FIELD]: honeypot } : params,
        )
        // The SDK accepts any 2xx; the product counts only 200 as delivered.
        if (response.status !== 200 || (local && response.text !== DELIVERED)) {
          throw { status: response.status, text: response.text } satisfies ProviderStatus
        }
      })(),
      timeoutMs,
    )
  } catch (failure) {
    const error =
      local && answeredWithoutEndpoint(failure)
        ? new EnquiryError('unavailable', handOverMessage(email), { cause: failure })
        : describeSendFailure(failure, email)
    // A send that definitely failed delivered nothing, so it must not use up the visitor's
    // throttle window; a throttled or timed-out send keeps it (the request may still land).
    if (['rejected', 'network', 'blocked', 'unavailable'].includes(error.reason)) {
      await storage.remove(THROTTLE_ID)
    }
    throw error
  }
}

/**
 * Reads and validates the owner's build-time configuration (VITE_* variables).
 * Kept free of `import.meta.env` so the build config, the server scripts and the
 * tests can validate any environment, not only the one Vite baked in.
 */

export type SiteEnv = Partial<Record<string, string | undefined>>

export type SiteConfig = {
  /** Company name shown in the header, footer, titles and legal pages. */
  name: string
  /** Canonical origin, no trailing slash: used for canonical links and sitemap.xml. */
  url: string
  /** The public enquiry address ({email} in the SPEC). */
  email: string
  /** Origin of the stock-photo host; tests point it at a local stand-in. */
  imageOrigin: string
  emailjs: {
    publicKey: string
    serviceId: string
    templateId: string
    /** Where the SDK posts. Empty means the site's own origin (the local stand-in). */
    origin: string
    blockHeadless: boolean
    /** Minimum milliseconds between two sends from one browser (0 = no throttle). */
    throttleMs: number
  }
}

export const siteDefaults = {
  name: 'Example Consulting',
  url: 'https://www.example.com',
  email: 'hello@example.com',
  imageOrigin: 'https://images.unsplash.com',
  emailjsOrigin: 'https://api.emailjs.com',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An http(s) origin from `env[key]` (or `fallback`), throwing an Error that names `key`. */
export function readOrigin(env: SiteEnv, key: string, fallback: string): string {
  const raw = env[key]?.trim() || fallback
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new Error(`${key} must be an absolute http(s) URL such as ${fallback}, got "${raw}".`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${key} must use http or https, got "${raw}".`)
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new Error(`${key} must be an origin without a path, such as ${fallback}, got "${raw}".`)
  }
  return parsed.origin
}

function readFlag(env: SiteEnv, key: string): boolean {
  const raw = env[key]?.trim().toLowerCase()
  if (!raw || raw === '0' || raw === 'false') return false
  if (raw === '1' || raw === 'true') return true
  throw new Error(`${key} must be "true" or "false", got "${env[key]}".`)
}

function readMilliseconds(env: SiteEnv, key: string, fallback: number): number {
  const raw = env[key]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${key} must be a whole number of milliseconds (0 or more), got "${raw}".`)
  }
  return value
}

/** Builds the site configuration from `env`, throwing an Error that names the bad variable. */
export function parseSiteConfig(env: SiteEnv): SiteConfig {
  const name = env.VITE_COMPANY_NAME?.trim() || siteDefaults.name
  const email = env.VITE_CONTACT_EMAIL?.trim() || siteDefaults.email
  if (!EMAIL.test(email)) {
    throw new Error(`VITE_CONTACT_EMAIL must be an e-mail address, got "${email}".`)
  }
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim() ?? ''
  const serviceId = env.VITE_EMAILJS_SERVICE_ID?.trim() ?? ''
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID?.trim() ?? ''
  const ids = [publicKey, serviceId, templateId]
  if (ids.some(Boolean) && !ids.every(Boolean)) {
    throw new Error(
      'Set all three of VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID, or none (the local stand-in then receives enquiries).',
    )
  }
  const configured = ids.every(Boolean)
  return {
    name,
    url: readOrigin(env, 'VITE_SITE_URL', siteDefaults.url),
    email,
    imageOrigin: readOrigin(env, 'VITE_IMAGE_ORIGIN', siteDefaults.imageOrigin),
    emailjs: {
      publicKey,
      serviceId,
      templateId,
      origin: configured ? readOrigin(env, 'VITE_EMAILJS_ORIGIN', siteDefaults.emailjsOrigin) : '',
      blockHeadless: readFlag(env, 'VITE_EMAILJS_BLOCK_HEADLESS'),
      throttleMs: readMilliseconds(env, 'VITE_EMAILJS_THROTTLE_MS', 10_000),
    },
  }
}

/** True when real provider keys are configured (otherwise the local stand-in receives enquiries). */
export function isProviderConfigured(config: SiteConfig): boolean {
  return config.emailjs.origin !== ''
}

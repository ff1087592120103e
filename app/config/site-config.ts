/**
 * The owner's site identity and e-mail provider keys (VITE_* variables), as one part of the
 * configuration (app/config/configuration-schema.ts). The app reads the parsed values from
 * app/config/configuration.ts; this module only says what is valid.
 */
import { z } from 'zod'
import { checkOrigin, flag, milliseconds, origin, siteAddress, text, textOr } from './fields.ts'

export type SiteConfig = {
  /** Company name shown in the header, footer, titles and legal pages. */
  name: string
  /**
   * The site's address, no trailing slash: its origin, and for a site served under a path (a
   * GitHub Pages project site) that path too, its base path (./base-path.ts). Canonical links,
   * sitemap.xml and every absolute address are made from it.
   */
  url: string
  /** The public enquiry address (docs/product.md, "The enquiry"). */
  email: string
  /** Origin of the stock-photo host the build downloads stock photos from (docs/owner-guide.md "Photos"); tests point it at a local stand-in. */
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

export const SiteEnvSchema = z
  .object({
    VITE_COMPANY_NAME: textOr(siteDefaults.name),
    VITE_SITE_URL: siteAddress(siteDefaults.url),
    VITE_CONTACT_EMAIL: textOr(siteDefaults.email).pipe(
      z.string().regex(EMAIL, { error: (issue) => `must be an e-mail address, got "${String(issue.input)}".` }),
    ),
    VITE_IMAGE_ORIGIN: origin(siteDefaults.imageOrigin),
    VITE_EMAILJS_PUBLIC_KEY: text,
    VITE_EMAILJS_SERVICE_ID: text,
    VITE_EMAILJS_TEMPLATE_ID: text,
    VITE_EMAILJS_ORIGIN: text,
    VITE_EMAILJS_BLOCK_HEADLESS: flag,
    VITE_EMAILJS_THROTTLE_MS: milliseconds(10_000),
  })
  .transform((env, ctx): SiteConfig => {
    const ids = [env.VITE_EMAILJS_PUBLIC_KEY, env.VITE_EMAILJS_SERVICE_ID, env.VITE_EMAILJS_TEMPLATE_ID]
    if (ids.some(Boolean) && !ids.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'Set all three of VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID, or none (the local stand-in then receives enquiries).',
      })
    }
    const configured = ids.every(Boolean)
    return {
      name: env.VITE_COMPANY_NAME,
      url: env.VITE_SITE_URL,
      email: env.VITE_CONTACT_EMAIL,
      imageOrigin: env.VITE_IMAGE_ORIGIN,
      emailjs: {
        publicKey: env.VITE_EMAILJS_PUBLIC_KEY,
        serviceId: env.VITE_EMAILJS_SERVICE_ID,
        templateId: env.VITE_EMAILJS_TEMPLATE_ID,
        origin: configured
          ? checkOrigin(env.VITE_EMAILJS_ORIGIN, siteDefaults.emailjsOrigin, ctx, ['VITE_EMAILJS_ORIGIN'])
          : '',
        blockHeadless: env.VITE_EMAILJS_BLOCK_HEADLESS,
        throttleMs: env.VITE_EMAILJS_THROTTLE_MS,
      },
    }
  })

/** True when real provider keys are configured (otherwise the local stand-in receives enquiries). */
export function isProviderConfigured(config: SiteConfig): boolean {
  return config.emailjs.origin !== ''
}

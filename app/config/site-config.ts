/**
 * The owner's site identity and e-mail provider keys (VITE_* variables), as one part of the
 * configuration (app/config/configuration-schema.ts). The app reads the parsed values from
 * app/config/configuration.ts; this module only says what is valid.
 */
import { z } from 'zod'
import { checkOrigin, checkSiteAddress, flag, milliseconds, origin, text } from './fields.ts'
import type { OfficeHours, SiteSettings } from './settings-schema.ts'

export type SiteConfig = {
  /** Company name shown in the header, footer, titles and legal pages. */
  name: string
  /** The site's one line about itself: the footer, share images and search engines. */
  tagline: string
  /**
   * The site's address, no trailing slash: its origin, and for a site served under a path (a
   * GitHub Pages project site) that path too, its base path (./base-path.ts). Canonical links,
   * sitemap.xml and every absolute address are made from it.
   */
  url: string
  /** The public enquiry address (docs/product.md, "The enquiry"). */
  email: string
  /** Shown beside the e-mail address when the owner gives one. */
  telephone?: string
  officeHours: OfficeHours
  /** Footer links and the business's `sameAs` for search engines. */
  socialProfiles: { name: string; url: string }[]
  /** A plain link to the owner's booking page, never an embed. */
  bookingLink?: { url: string; label: string }
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

const siteDefaults = {
  imageOrigin: 'https://images.unsplash.com',
  emailjsOrigin: 'https://api.emailjs.com',
} as const

/**
 * The variables that override content/settings.yaml for one build (CI, a preview): blank means the
 * settings file's value. Checked here, applied by ./configuration-schema.ts.
 */
export const SiteOverridesSchema = z.object({
  VITE_COMPANY_NAME: text,
  VITE_SITE_URL: text.transform((value, ctx) => (value ? checkSiteAddress(value, 'https://www.example.com', ctx) : '')),
  VITE_CONTACT_EMAIL: text.pipe(
    z.string().regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
      error: (issue) => `must be an e-mail address, got "${String(issue.input)}".`,
    }),
  ),
})

/** The e-mail provider's keys and the stock-photo host: environment only (keys are secrets). */
export const SiteEnvSchema = z
  .object({
    VITE_IMAGE_ORIGIN: origin(siteDefaults.imageOrigin),
    VITE_EMAILJS_PUBLIC_KEY: text,
    VITE_EMAILJS_SERVICE_ID: text,
    VITE_EMAILJS_TEMPLATE_ID: text,
    VITE_EMAILJS_ORIGIN: text,
    VITE_EMAILJS_BLOCK_HEADLESS: flag,
    VITE_EMAILJS_THROTTLE_MS: milliseconds(10_000),
  })
  .transform((env, ctx): Pick<SiteConfig, 'imageOrigin' | 'emailjs'> => {
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

/** The site's identity from the settings file, with the overrides that were set. */
export function siteIdentity(
  settings: SiteSettings,
  overrides: z.output<typeof SiteOverridesSchema>,
): Omit<SiteConfig, 'imageOrigin' | 'emailjs'> {
  return {
    name: overrides.VITE_COMPANY_NAME || settings.name,
    tagline: settings.tagline,
    url: overrides.VITE_SITE_URL || settings.siteUrl,
    email: overrides.VITE_CONTACT_EMAIL || settings.email,
    ...(settings.telephone ? { telephone: settings.telephone } : {}),
    officeHours: settings.officeHours,
    socialProfiles: settings.socialProfiles,
    ...(settings.bookingLink ? { bookingLink: settings.bookingLink } : {}),
  }
}

/** True when real provider keys are configured (otherwise the local stand-in receives enquiries). */
export function isProviderConfigured(config: Pick<SiteConfig, 'emailjs'>): boolean {
  return config.emailjs.origin !== ''
}

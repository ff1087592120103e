/**
 * The analytics switch (VITE_ANALYTICS and its VITE_ANALYTICS_SITE_ID / VITE_ANALYTICS_HOST), one
 * part of the configuration (app/config/configuration-schema.ts). Off unless VITE_ANALYTICS names a
 * provider: then there is no script, no CSP change and no privacy paragraph.
 */
import { z } from 'zod'
import { checkOrigin, siteAddress, text } from './fields.ts'
import { siteDefaults } from './site-config.ts'

const analyticsProviders = ['plausible', 'umami', 'goatcounter'] as const
export type AnalyticsProvider = (typeof analyticsProviders)[number]

/** A cookie-free analytics service. */
export type AnalyticsConfig = {
  provider: AnalyticsProvider
  /** Plausible: the site's domain; Umami: the website id; GoatCounter: the site code. */
  siteId: string
  /** Origin of the provider's server: its script loads from and its counts go to here. */
  host: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const GOATCOUNTER_CODE = /^[a-z0-9][a-z0-9-]*$/
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i

/** Each provider's site-id check, its message, and its default host. */
const providers: Record<AnalyticsProvider, { valid: RegExp; message: string; host: (siteId: string) => string }> = {
  plausible: {
    valid: DOMAIN,
    message: "must be the site's domain as registered with Plausible",
    host: () => 'https://plausible.io',
  },
  umami: { valid: UUID, message: 'must be the Umami website id (a UUID)', host: () => 'https://cloud.umami.is' },
  goatcounter: {
    valid: GOATCOUNTER_CODE,
    message: 'must be the GoatCounter site code (as in https://CODE.goatcounter.com)',
    host: (siteId) => `https://${siteId}.goatcounter.com`,
  },
}

function isProvider(name: string): name is AnalyticsProvider {
  return (analyticsProviders as readonly string[]).includes(name)
}

export const AnalyticsEnvSchema = z
  .object({
    VITE_SITE_URL: siteAddress(siteDefaults.url),
    VITE_ANALYTICS: text.transform((value) => value.toLowerCase()),
    VITE_ANALYTICS_SITE_ID: text,
    VITE_ANALYTICS_HOST: text,
  })
  .transform((env, ctx): AnalyticsConfig | undefined => {
    const provider = env.VITE_ANALYTICS
    if (!provider || provider === 'off' || provider === 'none') return undefined
    if (!isProvider(provider)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VITE_ANALYTICS'],
        message: `must be one of ${analyticsProviders.join(', ')} (or empty for none), got "${provider}".`,
      })
      return z.NEVER
    }
    const rules = providers[provider]
    // Plausible knows a site by its domain, which the site's own address already gives.
    const siteId = env.VITE_ANALYTICS_SITE_ID || (provider === 'plausible' ? new URL(env.VITE_SITE_URL).hostname : '')
    if (!rules.valid.test(siteId)) {
      ctx.addIssue({ code: 'custom', path: ['VITE_ANALYTICS_SITE_ID'], message: `${rules.message}, got "${siteId}".` })
      return z.NEVER
    }
    const host = checkOrigin(env.VITE_ANALYTICS_HOST, rules.host(siteId), ctx, ['VITE_ANALYTICS_HOST'])
    return { provider, siteId, host }
  })

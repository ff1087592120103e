/**
 * The analytics switch (VITE_ANALYTICS and its VITE_ANALYTICS_SITE_ID / VITE_ANALYTICS_HOST),
 * validated like the rest of the site configuration (./site-config.ts) but in its own module, so
 * that only the legal pages' browser code carries it: the home page's first-load JavaScript has a
 * byte budget (tests/e2e/budgets.spec.ts) and shares the site-config chunk.
 */
import { readOrigin, type SiteEnv, siteDefaults } from './site-config'

export const analyticsProviders = ['plausible', 'umami', 'goatcounter'] as const
export type AnalyticsProvider = (typeof analyticsProviders)[number]

/** A cookie-free analytics service (off unless VITE_ANALYTICS names one). */
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

/**
 * Reads VITE_ANALYTICS and its VITE_ANALYTICS_SITE_ID / VITE_ANALYTICS_HOST; undefined when off
 * (no script, no CSP change, no privacy paragraph).
 */
export function parseAnalyticsConfig(env: SiteEnv): AnalyticsConfig | undefined {
  const siteUrl = readOrigin(env, 'VITE_SITE_URL', siteDefaults.url)
  const provider = env.VITE_ANALYTICS?.trim().toLowerCase()
  if (!provider || provider === 'off' || provider === 'none') return undefined
  if (!(analyticsProviders as readonly string[]).includes(provider)) {
    throw new Error(
      `VITE_ANALYTICS must be one of ${analyticsProviders.join(', ')} (or empty for none), got "${provider}".`,
    )
  }
  const siteId = env.VITE_ANALYTICS_SITE_ID?.trim() ?? ''
  switch (provider as AnalyticsProvider) {
    case 'plausible': {
      const domain = siteId || new URL(siteUrl).hostname
      if (!DOMAIN.test(domain)) {
        throw new Error(
          `VITE_ANALYTICS_SITE_ID must be the site's domain as registered with Plausible, got "${domain}".`,
        )
      }
      return {
        provider: 'plausible',
        siteId: domain,
        host: readOrigin(env, 'VITE_ANALYTICS_HOST', 'https://plausible.io'),
      }
    }
    case 'umami': {
      if (!UUID.test(siteId)) {
        throw new Error(`VITE_ANALYTICS_SITE_ID must be the Umami website id (a UUID), got "${siteId}".`)
      }
      return { provider: 'umami', siteId, host: readOrigin(env, 'VITE_ANALYTICS_HOST', 'https://cloud.umami.is') }
    }
    case 'goatcounter': {
      if (!GOATCOUNTER_CODE.test(siteId)) {
        throw new Error(
          `VITE_ANALYTICS_SITE_ID must be the GoatCounter site code (as in https://CODE.goatcounter.com), got "${siteId}".`,
        )
      }
      return {
        provider: 'goatcounter',
        siteId,
        host: readOrigin(env, 'VITE_ANALYTICS_HOST', `https://${siteId}.goatcounter.com`),
      }
    }
  }
}

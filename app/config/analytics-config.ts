/**
 * The analytics choice (content/settings.yaml `analytics`, overridden by VITE_ANALYTICS,
 * VITE_ANALYTICS_SITE_ID and VITE_ANALYTICS_HOST), one part of the configuration
 * (app/config/configuration-schema.ts). Off unless a provider is named: then there is no script, no
 * CSP change and no privacy paragraph.
 */
import { z } from 'zod'
import { checkOrigin, text } from './fields.ts'

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

/** The analytics choice as written: in content/settings.yaml, or by the variables that override it. */
export type AnalyticsChoice = { provider: string; siteId: string; host: string }

/** What is wrong with a choice, by field; none for a valid one (or for none at all). */
export function analyticsProblems(
  choice: AnalyticsChoice,
  siteUrl: string,
): { field: keyof AnalyticsChoice; message: string }[] {
  const provider = choice.provider.toLowerCase()
  if (!provider || provider === 'off' || provider === 'none') return []
  if (!isProvider(provider)) {
    return [
      { field: 'provider', message: `must be one of ${analyticsProviders.join(', ')} (or none), got "${provider}".` },
    ]
  }
  const siteId = siteIdOf(provider, choice.siteId, siteUrl)
  if (!providers[provider].valid.test(siteId)) {
    return [{ field: 'siteId', message: `${providers[provider].message}, got "${siteId}".` }]
  }
  const issues: { message: string }[] = []
  checkOrigin(choice.host, providers[provider].host(siteId), {
    addIssue: (issue) => issues.push({ message: typeof issue === 'string' ? issue : (issue.message ?? '') }),
  })
  return issues.map(({ message }) => ({ field: 'host', message }))
}

/** Plausible knows a site by its domain, which the site's own address already gives. */
function siteIdOf(provider: AnalyticsProvider, siteId: string, siteUrl: string): string {
  return siteId || (provider === 'plausible' ? new URL(siteUrl).hostname : '')
}

/** The provider, site id and host a valid choice means; undefined for none. */
export function resolveAnalytics(choice: AnalyticsChoice, siteUrl: string): AnalyticsConfig | undefined {
  const provider = choice.provider.toLowerCase()
  if (!isProvider(provider)) return undefined
  const siteId = siteIdOf(provider, choice.siteId, siteUrl)
  return { provider, siteId, host: choice.host ? new URL(choice.host).origin : providers[provider].host(siteId) }
}

/** The variables that override the settings file's analytics choice for one build; blank means the file's. */
export const AnalyticsEnvSchema = z.object({
  VITE_ANALYTICS: text.transform((value) => value.toLowerCase()),
  VITE_ANALYTICS_SITE_ID: text,
  VITE_ANALYTICS_HOST: text,
})

/**
 * What the Privacy Policy says about visitor statistics when the owner switches analytics on
 * (VITE_ANALYTICS); with analytics off the policy keeps saying the site uses none.
 */
import type { AnalyticsConfig, AnalyticsProvider } from '../config/analytics-config'

const providers: Record<AnalyticsProvider, { name: string; operator: string; policy: string }> = {
  plausible: {
    name: 'Plausible Analytics',
    operator: 'Plausible Insights OÜ, which stores the data in the European Union',
    policy: 'https://plausible.io/data-policy',
  },
  umami: {
    name: 'Umami',
    operator: 'Umami Software',
    policy: 'https://umami.is/privacy',
  },
  goatcounter: {
    name: 'GoatCounter',
    operator: 'its open-source maintainer',
    policy: 'https://www.goatcounter.com/help/privacy',
  },
}

/** The provider's display name, e.g. for the README and tests. */
export function analyticsProviderName(provider: AnalyticsProvider): string {
  return providers[provider].name
}

/** The paragraphs of the "Visitor statistics" section. */
export function analyticsPrivacyBlocks(analytics: AnalyticsConfig): string[] {
  const { name, operator, policy } = providers[analytics.provider]
  const selfHosted = !new URL(analytics.host).hostname.endsWith(new URL(policy).hostname.replace(/^www\./, ''))
  const where = selfHosted ? `on our own server at ${analytics.host}` : `as a service run by ${operator}`
  return [
    `We count visits to this website with ${name}, a cookie-free analytics tool, ${where}. When a page loads, your browser tells it the page address, the site that referred you, your browser, operating system and device type, and, derived from your IP address, your country. Your IP address is used only for that and to tell unique visits apart for a day; it is not stored, no cookie is set and no profile of you is built.`,
    `We only look at the totals, to learn which pages are useful. Our lawful basis is our legitimate interest in understanding how the site is used. ${name} explains its handling of this data at ${policy}`,
  ]
}

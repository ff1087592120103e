/**
 * The one script tag of the analytics provider the owner switched on (VITE_ANALYTICS, validated in
 * app/config/analytics-config.ts), and the two origins the Content-Security-Policy must allow for it:
 * where the script loads from and where it sends its counts. Off by default: then there is no tag.
 */
import type { AnalyticsConfig } from '#app/config/analytics-config'

export type AnalyticsTag = {
  src: string
  /** The provider's own data-* settings. */
  attributes: Record<`data-${string}`, string>
  /** For script-src. */
  scriptOrigin: string
  /** For connect-src: the counts are sent with fetch or sendBeacon. */
  connectOrigin: string
}

/** GoatCounter's hosted service serves its script from a separate CDN origin. */
const GOATCOUNTER_SCRIPT = 'https://gc.zgo.at/count.js'

export function analyticsTag(analytics: AnalyticsConfig | undefined): AnalyticsTag | undefined {
  if (!analytics) return undefined
  const { provider, siteId, host } = analytics
  switch (provider) {
    case 'plausible':
      return {
        src: `${host}/js/script.js`,
        attributes: { 'data-domain': siteId },
        scriptOrigin: host,
        connectOrigin: host,
      }
    case 'umami':
      // data-host-url pins where counts go, so connect-src can name exactly that origin.
      return {
        src: `${host}/script.js`,
        attributes: { 'data-website-id': siteId, 'data-host-url': host },
        scriptOrigin: host,
        connectOrigin: host,
      }
    case 'goatcounter': {
      const src = host.endsWith('.goatcounter.com') ? GOATCOUNTER_SCRIPT : `${host}/count.js`
      return {
        src,
        attributes: { 'data-goatcounter': `${host}/count` },
        scriptOrigin: new URL(src).origin,
        connectOrigin: host,
      }
    }
  }
}

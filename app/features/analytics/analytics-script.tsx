import { site } from '#app/content/site'
import { analyticsTag } from './analytics-tag'

/**
 * The analytics provider's script, in every page's prerendered <head>; renders nothing unless the
 * owner switched analytics on. `defer`, so it never delays the page.
 */
export function AnalyticsScript() {
  const tag = analyticsTag(site.analytics)
  if (!tag) return null
  return <script defer src={tag.src} {...tag.attributes} />
}

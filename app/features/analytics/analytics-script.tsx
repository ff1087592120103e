import { analytics } from '#app/config/configuration'
import { analyticsTag } from './analytics-tag'

/**
 * The analytics provider's script, in every page's prerendered <head>; renders nothing unless the
 * owner switched analytics on. `defer`, so it never delays the page. Only the prerender needs it:
 * the browser runs the tag from the HTML, and React leaves unknown tags in <head> alone when it
 * hydrates, so the client bundle carries none of this code.
 */
export function AnalyticsScript() {
  if (!import.meta.env.SSR) return null
  const tag = analyticsTag(analytics)
  if (!tag) return null
  return <script defer src={tag.src} {...tag.attributes} />
}

import { basePathOf } from '#app/config/base-path'
import { site } from '#app/config/configuration'

/**
 * A path of the site ('/favicon.svg', a photo's '/assets/photos/…') as the address a page names:
 * under the base path of a site served under one (`/repo/favicon.svg`). Links made by React
 * Router's `<Link>` get it from its `basename` already; this is for the `href`s and `src`s it
 * does not make.
 */
export function sitePath(path: string): string {
  return `${basePathOf(site.url)}${path}`
}

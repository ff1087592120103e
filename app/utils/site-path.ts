import { basePathOf, underBasePath } from '#app/config/base-path'
import { site } from '#app/config/configuration'

/**
 * A path of the site ('/favicon.svg', a photo's '/assets/photos/…') as the address a page names:
 * under the base path of a site served under one (`/repo/favicon.svg`); a full address (a stock
 * photo linked at its host) stays as it is. Links made by React Router's `<Link>` get the base
 * path from its `basename` already; this is for the `href`s and `src`s it does not make.
 */
export function sitePath(path: string): string {
  return underBasePath(basePathOf(site.url), path)
}

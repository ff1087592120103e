/**
 * The site's base path, from its address (`site.url`, the one setting): '' for a site at the root
 * of its domain, '/repo' for `https://owner.github.io/repo`. React Router's `basename`, Vite's
 * `base`, the serving rules and every host's files take it from here, never from a second setting
 * (docs/decisions/022-project-sites-under-a-base-path.md).
 */

/** '' or the path of `siteUrl`, without a trailing slash. */
export function basePathOf(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/+$/, '')
}

/**
 * `address` as a page names it on a site under `basePath`: one of the site's own paths ('/favicon.svg')
 * goes under the base path ('/repo/favicon.svg'); a full address (a stock photo the build linked at
 * its host, `https://images.unsplash.com/…`) or a protocol-relative one is another site's, unchanged.
 */
export function underBasePath(basePath: string, address: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${basePath}${address}` : address
}

/**
 * The home page's address, as a visitor types or follows it: the site's address itself, and for a
 * site under a path that path with its trailing slash (`https://owner.github.io/repo/`), the
 * address every host serves (`/repo` only redirects there).
 */
export function homeAddress(siteUrl: string): string {
  return basePathOf(siteUrl) ? `${siteUrl}/` : siteUrl
}

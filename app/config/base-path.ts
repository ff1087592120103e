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

import type { MetaDescriptor } from 'react-router'
import { site } from '#app/config/configuration'
import { feedPath } from '#app/content/insights'
import { pageTitle } from '#app/content/page-list'
import { shareImageFor, shareImageSize } from '#app/content/share-images'
import { absoluteUrl, structuredDataFor } from '#app/content/structured-data'

type PageMetaInput = {
  name: string
  description: string
  /** The page's canonical path; without it (not-found pages) there is no canonical link or og:url. */
  path?: string
  /** Not-found pages ask search engines not to index them. */
  noindex?: boolean
  /** Open Graph type: articles are 'article', everything else a 'website'. */
  type?: 'website' | 'article'
}

/**
 * The per-page <title>, description, canonical link, Open Graph and Twitter card tags and
 * JSON-LD, all rendered into the prerendered HTML so crawlers need no JavaScript.
 */
export function pageMeta({
  name,
  description,
  path,
  noindex = false,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(name)
  // Each page's own card (title and brand), rendered at build by pipeline/render-share-images.ts.
  const shareImage = shareImageFor({ name, path: noindex ? undefined : path })
  const image = absoluteUrl(shareImage.path)
  const url = path === undefined || noindex ? undefined : absoluteUrl(path)
  return [
    { title },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
    // Feed readers and browsers discover the Insights feed from any page.
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${site.name} Insights`,
      href: absoluteUrl(feedPath),
    },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: shareImage.type },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: shareImage.alt },
    ...(url && path ? structuredDataFor(path).map((data) => ({ 'script:ld+json': data })) : []),
  ]
}

/**
 * The share image of every page: a 1200×630 card with the page's title and the brand, generated at
 * build (pipeline/render-share-images.ts) and named by the page's meta tags (app/utils/page-meta.ts).
 * Both read the list and the names from here, so a page's tag always points at an image that exists.
 * An article's card shows its photo behind the title, as a JPEG (a photo as PNG would weigh a megabyte).
 */

import { site } from '../config/configuration'
import { articles } from './insights'
import { indexablePages, pages } from './page-list'

export const shareImageSize = { width: 1200, height: 630 } as const

/** Where the generated images live in the build and on the site. */
const shareImageDirectory = '/share'

export type ShareImage = {
  /** URL path of the PNG. */
  path: string
  /** The words on the image. */
  title: string
  /** What the image shows, for og:image:alt and twitter:image:alt. */
  alt: string
  type: 'image/png' | 'image/jpeg'
  /** The photo behind the title (an article's, as content names it), drawn from the site's own copy. */
  photo?: string
}

type ShareablePage = { path: string; name: string }

/** The image for one page; pages without a canonical path (the 404s) share the home page's image. */
export function shareImageFor(page: Partial<ShareablePage>): ShareImage {
  const path = page.path ?? pages.home.path
  // "Home" says nothing on a card: the home page shows its headline instead.
  const title = path === pages.home.path ? pages.home.heading : (page.name ?? pages.home.heading)
  const file = path === '/' ? 'home' : path.replace(/^\//, '')
  const photo = articles.find((article) => article.path === path)?.image
  return {
    path: `${shareImageDirectory}/${file}.${photo ? 'jpg' : 'png'}`,
    title,
    alt: `${title} – ${site.name}`,
    type: photo ? 'image/jpeg' : 'image/png',
    ...(photo ? { photo } : {}),
  }
}

/** One image per indexable page and per article (each titled by its headline): the list the build renders. */
export function shareImages(): ShareImage[] {
  const shareable: ShareablePage[] = [
    ...indexablePages(),
    ...articles.map((article) => ({ path: article.path, name: article.title })),
  ]
  const byPath = new Map(shareable.map((page) => [page.path, shareImageFor(page)]))
  return [...byPath.values()]
}

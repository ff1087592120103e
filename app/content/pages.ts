/**
 * Every page of the site, once: its id, route pattern, route module, where its title comes from and
 * its sitemap group. The route table (app/routes.ts), the prerender list, sitemap.xml, the sitemap
 * page, the header nav, the footer, the not-found documents (scripts/build/not-found-pages.ts) and
 * the tests all read this list. Paths to one service, article or tag are built with React Router's
 * typed href() from the same patterns (app/content/services.ts, app/content/insights.ts).
 */

import { site } from '../config/configuration'
import { entries as copy } from './collections/pages'
import { allTags, articles } from './insights'
import type { PageFileName } from './schemas'
import { services } from './services'

type SitemapGroup = 'Main' | 'Services' | 'Insights' | 'Legal'

/** One page with words of its own in content/pages/<copy>.yaml. */
type SinglePage = { pattern: string; module: string; copy: PageFileName; group: SitemapGroup }

/** A page per file of a collection: each instance's path and title come from its file. */
type CollectionPage = {
  pattern: string
  module: string
  group: SitemapGroup
  instances: () => readonly { path: string; name: string }[]
  /** A missing id under this pattern's folder answers with this route's own not-found page. */
  notFoundPage?: true
}

const singlePages = {
  home: { pattern: '/', module: 'routes/home.tsx', copy: 'home', group: 'Main' },
  about: { pattern: '/about', module: 'routes/about.tsx', copy: 'about', group: 'Main' },
  services: { pattern: '/services', module: 'routes/services.tsx', copy: 'services', group: 'Main' },
  caseStudies: { pattern: '/case-studies', module: 'routes/case-studies.tsx', copy: 'case-studies', group: 'Main' },
  insights: { pattern: '/insights', module: 'routes/insights.tsx', copy: 'insights', group: 'Main' },
  contact: { pattern: '/contact', module: 'routes/contact.tsx', copy: 'contact', group: 'Main' },
  privacy: { pattern: '/privacy', module: 'routes/privacy.tsx', copy: 'privacy', group: 'Legal' },
  terms: { pattern: '/terms', module: 'routes/terms.tsx', copy: 'terms', group: 'Legal' },
  sitemap: { pattern: '/sitemap', module: 'routes/sitemap.tsx', copy: 'sitemap', group: 'Legal' },
} as const satisfies Record<string, SinglePage>

/** In sitemap order within their groups. */
const collectionPages = {
  service: {
    pattern: '/services/:id',
    module: 'routes/service-detail.tsx',
    group: 'Services',
    instances: () => services.map((service) => ({ path: service.path, name: service.title })),
    notFoundPage: true,
  },
  article: {
    pattern: '/insights/:slug',
    module: 'routes/insights-article.tsx',
    group: 'Insights',
    instances: () => articles.map((article) => ({ path: article.path, name: article.title })),
  },
  tag: {
    pattern: '/insights/tags/:tag',
    module: 'routes/insights-tag.tsx',
    group: 'Insights',
    instances: () => allTags().map((tag) => ({ path: tag.path, name: tagPageName(tag) })),
  },
} as const satisfies Record<string, CollectionPage>

/** Any other URL: answered 404 with the site's not-found page. */
const notFoundRoute = { pattern: '*', module: 'routes/not-found.tsx' } as const

export type PageId = keyof typeof singlePages

type PageCopy = typeof copy

export type Page<Id extends PageId = PageId> = {
  id: Id
  path: string
  /** The page name, used in <title>, breadcrumbs and the sitemap page. */
  name: string
  /** The page's h1. */
  heading: string
  description: string
  group: SitemapGroup
  /** Every word of the page, as content/pages/<its copy file>.yaml has it. */
  copy: PageCopy[(typeof singlePages)[Id]['copy']]
}

export const pages = Object.fromEntries(
  Object.entries(singlePages).map(([id, { pattern, copy: file, group }]) => {
    const words = copy[file]
    return [
      id,
      {
        id,
        path: pattern,
        name: words.name,
        heading: words.heading,
        description: words.description,
        group,
        copy: words,
      },
    ]
  }),
  // Object.fromEntries loses the key of each entry; `singlePages` has exactly one per PageId.
) as { [Id in PageId]: Page<Id> }

/** Every route: one per page of this list, in the shape app/routes.ts hands to React Router. */
export function routeList(): { pattern: string; module: string }[] {
  return [...Object.values(singlePages), ...Object.values(collectionPages), notFoundRoute]
}

export type IndexablePage = { path: string; name: string; group: SitemapGroup }

/** The name of a tag's page, e.g. 'Articles about Cloud'. */
export function tagPageName(tag: { name: string }): string {
  return `Articles about ${tag.name}`
}

/** Every page that search engines should index, in sitemap order: main pages, collections, legal. */
export function indexablePages(): IndexablePage[] {
  const single = (group: SitemapGroup) => Object.values(pages).filter((page) => page.group === group)
  return [
    ...single('Main'),
    ...Object.values(collectionPages).flatMap(({ group, instances }) =>
      instances().map(({ path, name }) => ({ path, name, group })),
    ),
    ...single('Legal'),
  ]
}

/**
 * The not-found documents, most specific first: servers and static hosts answer a missing URL under
 * `prefix` with `file`, prerendered from `path` (a URL no page can take, as ids have no underscores).
 */
export function notFoundDocuments(): { prefix: string; path: string; file: string }[] {
  const patterns = [
    ...Object.values(collectionPages)
      .filter((page) => 'notFoundPage' in page)
      .map((page) => page.pattern),
    `/${notFoundRoute.pattern}`,
  ]
  return patterns
    .map((pattern) => pattern.slice(0, pattern.lastIndexOf('/') + 1))
    .sort((a, b) => b.length - a.length)
    .map((prefix) => ({ prefix, path: `${prefix}__not-found`, file: `${prefix.slice(1)}404.html` }))
}

/** Every URL prerendered to HTML at build time. */
export function prerenderPaths(): string[] {
  return [...indexablePages().map((page) => page.path), ...notFoundDocuments().map((document) => document.path)]
}

/** "About Us | Company" — the home page leads with the company name instead. */
export function pageTitle(name: string): string {
  return name === pages.home.name ? `${site.name} | Technology Consultancy for SMEs` : `${name} | ${site.name}`
}

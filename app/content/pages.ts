/**
 * Every page of the site, once (words in content/pages/*.yaml). The route table (app/routes.ts), the prerender list,
 * sitemap.xml, the sitemap page, the header nav and the footer all read from here.
 */
import { entries as copy } from './collections/pages'
import { allTags, articlePath, articles, insightsPath, tagPath } from './insights'
import type { PageFileName } from './page-schemas'
import { servicePath, services } from './services'
import { site } from './site'

export type PageId =
  | 'home'
  | 'about'
  | 'services'
  | 'caseStudies'
  | 'insights'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'sitemap'

export type Page = {
  id: PageId
  path: string
  /** The page name, used in <title>, breadcrumbs and the sitemap page. */
  name: string
  /** The page's h1. */
  heading: string
  description: string
  /** Group on the sitemap page. */
  group: 'Main' | 'Legal'
}

/** Where each page lives and how the sitemap groups it; its words come from content/pages/<file>.yaml. */
const structure: Record<PageId, { path: string; file: PageFileName; group: Page['group'] }> = {
  home: { path: '/', file: 'home', group: 'Main' },
  about: { path: '/about', file: 'about', group: 'Main' },
  services: { path: '/services', file: 'services', group: 'Main' },
  caseStudies: { path: '/case-studies', file: 'case-studies', group: 'Main' },
  insights: { path: insightsPath, file: 'insights', group: 'Main' },
  contact: { path: '/contact', file: 'contact', group: 'Main' },
  privacy: { path: '/privacy', file: 'privacy', group: 'Legal' },
  terms: { path: '/terms', file: 'terms', group: 'Legal' },
  sitemap: { path: '/sitemap', file: 'sitemap', group: 'Legal' },
}

export const pages = Object.fromEntries(
  Object.entries(structure).map(([id, { path, file, group }]) => {
    const { name, heading, description } = copy[file]
    return [id, { id, path, name, heading, description, group }]
  }),
  // Object.fromEntries loses the key of each entry; `structure` has exactly one per PageId.
) as Record<PageId, Page>

/** Paths that answer 404 but still need real HTML: served for unknown URLs (see server/). */
export const notFoundPaths = {
  /** Any unknown path. */
  site: '/__not-found',
  /** Any unknown id under /services/. */
  service: '/services/__not-found',
} as const

export type IndexablePage = { path: string; name: string; group: Page['group'] | 'Services' | 'Insights' }

/** The name of a tag's page, e.g. 'Articles about Cloud'. */
export function tagPageName(tag: { name: string }): string {
  return `Articles about ${tag.name}`
}

/** Every page that search engines should index, in sitemap order. */
export function indexablePages(): IndexablePage[] {
  return [
    ...Object.values(pages).filter((page) => page.group === 'Main'),
    ...services.map((service) => ({ path: servicePath(service), name: service.title, group: 'Services' as const })),
    ...articles.map((article) => ({ path: articlePath(article), name: article.title, group: 'Insights' as const })),
    ...allTags().map((tag) => ({ path: tagPath(tag), name: tagPageName(tag), group: 'Insights' as const })),
    ...Object.values(pages).filter((page) => page.group === 'Legal'),
  ]
}

/** Every URL prerendered to HTML at build time. */
export function prerenderPaths(): string[] {
  return [...indexablePages().map((page) => page.path), notFoundPaths.site, notFoundPaths.service]
}

/** "About Us | Company" — the home page leads with the company name instead. */
export function pageTitle(name: string): string {
  return name === pages.home.name ? `${site.name} | Technology Consultancy for SMEs` : `${name} | ${site.name}`
}

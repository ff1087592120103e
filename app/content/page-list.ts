/**
 * Every page of the site, once: its id, route pattern, route module, its copy file in
 * content/pages/, its sitemap group and where it is linked. The route table (app/routes.ts), the
 * prerender list, sitemap.xml, the sitemap page, the header, the mobile menu, the footer
 * (app/content/navigation.ts), the not-found documents and enquiry answers (pipeline/) and the
 * tests all read this list. Paths to one service, article or tag are built with React Router's
 * typed href() from the same patterns (app/content/services.ts, app/content/insights.ts).
 */

import { site } from '../config/configuration'
import { allTags, articles } from './insights'
import type { PageFileName } from './page-copy-schemas'
import { placeOwnerPages } from './place-owner-pages'
import type { OwnerPage } from './read-owner-pages'
import { entries as ownerPageEntries } from './replaced-at-build/owner-pages'
import { entries as copy } from './replaced-at-build/page-copy'
import { services } from './services'

type SitemapGroup = 'Main' | 'Services' | 'Insights' | 'Legal'

export type NavLink = { label: string; href: string }

/** The footer's lists of links: two columns, and the legal row under them (app/components/layout/site-footer.tsx). */
export type FooterList = 'services' | 'company' | 'legal'

/**
 * Where a page is linked besides the sitemap: the header and any footer list, each with its position
 * there (1 first). The header labels it with its copy's `menuLabel`, the footer with its `name`.
 */
type LinkedFrom = Partial<Record<'header' | FooterList, number>>

/** One page with words of its own in content/pages/<copy>.yaml. */
type SinglePage = { pattern: string; module: string; copy: PageFileName; group: SitemapGroup; linkedFrom?: LinkedFrom }

/** A page per file of a collection: each instance's path and title come from its file. */
type CollectionPage = {
  pattern: string
  module: string
  group: SitemapGroup
  instances: () => readonly { path: string; name: string }[]
  /** A missing id under this pattern's folder answers with this route's own not-found page. */
  notFoundPage?: true
  /** The instances, in their order, at this position of a footer list. */
  linkedFrom?: Partial<Record<FooterList, number>>
  /**
   * The instances make the dropdown of this page's header item (one collection has one:
   * app/components/layout/desktop-nav.tsx) and follow that item in the mobile menu.
   */
  menuUnder?: keyof typeof singlePages
}

// biome-ignore format: one line per page reads as a table
const singlePages = {
  home: { pattern: '/', module: 'routes/home.tsx', copy: 'home', group: 'Main', linkedFrom: { header: 1 } },
  about: { pattern: '/about', module: 'routes/about.tsx', copy: 'about', group: 'Main', linkedFrom: { header: 2, company: 1 } },
  services: { pattern: '/services', module: 'routes/services.tsx', copy: 'services', group: 'Main', linkedFrom: { header: 3 } },
  caseStudies: { pattern: '/case-studies', module: 'routes/case-studies.tsx', copy: 'case-studies', group: 'Main', linkedFrom: { header: 4, company: 2 } },
  insights: { pattern: '/insights', module: 'routes/insights.tsx', copy: 'insights', group: 'Main', linkedFrom: { company: 3 } },
  contact: { pattern: '/contact', module: 'routes/contact.tsx', copy: 'contact', group: 'Main', linkedFrom: { header: 5, company: 4 } },
  privacy: { pattern: '/privacy', module: 'routes/privacy.tsx', copy: 'privacy', group: 'Legal', linkedFrom: { legal: 1 } },
  terms: { pattern: '/terms', module: 'routes/terms.tsx', copy: 'terms', group: 'Legal', linkedFrom: { legal: 2 } },
  sitemap: { pattern: '/sitemap', module: 'routes/sitemap.tsx', copy: 'sitemap', group: 'Legal', linkedFrom: { legal: 3 } },
} as const satisfies Record<string, SinglePage>

/** In sitemap order within their groups. */
const collectionPages = {
  service: {
    pattern: '/services/:id',
    module: 'routes/service-detail.tsx',
    group: 'Services',
    instances: () => services.map((service) => ({ path: service.path, name: service.title })),
    notFoundPage: true,
    linkedFrom: { services: 1 },
    menuUnder: 'services',
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

/**
 * The pages a plain form post ends on, prerendered at URLs no page can take, then filed by
 * pipeline/enquiry-answers.ts (server/serving-rules.js ENQUIRY_ANSWERS): sent (a page), not sent.
 */
export const enquiryAnswerRoutes = {
  sent: { pattern: '/__enquiry-sent', module: 'routes/enquiry-sent.tsx' },
  notSent: { pattern: '/__enquiry-not-sent', module: 'routes/enquiry-not-sent.tsx' },
} as const
const lastRoutes = [...Object.values(enquiryAnswerRoutes), notFoundRoute]

export type PageId = keyof typeof singlePages

/** Each copy file has its own shape (app/content/page-copy-schemas.ts). */
type CopyOf<File extends PageFileName> = (typeof copy)[File]

export type Page<Id extends PageId = PageId> = {
  id: Id
  path: string
  /** The page name, used in <title>, breadcrumbs, the sitemap page and the footer. */
  name: string
  /** The page's h1. */
  heading: string
  description: string
  group: SitemapGroup
  /** Where its row links it besides the sitemap. */
  linkedFrom: LinkedFrom
  /** Its copy file's name, content/pages/<copyFile>.yaml, for messages about it. */
  copyFile: string
  /** Every word of the page, as its copy file has it. */
  copy: CopyOf<(typeof singlePages)[Id]['copy']>
}

/** The words every page's copy starts with; the rest of each is typed by CopyOf. */
function copyFor(file: PageFileName, pattern: string): Pick<Page, 'name' | 'heading' | 'description'> {
  const words: Pick<Page, 'name' | 'heading' | 'description'> | undefined = copy[file]
  if (words === undefined) {
    throw new Error(
      `content/pages/${file}.yaml is missing: app/content/page-list.ts names it as the copy of ${pattern}`,
    )
  }
  // Checked when read (app/content/read-page-copy.ts) by pageSchemas[file], which all start so.
  return words
}

// Widened to the row type, which every row satisfies, to read the places a row may leave out.
const rows: Record<PageId, SinglePage> = singlePages

export const pages = Object.fromEntries(
  Object.entries(rows).map(([id, { pattern, copy: file, group, linkedFrom = {} }]) => {
    const words = copyFor(file, pattern)
    return [
      id,
      {
        id,
        path: pattern,
        name: words.name,
        heading: words.heading,
        description: words.description,
        group,
        linkedFrom,
        copyFile: file,
        copy: words,
      },
    ]
  }),
  // Object.fromEntries loses the key of each entry, and copyFor the copy's own type; `rows` has one per PageId.
) as { [Id in PageId]: Page<Id> }

/** The route module every page of content/pages/added/ shares; its route's id tells it which page it is. */
const OWNER_PAGE_MODULE = 'routes/owner-page.tsx'

// The owner's pages among the site's own (./place-owner-pages.ts): each at an address of its own.
const placement = placeOwnerPages(ownerPageEntries, {
  pages: Object.values(pages).map((page) => ({ path: page.path, file: `content/pages/${page.copyFile}.yaml` })),
})
/** The owner's pages (content/pages/added/) on this build: no row here, a file is a page after the next build. */
export const ownerPages: readonly OwnerPage[] = placement.pages
/** What the build did where the owner's pages disagree, for the build log (pipeline/report-owner-pages.ts). */
export const ownerPageWarnings = placement.warnings

/** The route id of an owner's page, which app/routes/owner-page.tsx reads back. */
export function ownerPageRouteId(page: Pick<OwnerPage, 'id'>): string {
  return `owner-page-${page.id}`
}

/** The collections whose pages the header or footer link, with where and each page's link. */
export function linkedCollections(): (Pick<CollectionPage, 'linkedFrom' | 'menuUnder'> & { links: NavLink[] })[] {
  const collections: CollectionPage[] = Object.values(collectionPages)
  return collections
    .filter((collection) => collection.linkedFrom !== undefined || collection.menuUnder !== undefined)
    .map(({ linkedFrom, menuUnder, instances }) => ({
      linkedFrom,
      menuUnder,
      links: instances().map(({ name, path }) => ({ label: name, href: path })),
    }))
}

/**
 * Every route: one per page of this list and per owner's page (one module, told apart by the route's
 * id), in the shape app/routes.ts hands to React Router.
 */
export function routeList(): { pattern: string; module: string; id?: string }[] {
  const owned = ownerPages.map((page) => ({
    pattern: page.path,
    module: OWNER_PAGE_MODULE,
    id: ownerPageRouteId(page),
  }))
  return [...Object.values(singlePages), ...owned, ...Object.values(collectionPages), ...lastRoutes]
}

export type IndexablePage = { path: string; name: string; group: SitemapGroup }

/** The name of a tag's page, e.g. 'Articles about Cloud'. */
export function tagPageName(tag: { name: string }): string {
  return `Articles about ${tag.name}`
}

/** Every page that search engines should index, in sitemap order: main pages, the owner's, collections, legal. */
export function indexablePages(): IndexablePage[] {
  const single = (group: SitemapGroup) => Object.values(pages).filter((page) => page.group === group)
  return [
    ...single('Main'),
    ...ownerPages.map(({ path, name }) => ({ path, name, group: 'Main' as const })),
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
  const answers = Object.values(enquiryAnswerRoutes).map((route) => route.pattern)
  return [...[...indexablePages(), ...notFoundDocuments()].map((page) => page.path), ...answers]
}

/** "About Us | Company" — the home page leads with the company name instead. */
export function pageTitle(name: string): string {
  return name === pages.home.name ? `${site.name} | Technology Consultancy for SMEs` : `${name} | ${site.name}`
}

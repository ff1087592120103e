/**
 * Every page of the site, once. The route table (app/routes.ts), the prerender list,
 * sitemap.xml, the sitemap page, the header nav and the footer all read from here.
 */
import { allTags, articlePath, articles, insightsPath, tagPath } from './insights'
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

export const pages: Record<PageId, Page> = {
  home: {
    id: 'home',
    path: '/',
    name: 'Home',
    heading: 'Empowering SMEs with Future-Ready Technology',
    description:
      'Technology consultancy for small and medium businesses: AI and automation, cybersecurity and resilience, digital strategy and development.',
    group: 'Main',
  },
  about: {
    id: 'about',
    path: '/about',
    name: 'About Us',
    heading: 'Technology that works as hard as you do',
    description:
      'Who we are and how we work: a consultancy that helps SMEs adopt AI, stay secure and grow with practical, future-ready technology.',
    group: 'Main',
  },
  services: {
    id: 'services',
    path: '/services',
    name: 'Services',
    heading: 'Services built for growing businesses',
    description:
      'Our three services for SMEs: AI and automation, cybersecurity and resilience, and digital strategy and development.',
    group: 'Main',
  },
  caseStudies: {
    id: 'caseStudies',
    path: '/case-studies',
    name: 'Case Studies',
    heading: 'Proven Results for Growing SMEs',
    description:
      'Proven results for growing SMEs: how we cut support load, repelled attacks, scaled infrastructure and reduced downtime for our clients.',
    group: 'Main',
  },
  insights: {
    id: 'insights',
    path: insightsPath,
    name: 'Insights',
    heading: 'Insights for growing businesses',
    description:
      'Practical, plain-English articles for UK SMEs on AI and automation, cybersecurity and getting more from the cloud.',
    group: 'Main',
  },
  contact: {
    id: 'contact',
    path: '/contact',
    name: 'Contact',
    heading: 'Let’s talk about your business',
    description:
      'Tell us about your business and we will reply within 24 hours. Office hours Monday to Friday, 9:00 AM to 6:00 PM BST.',
    group: 'Main',
  },
  privacy: {
    id: 'privacy',
    path: '/privacy',
    name: 'Privacy Policy',
    heading: 'Privacy Policy',
    description:
      'How we handle the personal data you send us through this website, why, for how long, and your rights under UK GDPR.',
    group: 'Legal',
  },
  terms: {
    id: 'terms',
    path: '/terms',
    name: 'Terms of Service',
    heading: 'Terms of Service',
    description:
      'The terms that apply when you use this website: using our content, links to other sites, our liability and the law that governs them.',
    group: 'Legal',
  },
  sitemap: {
    id: 'sitemap',
    path: '/sitemap',
    name: 'Sitemap',
    heading: 'Sitemap',
    description:
      'Every page of this website in one place: our services, case studies, company information and legal pages.',
    group: 'Legal',
  },
}

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

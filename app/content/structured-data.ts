/**
 * schema.org JSON-LD for search engines, typed with schema-dts: the business on the home and
 * contact pages, each service on its page, breadcrumbs on nested pages, and a page's questions.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ProfessionalService,
  Service as ServiceSchema,
  WithContext,
} from 'schema-dts'
import { site } from '../config/configuration'
import { type ArticleSummary, articles } from './insights'
import { pages } from './page-list'
import { largestPhotoFile } from './photos'
import { sectionStructuredData } from './section-structured-data'
import { sectionsAt } from './sections-at'
import { type Service, services } from './services'
import { shareImageFor } from './share-images'

const { officeHours } = site

export type StructuredData =
  | WithContext<ProfessionalService>
  | WithContext<ServiceSchema>
  | WithContext<BreadcrumbList>
  | WithContext<BlogPosting>
  | WithContext<FAQPage>

const businessId = `${site.url}/#business`

export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '/' : path}`
}

/** A URL path on the site made absolute; a URL on another origin (a photo the build could not download) as it is. */
function siteOrRemoteUrl(url: string): string {
  return url.startsWith('/') ? absoluteUrl(url) : url
}

function businessSchema(): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId,
    name: site.name,
    description: site.tagline,
    url: absoluteUrl('/'),
    email: site.email,
    ...(site.telephone ? { telephone: site.telephone } : {}),
    ...(site.socialProfiles.length > 0 ? { sameAs: site.socialProfiles.map((profile) => profile.url) } : {}),
    logo: absoluteUrl('/icon-512.png'),
    // The home page's share image: rendered every build from the current headline and brand.
    image: absoluteUrl(shareImageFor({}).path),
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: officeHours.days,
      opens: officeHours.opens,
      closes: officeHours.closes,
    },
    knowsAbout: services.map((service) => service.title),
  }
}

function serviceSchema(service: Service): WithContext<ServiceSchema> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.metaDescription,
    url: absoluteUrl(service.path),
    serviceType: service.title,
    provider: { '@type': 'ProfessionalService', '@id': businessId, name: site.name, url: absoluteUrl('/') },
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
  }
}

function breadcrumbSchema(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

function blogPostingSchema(article: ArticleSummary): WithContext<BlogPosting> {
  const url = absoluteUrl(article.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    datePublished: article.date,
    dateModified: article.updated,
    author: { '@type': 'Organization', name: `${article.author}, ${site.name}`, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      '@id': businessId,
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png') },
    },
    // Its photo's widest file on our own origin (1280 px when the original allows: search engines want 1200 or more).
    image: siteOrRemoteUrl(largestPhotoFile(article.image).url),
    keywords: article.tags.map((tag) => tag.name),
    wordCount: article.words,
    inLanguage: 'en-GB',
  }
}

/**
 * The JSON-LD blocks for the page at `path` (already canonical: lowercase, no trailing slash): what the
 * page is, then the questions and answers of the owner's sections on it.
 */
export function structuredDataFor(path: string): StructuredData[] {
  return [...pageStructuredData(path), ...sectionStructuredData(sectionsAt(path))]
}

function pageStructuredData(path: string): StructuredData[] {
  if (path === pages.home.path || path === pages.contact.path) return [businessSchema()]
  const service = services.find((candidate) => candidate.path === path)
  if (service) {
    return [
      serviceSchema(service),
      breadcrumbSchema([
        { name: pages.home.name, path: pages.home.path },
        { name: pages.services.name, path: pages.services.path },
        { name: service.title, path },
      ]),
    ]
  }
  const article = articles.find((candidate) => candidate.path === path)
  if (article) {
    return [
      blogPostingSchema(article),
      breadcrumbSchema([
        { name: pages.home.name, path: pages.home.path },
        { name: pages.insights.name, path: pages.insights.path },
        { name: article.title, path },
      ]),
    ]
  }
  return []
}

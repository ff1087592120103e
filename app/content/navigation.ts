/** Header and footer links, derived from the page and service lists. */
import { pages } from './pages'
import { services } from './services'

export type NavLink = { label: string; href: string }

export type NavItem = NavLink & {
  /** Child links: SERVICES opens a dropdown of the service pages. */
  children?: NavLink[]
}

export const serviceLinks: NavLink[] = services.map((service) => ({
  label: service.title,
  href: service.path,
}))

export const mainNav: NavItem[] = [
  { label: 'HOME', href: pages.home.path },
  { label: 'ABOUT', href: pages.about.path },
  { label: 'SERVICES', href: pages.services.path, children: serviceLinks },
  { label: 'CASE STUDIES', href: pages.caseStudies.path },
  { label: 'CONTACT', href: pages.contact.path },
]

export const footerCompanyLinks: NavLink[] = [
  { label: pages.about.name, href: pages.about.path },
  { label: pages.caseStudies.name, href: pages.caseStudies.path },
  { label: pages.insights.name, href: pages.insights.path },
  { label: pages.contact.name, href: pages.contact.path },
]

export const footerLegalLinks: NavLink[] = [pages.privacy, pages.terms, pages.sitemap].map((page) => ({
  label: page.name,
  href: page.path,
}))

/**
 * The owner's sections drawn on each page (app/content/section-schemas.ts): a page of their own
 * (content/pages/added/), or the lists the fixed pages take between and after their own sections.
 * Read by the structured data, which adds the questions of every section of a page as one FAQPage.
 */
import { ownerPages, pages } from './page-list'
import type { Section } from './section-schemas'

/** The home page's three places for the owner's sections, in the order the page draws them. */
export function homeSectionLists(): readonly (readonly Section[])[] {
  const { sectionsAfterServices, sectionsAfterCaseStudies, sectionsBeforeGetInTouch } = pages.home.copy
  return [sectionsAfterServices, sectionsAfterCaseStudies, sectionsBeforeGetInTouch]
}

/** Every owner's section of the page at `path` (canonical), in order; none for a page without any. */
export function sectionsAt(path: string): readonly Section[] {
  const { home, about, services, contact } = pages
  if (path === home.path) return homeSectionLists().flat()
  for (const page of [about, services, contact]) if (path === page.path) return page.copy.sections
  return ownerPages.find((page) => page.path === path)?.sections ?? []
}

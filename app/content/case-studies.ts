/** The four case studies (content/case-studies/*.yaml): one source of truth for the case studies page and the home page's success stories. */
import { entries } from './replaced-at-build/case-studies'
import { entries as pageEntries } from './replaced-at-build/page-copy'

/** A case study as content/case-studies/<id>.yaml describes it (schema: CaseStudySchema in ./schemas.ts). */
export type CaseStudy = (typeof entries)[number]

/** In the order of their `order` field. */
export const caseStudies: readonly CaseStudy[] = entries

/** The success stories on the home page: the first three cases (docs/product.md#home-case-studies). */
export const featuredCaseStudies = caseStudies.slice(0, 3)

/** Labels shared by every case study card, and the page's intro (content/pages/case-studies.yaml). */
export const { labels: caseStudyLabels, intro: caseStudiesIntro } = pageEntries['case-studies']

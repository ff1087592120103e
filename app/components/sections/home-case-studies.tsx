import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { featuredCaseStudies } from '#app/content/case-studies'
import { pages } from '#app/content/page-list'
import { CaseStudyCard } from './case-study-card'
import { HeadedSection } from './section-heading'

const { caseStudiesSection } = pages.home.copy

/** Success stories: the first three case studies and a way to the rest. */
export function HomeCaseStudies() {
  return (
    <HeadedSection
      name="case-studies"
      anchor
      heading={{
        eyebrow: caseStudiesSection.eyebrow,
        title: caseStudiesSection.heading,
        text: caseStudiesSection.text,
      }}
    >
      <div className="grid gap-6 md:grid-cols-3">
        {featuredCaseStudies.map((caseStudy, index) => (
          <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} index={index} variant="summary" />
        ))}
      </div>
      <div className="text-center">
        <Link to={pages.caseStudies.path} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {caseStudiesSection.allLinkLabel}
        </Link>
      </div>
    </HeadedSection>
  )
}

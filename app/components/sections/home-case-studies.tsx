import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { featuredCaseStudies } from '#app/content/case-studies'
import { caseStudiesSection } from '#app/content/home'
import { pages } from '#app/content/pages'
import { CaseStudyCard } from './case-study-card'
import { container, SectionHeading } from './section-heading'

/** Success stories: the first three case studies and a way to the rest. */
export function HomeCaseStudies() {
  return (
    <section id="case-studies" aria-labelledby="case-studies-heading" className="bg-white py-16 sm:py-24">
      <div className={container}>
        <SectionHeading
          id="case-studies-heading"
          eyebrow={caseStudiesSection.eyebrow}
          title={caseStudiesSection.heading}
          text={caseStudiesSection.text}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {featuredCaseStudies.map((caseStudy, index) => (
            <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} index={index} variant="summary" />
          ))}
        </div>
        <div className="mt-12 text-center">
          <Link to={pages.caseStudies.path} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {caseStudiesSection.allLinkLabel}
          </Link>
        </div>
      </div>
    </section>
  )
}

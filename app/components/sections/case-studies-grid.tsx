import { caseStudies } from '#app/content/case-studies'
import { CaseStudyCard } from './case-study-card'

/** Every case study in full. */
export function CaseStudiesGrid() {
  return (
    <div className="bg-slate-50 py-16 sm:py-24">
      <div className="page-frame">
        <div className="grid gap-8 lg:grid-cols-2">
          {caseStudies.map((caseStudy, index) => (
            // The first card's photo is what a phone shows largest on arrival: it is fetched first.
            <CaseStudyCard
              key={caseStudy.id}
              caseStudy={caseStudy}
              index={index}
              variant="full"
              priority={index === 0}
            />
          ))}
        </div>
      </div>
    </div>
  )
}

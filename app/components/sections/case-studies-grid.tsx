import { caseStudies } from '#app/content/case-studies'
import { CaseStudyCard } from './case-study-card'

/** Every case study in full. */
export function CaseStudiesGrid() {
  return (
    <div className="bg-slate-50 py-16 sm:py-24">
      <div className="page-frame">
        <div className="grid gap-8 lg:grid-cols-2">
          {caseStudies.map((caseStudy, index) => (
            <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} index={index} variant="full" />
          ))}
        </div>
      </div>
    </div>
  )
}

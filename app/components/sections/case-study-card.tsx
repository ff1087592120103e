import ArrowRightIcon from 'lucide-react/icons/arrow-right'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge'
import { Card } from '#app/components/ui/card'
import { CheckList } from '#app/components/ui/check-list'
import { HeldBackBadge } from '#app/components/ui/held-back-badge'
import { Photo } from '#app/components/ui/photo'
import { Reveal } from '#app/components/ui/reveal'
import type { CaseStudy } from '#app/content/case-studies'
import { caseStudyLabels } from '#app/content/case-studies'
import { pages } from '#app/content/page-list'

type CaseStudyCardProps = {
  caseStudy: CaseStudy
  /** Position in the grid: the card reveals 0.1 s × index after the first. */
  index: number
  /** `summary` on the home page (links to the case studies page); `full` on the case studies page. */
  variant: 'summary' | 'full'
  /** The page's largest above-the-fold image (the first card on the case studies page): fetched first. */
  priority?: boolean
}

export function CaseStudyCard({ caseStudy, index, variant, priority = false }: CaseStudyCardProps) {
  const full = variant === 'full'
  const Title = full ? 'h2' : 'h3'
  const Part = full ? 'h3' : 'h4'
  return (
    <Reveal index={index} className="h-full">
      <Card id={full ? caseStudy.id : undefined}>
        <Photo
          photo={caseStudy.imageUrl}
          alt={caseStudy.imageAlt}
          layout={full ? 'halfCard' : 'card'}
          priority={priority}
        />
        <div className="flex flex-1 flex-col p-6 sm:p-8">
          <div className="flex flex-wrap gap-2">
            <Badge>{caseStudy.category}</Badge>
            <HeldBackBadge held={caseStudy.held} />
          </div>
          <Title className="mt-4 text-xl font-semibold text-slate-900">{caseStudy.title}</Title>
          <p className="mt-3 leading-7 text-slate-600">{caseStudy.summary}</p>
          {full ? (
            <div className="mt-6 space-y-5 border-t border-slate-200 pt-6">
              <div>
                <Part className="font-semibold text-slate-900">{caseStudyLabels.challenge}</Part>
                <p className="mt-2 leading-7 text-slate-600">{caseStudy.challenge}</p>
              </div>
              <div>
                <Part className="font-semibold text-slate-900">{caseStudyLabels.solution}</Part>
                <p className="mt-2 leading-7 text-slate-600">{caseStudy.solution}</p>
              </div>
              <div className="rounded-xl bg-slate-50 p-5">
                <Part className="font-semibold text-slate-900">{caseStudyLabels.results}</Part>
                <CheckList items={caseStudy.results} className="mt-3 font-medium text-slate-800" />
              </div>
              {caseStudy.quote ? (
                <figure className="border-l-4 border-accent-600 pl-5">
                  <blockquote className="text-lg leading-8 text-slate-800 italic">
                    <span className="sr-only">{caseStudyLabels.quote}: </span>“{caseStudy.quote}”
                  </blockquote>
                  {caseStudy.attribution ? (
                    <figcaption className="mt-2 text-sm font-semibold text-slate-600">
                      — {caseStudy.attribution}, {caseStudy.title}
                    </figcaption>
                  ) : null}
                </figure>
              ) : null}
            </div>
          ) : (
            <Link
              to={pages.caseStudies.path}
              className="mt-auto inline-flex items-center gap-1.5 self-start rounded pt-6 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {caseStudyLabels.readMore}
              <span className="sr-only">: {caseStudy.title}</span>
              <ArrowRightIcon className="size-4" />
            </Link>
          )}
        </div>
      </Card>
    </Reveal>
  )
}

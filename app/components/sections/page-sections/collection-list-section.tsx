import { BalancedGrid } from '#app/components/ui/balanced-grid'
import { caseStudies } from '#app/content/case-studies'
import { articles } from '#app/content/insights'
import { services } from '#app/content/services'
import { ArticleCard } from '../article-card'
import { CaseStudyCard } from '../case-study-card'
import { ServiceCard } from '../home-services'
import { HeadedSection } from '../section-heading'
import type { SectionProps } from './section-types'

/** The first `count` of a collection (services in their order, case studies, the newest articles), as their cards. */
function Cards({ collection, count }: Pick<SectionProps<'collection-list'>['section'], 'collection' | 'count'>) {
  if (collection === 'services') {
    const shown = services.slice(0, count)
    return (
      <BalancedGrid as="ul" count={shown.length}>
        {shown.map((service, index) => (
          <li key={service.id}>
            <ServiceCard service={service} index={index} />
          </li>
        ))}
      </BalancedGrid>
    )
  }
  if (collection === 'case-studies') {
    const shown = caseStudies.slice(0, count)
    return (
      <BalancedGrid as="ul" count={shown.length}>
        {shown.map((caseStudy, index) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} index={index} variant="summary" />
          </li>
        ))}
      </BalancedGrid>
    )
  }
  const shown = articles.slice(0, count)
  return (
    <BalancedGrid as="ul" count={shown.length}>
      {shown.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} headingLevel="h3" />
        </li>
      ))}
    </BalancedGrid>
  )
}

/** Cards drawn from the site's own content, so the section stays current as files are added. */
export function CollectionListSection({ section, name, background }: SectionProps<'collection-list'>) {
  const { eyebrow, heading, intro, collection, count } = section
  return (
    <HeadedSection name={name} background={background} heading={{ eyebrow, title: heading, text: intro }}>
      <Cards collection={collection} count={count} />
    </HeadedSection>
  )
}

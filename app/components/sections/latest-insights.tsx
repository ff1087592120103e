import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { articles, insightsLabels } from '#app/content/insights'
import { pages } from '#app/content/page-list'
import { ArticleCard } from './article-card'
import { HeadedSection } from './section-heading'

/** The three newest articles and a way to the rest, for pages where a visitor looks for more reading. */
export function LatestInsights() {
  const { eyebrow, heading, text, link } = insightsLabels.fromInsights
  return (
    <HeadedSection name="latest-insights" background="muted" heading={{ eyebrow, title: heading, text }}>
      <ul className="grid gap-6 md:grid-cols-3">
        {articles.slice(0, 3).map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <div className="text-center">
        <Link to={pages.insights.path} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {link}
        </Link>
      </div>
    </HeadedSection>
  )
}

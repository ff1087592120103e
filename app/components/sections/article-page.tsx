import { Link } from 'react-router'
import { HeldBackBadge } from '#app/components/ui/held-back-badge'
import { Photo } from '#app/components/ui/photo'
import { TagLinks } from '#app/components/ui/tag-links'
import { type ArticleSummary, adjacentArticles, insightsLabels, relatedArticles } from '#app/content/insights'
import { pages } from '#app/content/page-list'
import { cn } from '#app/utils/cn'
import { ArticleCard } from './article-card'
import { ArticleMeta } from './article-meta'
import { CtaBanner } from './cta-banner'

type ArticlePageProps = {
  article: ArticleSummary
  /** The body as HTML, rendered from the article's Markdown file at build time. */
  body: string
}

function AdjacentLink({ article, label, align }: { article?: ArticleSummary; label: string; align: 'start' | 'end' }) {
  if (!article) return <div />
  return (
    <Link
      to={article.path}
      rel={align === 'start' ? 'prev' : 'next'}
      className={cn(
        'group block rounded-xl border border-slate-200 p-5 hover:border-brand-700',
        align === 'end' && 'sm:text-right',
      )}
    >
      <span className="block text-sm font-semibold text-slate-600">{label}</span>
      <span className="mt-1 block font-semibold text-brand-700 group-hover:underline">{article.title}</span>
    </Link>
  )
}

/** One article: its header, image, body, topics, neighbours, related articles and a call to action. */
export function ArticlePage({ article, body }: ArticlePageProps) {
  const { newer, older } = adjacentArticles(article)
  const related = relatedArticles(article)
  return (
    <>
      <header className="inverse-block bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">
            <Link to={pages.insights.path} className="hover:underline">
              {insightsLabels.eyebrow}
            </Link>
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">{article.description}</p>
          <ArticleMeta article={article} variant="full" className="mt-6 text-sm text-brand-100" />
          <HeldBackBadge held={article.held} className="mt-4" />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        {/* The article's hero: its largest above-the-fold image, loaded first. */}
        <div id="hero">
          <Photo photo={article.image} alt={article.imageAlt} layout="article" priority className="rounded-2xl" />
        </div>
        <div
          className="prose prose-slate mt-10 max-w-none sm:prose-lg prose-a:text-brand-700 prose-headings:tracking-tight"
          // The HTML comes from our own Markdown files, rendered at build time (app/content/read-content.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, build-time content, no user input
          dangerouslySetInnerHTML={{ __html: body }}
        />
        <TagLinks tags={article.tags} label={insightsLabels.tags} className="mt-10 border-t border-slate-200 pt-8" />
        <nav
          aria-label={`${insightsLabels.newer} and ${insightsLabels.older.toLowerCase()}`}
          className="mt-10 grid gap-4 sm:grid-cols-2"
        >
          <AdjacentLink article={newer} label={insightsLabels.newer} align="start" />
          <AdjacentLink article={older} label={insightsLabels.older} align="end" />
        </nav>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-14 sm:py-20">
          <div className="page-frame">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {insightsLabels.related}
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <ArticleCard article={other} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBanner
        heading={insightsLabels.cta.heading}
        text={insightsLabels.cta.text}
        action={{ label: insightsLabels.cta.action, href: pages.contact.path }}
      />
    </>
  )
}

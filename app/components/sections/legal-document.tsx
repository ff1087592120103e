import { formatDate } from '#app/content/insights'
import type { LegalDocument as LegalDocumentContent } from '#app/content/legal'
import { PageHeader } from './page-header'

type LegalDocumentProps = {
  title: string
  document: LegalDocumentContent
}

/** The one layout for the Privacy Policy and Terms of Service: content from content/legal/*.md. */
export function LegalDocument({ title, document }: LegalDocumentProps) {
  return (
    <>
      <PageHeader title={title}>
        <p>
          Last updated <time dateTime={document.updated}>{formatDate(document.updated)}</time>
        </p>
      </PageHeader>
      <div className="page-frame py-14 sm:py-20">
        {/* A div, not an article: the document's heading is the page's h1 above it. */}
        <div
          className="prose prose-slate mx-auto max-w-3xl sm:prose-lg prose-a:break-words prose-a:text-brand-700 prose-h2:mt-10 prose-h2:border-t prose-h2:border-slate-200 prose-h2:pt-10 [&>p:first-child]:text-slate-800 sm:[&>p:first-child]:text-xl"
          // The HTML comes from our own Markdown files, rendered at build time (app/content/read-content.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, build-time content, no user input
          dangerouslySetInnerHTML={{ __html: document.html }}
        />
      </div>
    </>
  )
}

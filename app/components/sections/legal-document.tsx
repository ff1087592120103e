import { Fragment } from 'react'
import type { LegalBlock, LegalDocument as LegalDocumentContent } from '#app/content/legal'
import { cn } from '#app/utils/cn'
import { PageHeader } from './page-header'
import { container } from './section-heading'

const LINKABLE = /(https:\/\/[^\s,;]+[^\s,;.)]|[^\s@()]+@[^\s@()]+\.[a-z]{2,})/gi

/** Turns the e-mail addresses and https:// URLs in a legal paragraph into links. */
function Linkified({ text }: { text: string }) {
  let offset = 0
  // split() with a capturing group alternates plain text and matches; offsets make stable keys.
  return text.split(LINKABLE).map((part, position) => {
    const key = offset
    offset += part.length
    if (position % 2 === 0) return <Fragment key={key}>{part}</Fragment>
    const href = part.startsWith('https://') ? part : `mailto:${part}`
    return (
      // The text is the address itself, so print styles need not repeat it after the link.
      <a key={key} href={href} data-url-in-text="" className="font-medium break-words text-brand-700 underline">
        {part.replace(/^https:\/\//, '')}
      </a>
    )
  })
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <Linkified text={block} />
      </p>
    )
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {block.list.map((item) => (
        <li key={item}>
          <Linkified text={item} />
        </li>
      ))}
    </ul>
  )
}

type LegalDocumentProps = {
  title: string
  /** ISO date the document last changed. */
  updated: string
  document: LegalDocumentContent
}

/** The one layout for the Privacy Policy and Terms of Service: content from app/content/legal.ts. */
export function LegalDocument({ title, updated, document }: LegalDocumentProps) {
  const date = new Date(`${updated}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <>
      <PageHeader title={title}>
        <p>
          Last updated <time dateTime={updated}>{date}</time>
        </p>
      </PageHeader>
      <div className={cn(container, 'py-14 sm:py-20')}>
        {/* A div, not an article: the document's heading is the page's h1 above it. */}
        <div className="mx-auto max-w-3xl text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
          <p className="text-lg leading-8 text-slate-800 sm:text-xl sm:leading-9">{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.heading} className="mt-10 space-y-4 border-t border-slate-200 pt-10">
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.heading}</h2>
              {section.blocks.map((block) => (
                <Block key={typeof block === 'string' ? block : block.list.join('|')} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}

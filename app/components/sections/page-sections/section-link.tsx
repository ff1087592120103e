import type { ReactNode } from 'react'
import { Link } from 'react-router'

type SectionAnchorProps = { href: string; className?: string; children: ReactNode }

/**
 * A link the owner wrote in a section (app/content/section-fields.ts, SectionLink): a path of the
 * site goes through React Router's Link, which puts it under the site's base path; an anchor, an
 * https: address, mailto: or tel: is an ordinary link.
 */
export function SectionAnchor({ href, className, children }: SectionAnchorProps) {
  if (/^\/(?!\/)/.test(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

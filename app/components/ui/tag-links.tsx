import { Link } from 'react-router'
import type { Tag } from '#app/content/insights'
import { cn } from '#app/utils/cn'

type TagLinksProps = {
  tags: readonly Tag[]
  /** The accessible name of the list, e.g. 'Topics'. */
  label: string
  /** The tag whose page this is, marked as the current page. */
  current?: string
  className?: string
}

/** Tags as pill links to their pages. */
export function TagLinks({ tags, label, current, className }: TagLinksProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            to={tag.path}
            aria-current={tag.slug === current ? 'page' : undefined}
            className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100 hover:underline aria-[current=page]:bg-brand aria-[current=page]:text-on-brand"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

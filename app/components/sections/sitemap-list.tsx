import ChevronRightIcon from 'lucide-react/icons/chevron-right'
import { Link } from 'react-router'
import { type IndexablePage, indexablePages } from '#app/content/page-list'

/** Headings for the sitemap's groups, in the order indexablePages() lists them. */
const GROUP_TITLES: Record<IndexablePage['group'], string> = {
  Main: 'Main pages',
  Services: 'Services',
  Insights: 'Insights',
  Legal: 'Legal and site information',
}

/** Every indexable page, grouped: read from the same list as sitemap.xml and the prerender list. */
export function SitemapList() {
  const groups = new Map<IndexablePage['group'], IndexablePage[]>()
  for (const page of indexablePages()) groups.set(page.group, [...(groups.get(page.group) ?? []), page])
  return (
    <div className="page-frame py-14 sm:py-20">
      <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
        {[...groups].map(([group, groupPages]) => (
          <section key={group} aria-labelledby={`sitemap-${group.toLowerCase()}`}>
            <h2 id={`sitemap-${group.toLowerCase()}`} className="text-xl font-semibold text-slate-900">
              {GROUP_TITLES[group]}
            </h2>
            <ul className="mt-4 space-y-1 border-l-2 border-brand-100">
              {groupPages.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className="-ml-0.5 flex items-center gap-2 border-l-2 border-transparent py-2 pl-4 text-brand-700 hover:border-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {page.name}
                    <ChevronRightIcon className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}

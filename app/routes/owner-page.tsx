import { type MetaFunction, useMatches } from 'react-router'
import { PageHeader } from '#app/components/sections/page-header'
import { PageSections } from '#app/components/sections/page-sections/page-sections'
import { HeldBackBadge } from '#app/components/ui/held-back-badge'
import { ownerPageRouteId, ownerPages } from '#app/content/page-list'
import { pageMeta } from '#app/utils/page-meta'
import NotFoundRoute from './not-found'

/** The owner's page whose route matched: every page of content/pages/added/ has this module, each its own id. */
function pageOf(matches: readonly ({ id: string } | undefined)[]) {
  const id = matches.at(-1)?.id
  return ownerPages.find((page) => ownerPageRouteId(page) === id)
}

// Typed by hand: React Router writes a route's types only while a page uses the module.
export const meta: MetaFunction = ({ matches }) => {
  const page = pageOf(matches)
  return page ? pageMeta(page) : []
}

export default function OwnerPageRoute() {
  const page = pageOf(useMatches())
  // A route the bundle has no page for: a draft the dev server's route table listed before it changed.
  if (page === undefined) return <NotFoundRoute />
  // A page that opens with a hero shows it as its banner, as a hosted builder does: its heading is the h1.
  if (page.sections[0]?.type === 'hero') {
    return (
      <>
        {page.held ? (
          <div className="page-frame py-3">
            <HeldBackBadge held={page.held} />
          </div>
        ) : null}
        <PageSections sections={page.sections} heroIsPageHeading />
      </>
    )
  }
  return (
    <>
      <PageHeader eyebrow={page.name} title={page.heading}>
        <HeldBackBadge held={page.held} className="mb-4" />
        {page.intro ? <p>{page.intro}</p> : null}
      </PageHeader>
      <PageSections sections={page.sections} />
    </>
  )
}

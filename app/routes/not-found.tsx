import { NotFound } from '#app/components/sections/not-found'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () =>
  pageMeta({ name: 'Page Not Found', description: 'The page you are looking for does not exist.', noindex: true })

export default function NotFoundRoute() {
  return (
    <NotFound
      title="404 Page Not Found"
      text="Have you forgotten to add the page to the router?"
      link={{ label: 'Back to Home', href: '/' }}
    />
  )
}

import { pages } from '#app/content/pages'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta(pages.home)

export default function HomeRoute() {
  return (
    <section id="hero" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">{pages.home.heading}</h1>
    </section>
  )
}

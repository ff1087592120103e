import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { routeList } from './content/page-list'

// One module per page; patterns and modules come from the page list in app/content/page-list.ts, which
// the prerender list, sitemap, nav and not-found documents read too. The owner's pages share one
// module, each with an id of its own.
export default routeList().map(({ pattern, module, id }) =>
  pattern === '/' ? index(module) : route(pattern, module, id === undefined ? {} : { id }),
) satisfies RouteConfig

/**
 * Vercel, from the Build Output API config the build writes (hosts/vercel/config.json): its routes
 * are compiled by @vercel/routing-utils, Vercel's own compiler of vercel.json. Vercel's edge that
 * runs them is not published, so this walks them as Vercel documents it: routes in order, each
 * `src` matched in any letter case unless the route sets `caseSensitive` (as Vercel's route type
 * and Cloudflare's runner of Build Output routes, next-on-pages' `matchPCRE`, read it), header
 * routes with `continue` adding headers (a later value replacing an earlier one), the first route
 * with a status answering, `filesystem` serving a file whose path matches exactly (`overrides`
 * give a file its clean path), the routes after it only for paths that are no file, and after
 * `error` the routes that name the not-found documents.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Host, type HostResponse, hostResponse } from './host'
import { mediaType, publishedFile, readPublished } from './static-folder'

type Route = {
  src?: string
  dest?: string
  status?: number
  headers?: Record<string, string>
  continue?: boolean
  caseSensitive?: boolean
  handle?: 'filesystem' | 'error'
  middlewarePath?: string
}
type Middleware = (request: Request) => Response | Promise<Response>
type Config = { routes: Route[]; overrides?: Record<string, { path: string }> }

/** Vercel's default for static files that no route gives a Cache-Control. */
const DEFAULT_CACHE = 'public, max-age=0, must-revalidate'

/**
 * A Routing Middleware function of the Build Output (functions/<name>.func): its settings say the
 * module it runs, which exports the function Vercel calls with the request.
 */
async function loadMiddleware(outputDir: string, name: string): Promise<Middleware> {
  const dir = join(outputDir, 'functions', `${name}.func`)
  const { runtime, entrypoint } = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8'))
  if (runtime !== 'edge') throw new Error(`${name}: a middleware runs on the edge runtime, not ${runtime}`)
  const module: { default: Middleware } = await import(pathToFileURL(join(dir, entrypoint)).href)
  return module.default
}

export async function startVercel(outputDir: string): Promise<Host> {
  const config: Config = JSON.parse(readFileSync(join(outputDir, 'config.json'), 'utf8'))
  const staticDir = join(outputDir, 'static')
  const middlewares = new Map<string, Middleware>()
  for (const name of new Set(config.routes.flatMap((route) => route.middlewarePath ?? []))) {
    middlewares.set(name, await loadMiddleware(outputDir, name))
  }
  const byPath = new Map(Object.entries(config.overrides ?? {}).map(([file, { path }]) => [`/${path}`, `/${file}`]))
  const lookup = (path: string) => {
    // A folder's index.html answers at the folder's address (a project site's home page, /repo/).
    const file = byPath.get(path) ?? (path.endsWith('/') ? `${path}index.html` : path)
    const body = readPublished(staticDir, file)
    return body === undefined ? undefined : { file, body }
  }
  const reply = (status: number, headers: Record<string, string>, body = '', file = ''): HostResponse => {
    const type: Record<string, string> = file ? { 'content-type': mediaType(file) } : {}
    return hostResponse(
      status,
      body,
      { 'cache-control': DEFAULT_CACHE, ...type, ...headers },
      file && publishedFile(staticDir, file),
    )
  }
  return {
    name: 'Vercel',
    stop: async () => {},
    async answer(target) {
      // Routes match the path; the query string goes along to the middleware and the file system.
      const [path = '/', query = ''] = target.split(/\?(.*)/s)
      const headers: Record<string, string> = {}
      let afterError = false
      for (const route of config.routes) {
        if (route.handle === 'filesystem') {
          const found = lookup(path)
          if (found) return reply(200, headers, found.body, found.file)
          continue
        }
        if (route.handle === 'error') {
          afterError = true
          continue
        }
        const match = route.src ? new RegExp(route.src, route.caseSensitive ? '' : 'i').exec(path) : null
        if (!match) continue
        const fill = (value: string) => value.replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? '')
        for (const [name, value] of Object.entries(route.headers ?? {})) headers[name] = fill(value)
        const middleware = route.middlewarePath && middlewares.get(route.middlewarePath)
        if (middleware) {
          const response = await middleware(new Request(`https://vercel.example${path}${query ? `?${query}` : ''}`))
          if (response.headers.get('x-middleware-next') !== '1') {
            return reply(
              response.status,
              { ...headers, ...Object.fromEntries(response.headers) },
              await response.text(),
            )
          }
        }
        if (route.continue) continue
        if (route.dest) {
          const target = lookup(fill(route.dest))
          return reply(route.status ?? 200, headers, target?.body ?? '', target?.file ?? '')
        }
        if (route.status) return reply(route.status, headers)
      }
      return reply(404, headers, afterError ? 'NOT_FOUND' : '')
    },
  }
}

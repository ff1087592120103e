/**
 * Vercel, from the Build Output API config the build writes (hosts/vercel/config.json): its routes
 * are compiled by @vercel/routing-utils, Vercel's own compiler of vercel.json. Vercel's edge that
 * runs them is not published, so this walks them as Vercel documents it: routes in order, each
 * `src` matched in any letter case unless the route sets `caseSensitive` (as Vercel's route type
 * and Cloudflare's runner of Build Output routes, next-on-pages' `matchPCRE`, read it), header
 * routes with `continue` adding headers (a later value replacing an earlier one), the first route
 * with a status answering, `filesystem` serving a Node.js function or a file whose path matches
 * exactly (`overrides` give a file its clean path), the routes after it only for paths that are
 * neither, and after `error` the routes that name the not-found documents.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Host, type HostRequest, type HostResponse, hostResponse } from './host'
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

/**
 * The Node.js functions of the Build Output (functions/<path>.func with launcher `Nodejs`), each
 * served as Vercel's launcher serves it: Node's request and response handed to the module's default
 * export, in a server of its own. The file system answers a function's exact path with it.
 */
async function startNodeFunctions(outputDir: string) {
  const functionsDir = join(outputDir, 'functions')
  const found = existsSync(functionsDir)
    ? readdirSync(functionsDir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.func'))
    : []
  const served = new Map<string, { origin: string; close: () => Promise<void> }>()
  for (const func of found) {
    const dir = join(functionsDir, func)
    const { runtime, handler, launcherType } = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8'))
    if (launcherType !== 'Nodejs') continue
    if (!/^nodejs\d+\.x$/.test(runtime))
      throw new Error(`${func}: the launcher Nodejs runs a nodejs runtime, not ${runtime}`)
    const module: { default: (request: IncomingMessage, response: ServerResponse) => Promise<void> } = await import(
      pathToFileURL(join(dir, handler)).href
    )
    const server = createServer((request, response) => {
      module.default(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)))
    })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const close = () => new Promise<void>((closed) => server.close(() => closed()))
    served.set(`/${func.replace(/\.func$/, '')}`, {
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close,
    })
  }
  return served
}

/**
 * A request handed to a function's server as Vercel hands it on: with the Host the visitor sent
 * (fetch would name the function's own server instead).
 */
function forward(origin: string, target: string, whole?: HostRequest): Promise<HostResponse> {
  const { method = 'GET', headers = {}, body = '' } = whole ?? {}
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${origin}${target}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const values = Object.entries(response.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')])
        resolve(
          hostResponse(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), Object.fromEntries(values)),
        )
      })
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

export async function startVercel(outputDir: string): Promise<Host> {
  const config: Config = JSON.parse(readFileSync(join(outputDir, 'config.json'), 'utf8'))
  const staticDir = join(outputDir, 'static')
  const nodeFunctions = await startNodeFunctions(outputDir)
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
    stop: async () => {
      for (const { close } of nodeFunctions.values()) await close()
    },
    async answer(target, request) {
      // Routes match the path; the query string goes along to the middleware and the file system.
      const [path = '/', query = ''] = target.split(/\?(.*)/s)
      const headers: Record<string, string> = {}
      let afterError = false
      for (const route of config.routes) {
        if (route.handle === 'filesystem') {
          const func = nodeFunctions.get(path)
          if (func) {
            // What the routes before the file system added, then what the function sent, each kept.
            const answered = await forward(func.origin, target, request)
            const added = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), [value]] as const)
            for (const [name, values] of added) answered.headers[name] = [...values, ...(answered.headers[name] ?? [])]
            return answered
          }
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

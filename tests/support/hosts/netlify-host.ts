/**
 * Netlify, answered by Netlify's own code: `_redirects` checked by @netlify/redirect-parser (as its
 * build does) and matched by netlify-redirector (the matcher Netlify's CLI runs) and `_headers` applied by @netlify/headers (parsed by @netlify/headers-parser).
 * What those libraries leave to the CDN is Netlify's file lookup, as its CLI mimics it
 * (`alternativePathsFor` in netlify-cli's proxy): the exact file, then `<path>.html`, then
 * `<path>/index.html`; for a path with a trailing slash `<path without it>.html` first, so
 * `about.html` answers `/about/` too (never `_headers` or `_redirects`, which Netlify reads and
 * does not publish). Files are matched exactly, letter case included; header rules in any case
 * (@netlify/headers-parser compiles them with the `i` flag). A rule that isn't forced only applies
 * where no file matches; with no rule, the root 404.html answers 404. Before all of it, the site's
 * Edge Functions (./netlify-edge.ts), then its serverless functions at their own paths.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { importTool } from '../../../scripts/on-demand-tools'
import { type Host, type HostRequest, type HostResponse, hostResponse, serveOverHttp } from './host'
import { edgeContext, loadEdgeFunctions } from './netlify-edge'
import { mediaType, publishedFile, readPublished } from './static-folder'

type Match = { to?: string; status?: number; force?: boolean }

// The parts of Netlify's packages the host uses (tools/netlify holds them: they need Node 22, and
// only this test runs them; netlify-redirector ships no types).
type RedirectParser = {
  parseAllRedirects(options: { redirectsFiles: string[]; configRedirects: []; minimal: boolean }): Promise<{
    errors: unknown[]
  }>
}
type RedirectRequest = {
  scheme: string
  host: string
  path: string
  query: string
  getHeader: (name: string) => string
  getCookie: (name: string) => string
}
type Redirector = {
  default: {
    parsePlain(rules: string, options: object): Promise<{ match(request: RedirectRequest): Match | undefined }>
  }
}
type Headers = {
  HeadersHandler: new (options: {
    projectDir: string
    logger: { error: (message: string) => void }
  }) => { apply(request: Request): Promise<Record<string, string>> }
}

const RULE_FILES = ['/_headers', '/_redirects']

function findFile(dir: string, path: string): { file: string; body: string } | undefined {
  if (RULE_FILES.includes(path)) return undefined
  const candidates = path.endsWith('/')
    ? [...(path === '/' ? [] : [`${path.slice(0, -1)}.html`]), `${path}index.html`]
    : [path, `${path}.html`, `${path}/index.html`]
  for (const file of candidates) {
    const body = readPublished(dir, file)
    if (body !== undefined) return { file, body }
  }
  return undefined
}

/**
 * A redirect's Location as Netlify sends it: the request's query string is passed on unless the
 * rule's target has one of its own (netlify-cli's proxy, `dest.searchParams`).
 */
function withQuery(to: string, query: string): string {
  const dest = new URL(to, 'https://netlify.example')
  if ([...dest.searchParams].length === 0) {
    for (const [key, value] of new URLSearchParams(query)) dest.searchParams.append(key, value)
  }
  return to.startsWith('https://') ? dest.href : `${dest.pathname}${dest.search}`
}

type InSourceConfig = {
  parseFile(file: string, options: { functionName: string }): Promise<Omit<NetlifyFunction, 'name' | 'mainFile'>>
}
/** A function as Netlify's build reads it, without running it (@netlify/zip-it-and-ship-it, which deploys it). */
export type NetlifyFunction = {
  name: string
  mainFile: string
  runtimeAPIVersion?: number
  routes?: { literal?: string; pattern: string; methods: string[] }[]
  config: { path?: string[]; rateLimit?: { windowLimit: number; windowSize: number; aggregateBy?: string[] } }
}

/** What Netlify's build read of each folder, once per process: its parser takes seconds to load. */
const declarations = new Map<string, Promise<NetlifyFunction[]>>()

/** The functions of `dir` (each a module at its top) as Netlify's own build declares them. */
export function netlifyFunctions(dir: string): Promise<NetlifyFunction[]> {
  const read = declarations.get(dir) ?? readFunctions(dir)
  declarations.set(dir, read)
  return read
}

async function readFunctions(dir: string): Promise<NetlifyFunction[]> {
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => /\.m?js$/.test(file)) : []
  if (files.length === 0) return []
  // The static analysis Netlify's build runs on each function: its in-source config, routes and API version.
  const { parseFile } = await importTool<InSourceConfig>(
    'netlify',
    '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js',
  )
  return Promise.all(
    files.map(async (file) => {
      const name = file.replace(/\.m?js$/, '')
      const mainFile = join(dir, file)
      return { name, mainFile, ...(await parseFile(mainFile, { functionName: name })) }
    }),
  )
}

/**
 * Netlify's serverless functions (Functions v2), as Netlify documents them
 * (docs.netlify.com/build/functions/get-started, …/configuration): Netlify's build reads each
 * module's in-source `config` (its `path`: the one address it answers, in every method, before the
 * static files and `_redirects`); Netlify calls the default export with a standard Request and its
 * Context (with the visitor's `ip`) and sends the Response; the variables set in Netlify's settings reach it through the
 * `Netlify` global. Only literal paths are matched here, and the rate limit, which Netlify applies
 * before a function runs, is not modelled (tests/built-site/hosts.test.ts reads its declaration).
 */
async function loadFunctions(dir: string, env: Record<string, string>) {
  const functions: { path: string; run: (request: Request, context: object) => Promise<Response> }[] = []
  for (const declared of await netlifyFunctions(dir)) {
    // A function Netlify reads as v1 (no default export it sees, an unreadable config) gets no path.
    if (declared.runtimeAPIVersion !== 2) throw new Error(`${declared.name}: Netlify reads it as a v1 function`)
    const module = await import(pathToFileURL(declared.mainFile).href)
    for (const { literal } of declared.routes ?? []) if (literal) functions.push({ path: literal, run: module.default })
  }
  // Set last: Netlify's own functions API, which its build's parser loads, sets a `Netlify` of the
  // process's environment when it is imported.
  Reflect.set(globalThis, 'Netlify', { env: { get: (name: string) => env[name] } })
  return functions
}

export async function startNetlify(
  dir: string,
  edgeFunctionsDir: string,
  { functionsDir = '', env = {} }: { functionsDir?: string; env?: Record<string, string> } = {},
): Promise<Host> {
  const { parseAllRedirects } = await importTool<RedirectParser>('netlify', '@netlify/redirect-parser')
  const { default: redirector } = await importTool<Redirector>('netlify', 'netlify-redirector')
  const { HeadersHandler } = await importTool<Headers>('netlify', '@netlify/headers')
  // Netlify's build parses `_redirects` first and drops (with a warning) every rule it rejects.
  const parsed = await parseAllRedirects({
    redirectsFiles: [join(dir, '_redirects')],
    configRedirects: [],
    minimal: false,
  })
  if (parsed.errors.length > 0) throw new Error(`Netlify rejects _redirects: ${parsed.errors.map(String).join('; ')}`)
  const matcher = await redirector.parsePlain(readFileSync(join(dir, '_redirects'), 'utf8'), {})
  const headers = new HeadersHandler({
    projectDir: dir,
    logger: {
      error: (message: string) => {
        throw new Error(message)
      },
    },
  })
  const respond = async (
    path: string,
    status: number,
    body: string,
    extra: Record<string, string>,
    file?: string,
  ): Promise<HostResponse> => {
    const values = await headers.apply(new Request(`https://netlify.example${path}`))
    // Netlify's own default for every file; `_headers` may replace it.
    const sent = { 'cache-control': 'public, max-age=0, must-revalidate', ...extra, ...values }
    return hostResponse(status, body, sent, file && publishedFile(dir, file))
  }
  const staticAnswer = async (target: string): Promise<HostResponse> => {
    const [path = '/', query = ''] = target.split(/\?(.*)/s)
    const match = matcher.match({
      scheme: 'https',
      host: 'netlify.example',
      path,
      query,
      getHeader: () => '',
      getCookie: () => '',
    })
    const found = findFile(dir, path)
    if (match?.to && match.status && (match.force || !found)) {
      if (match.status >= 300 && match.status < 400) {
        return respond(path, match.status, '', { location: withQuery(match.to, query) })
      }
      const target = findFile(dir, match.to)
      if (target) {
        return respond(path, match.status, target.body, { 'content-type': mediaType(target.file) }, target.file)
      }
    }
    if (found) return respond(path, 200, found.body, { 'content-type': mediaType(found.file) }, found.file)
    return respond(path, 404, readPublished(dir, '/404.html') ?? 'Not Found', { 'content-type': mediaType('x.html') })
  }
  // The edge functions run before all of it, each answering over HTTP, where its own fetch reaches the site.
  const functions = await loadEdgeFunctions(edgeFunctionsDir)
  const serverless = await loadFunctions(functionsDir, env)
  const answer = async (target: string, whole?: HostRequest): Promise<HostResponse> => {
    const path = target.split('?')[0] ?? '/'
    const edge = functions.find((declared) => declared.matches(path))
    const own = serverless.find((declared) => declared.path === path)
    if (!edge && own) {
      // A GET (the sign-in's) carries its headers and no body, as a browser's does.
      const body = whole && whole.method !== 'GET' && whole.method !== 'HEAD' ? { body: whole.body } : {}
      const init = whole ? { method: whole.method, headers: whole.headers, ...body } : {}
      const request = new Request(`${served.origin}${target}`, init)
      // Netlify's Context gives the visitor's address as `ip`.
      const context = { requestId: 'request', ip: '127.0.0.1', site: { url: served.origin } }
      const response = await own.run(request, context)
      return hostResponse(response.status, await response.text(), Object.fromEntries(response.headers))
    }
    if (!edge) return staticAnswer(target)
    const request = new Request(`${served.origin}${target}`)
    const next = async (onward: Request) => {
      const { pathname, search } = new URL(onward.url)
      const answered = await staticAnswer(`${pathname}${search}`)
      const headers = Object.entries(answered.headers).map(
        ([name, values]) => [name, values.join(', ')] as [string, string],
      )
      return new Response(answered.status === 304 ? null : answered.body, { status: answered.status, headers })
    }
    const result = await edge.run(request, edgeContext(request, next))
    if (result instanceof Response) {
      return hostResponse(result.status, await result.text(), Object.fromEntries(result.headers))
    }
    if (result instanceof URL) return { ...(await staticAnswer(`${result.pathname}${result.search}`)), status: 200 }
    return staticAnswer(target)
  }
  const served = await serveOverHttp(answer)
  return { name: 'Netlify', origin: served.origin, stop: served.close, answer }
}

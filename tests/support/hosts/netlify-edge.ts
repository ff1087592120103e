/**
 * Netlify's Edge Functions in front of its static files (./netlify-host.ts), as Netlify documents
 * them (docs.netlify.com/edge-functions/declarations, …/api, …/limits): each function is a file, or
 * a folder with a file of its name, in the edge-functions directory netlify.toml names; it runs for
 * a request whose path matches its `config.pattern` (a regular expression) and none of its
 * `excludedPattern`s; it is called with a standard Request and Netlify's Context (the type of
 * @netlify/edge-functions), and what it returns is the answer: a Response as it is (Netlify's custom
 * headers do not apply to it), a URL to serve instead with 200, or undefined to go on to the static
 * files and `_redirects`. Netlify's edge runtime itself (Deno) is not published; the function runs
 * here on Node's own Request, Response and fetch.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Config, Context, EdgeFunction } from '@netlify/edge-functions'

type Declared = { name: string; run: EdgeFunction; matches: (path: string) => boolean }

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat())

/** Every function of the directory with its declaration; one declared by `path` is refused (not modelled). */
export async function loadEdgeFunctions(dir: string): Promise<Declared[]> {
  if (!existsSync(dir)) return []
  const functions: Declared[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name.replace(/\.[cm]?[jt]sx?$/, '')
    const file = entry.isDirectory()
      ? [`${name}.js`, 'index.js'].map((candidate) => join(dir, name, candidate)).find(existsSync)
      : join(dir, entry.name)
    if (!file) continue
    const module: { default: EdgeFunction; config?: Config } = await import(pathToFileURL(file).href)
    const config = module.config ?? {}
    if (config.path || config.excludedPath)
      throw new Error(`${name}: declared by path, which this stand-in does not match`)
    const patterns = asList(config.pattern).map((pattern) => new RegExp(pattern))
    const excluded = asList(config.excludedPattern).map((pattern) => new RegExp(pattern))
    functions.push({
      name,
      run: module.default,
      matches: (path) => patterns.some((re) => re.test(path)) && !excluded.some((re) => re.test(path)),
    })
  }
  return functions
}

/** Netlify's Context for one request; `next` goes on to the static files. */
export function edgeContext(request: Request, next: (request: Request) => Promise<Response>): Context {
  const url = new URL(request.url)
  const unsupported = () => {
    throw new Error('not used by the site’s functions')
  }
  return {
    account: { id: 'account' },
    cookies: { delete: unsupported, get: () => '', set: unsupported },
    deploy: { context: 'production', id: 'deploy', published: true },
    geo: {},
    ip: '127.0.0.1',
    json: (input) => Response.json(input),
    log: console.log,
    next: (first?: Request | object) => next(first instanceof Request ? first : request),
    params: {},
    rewrite: (to) => next(new Request(new URL(to, url))),
    requestId: 'request',
    server: {},
    site: { url: url.origin },
    url,
    waitUntil: () => {},
  }
}

/**
 * Vercel's routes, from the same serving rules as every other host (./host-files.ts): the headers
 * compiled by Vercel's own `@vercel/routing-utils` into the Build Output's config.json
 * (./write-deploy-files.ts), every redirect made by its middleware function, which keeps the query
 * string (./vercel-middleware.ts), the file system, then the not-found documents.
 */
import { pageFile, type ServingRules } from '../../server/serving-rules.js'
import { escapeRegex, ownPolicies, siteWideHeaders, urlOf } from './host-files.ts'
import { spellingsThatMayRedirect } from './spelling-functions.ts'
import { MIDDLEWARE } from './vercel-middleware.ts'

/** The not-found documents as Vercel error routes, most specific prefix first; outside a project site's path, its own. */
function errorRoutes(rules: ServingRules) {
  const routes = rules.notFound.map(({ prefix, file }) => ({
    src: `^${escapeRegex(urlOf(rules, prefix))}.*$`,
    dest: urlOf(rules, `/${file}`),
    status: 404,
  }))
  const siteNotFound = routes.at(-1)
  return rules.basePath && siteNotFound ? [...routes, { ...siteNotFound, src: '^/.*$' }] : routes
}

/**
 * The `vercel.json` settings the build's header routes are compiled from (`@vercel/routing-utils`).
 * A function's own path (`functionPaths`) gets none of them: Vercel would add them to what the
 * function answers, which sends every header itself (./enquiry-functions.ts).
 */
export function vercelSettings(rules: ServingRules, functionPaths: string[] = []) {
  const toHeaders = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }))
  const except = functionPaths.map((path) => escapeRegex(path.slice(1))).join('|')
  return {
    headers: [
      { source: except ? `/((?!(?:${except})$).*)` : '/(.*)', headers: toHeaders(siteWideHeaders(rules)) },
      {
        source: `${urlOf(rules, rules.cache.hashedPrefix)}(.*)`,
        headers: toHeaders({ 'Cache-Control': rules.cache.hashed }),
      },
    ],
  }
}

/**
 * The addresses that may redirect (./spelling-functions.ts), as one case-sensitive pattern that
 * never matches a hashed asset. Only these reach the middleware, which answers anything else by
 * going on routing.
 */
function mayRedirect(rules: ServingRules): string {
  const alternatives = spellingsThatMayRedirect(rules).join('|')
  return `^(?!${escapeRegex(urlOf(rules, rules.cache.hashedPrefix))})(?:${alternatives})$`
}

/**
 * Routes Vercel's compiler cannot write from `vercel.json` settings, which have no `caseSensitive`
 * (its routes match `src` in any letter case unless they set it): the editor's policy, for its
 * exact address only, replacing the site-wide CSP (a later header route wins); then the
 * middleware, for the addresses that may redirect.
 */
function vercelRoutes(rules: ServingRules) {
  const exact = (path: string) => `^${escapeRegex(urlOf(rules, path))}$`
  return [
    ...ownPolicies(rules).map(({ page, policy }) => ({
      src: exact(page),
      headers: { 'Content-Security-Policy': policy },
      continue: true,
      caseSensitive: true,
    })),
    { src: mayRedirect(rules), middlewarePath: MIDDLEWARE.name, continue: true, caseSensitive: true },
  ]
}

/** Once a day, which Vercel's Hobby plan allows (at some time within the hour it names). */
const VERCEL_RETRY_SCHEDULE = '0 6 * * *'

/**
 * Vercel's Build Output API config (`.vercel/output/config.json`): the header routes Vercel itself
 * compiles from `vercel.json` settings and the ones it cannot (above), its file system, then the
 * not-found documents; `overrides` serve each page's file at its clean URL. With an enquiry
 * function at `retryPath`, Vercel's cron asks it daily, and every request to it first tries what
 * waits (server/enquiry-handler.js): an enquiry kept on a quiet night is delivered by morning.
 */
export function buildVercelConfig(rules: ServingRules, compiledRoutes: unknown[], retryPath?: string) {
  const overrides = Object.fromEntries(
    rules.pages
      .filter((page) => page !== '/')
      .map((page) => [urlOf(rules, `/${pageFile(page)}`).slice(1), { path: urlOf(rules, page).slice(1) }]),
  )
  return {
    version: 3,
    routes: [
      ...compiledRoutes,
      ...vercelRoutes(rules),
      { handle: 'filesystem' },
      { handle: 'error' },
      ...errorRoutes(rules),
    ],
    overrides,
    ...(retryPath ? { crons: [{ path: retryPath, schedule: VERCEL_RETRY_SCHEDULE }] } : {}),
  }
}

/**
 * Vercel's routes, from the same serving rules as every other host (./host-files.ts): compiled by
 * Vercel's own `@vercel/routing-utils` into the Build Output's config.json (./write-deploy-files.ts).
 */
import { pageFile, type ServingRules } from '../../server/serving-rules.js'
import { ownPolicies, siteWideHeaders } from './host-files.ts'

/** The not-found documents as Vercel error routes, most specific prefix first. */
function errorRoutes(rules: ServingRules) {
  return rules.notFound.map(({ prefix, file }) => ({ src: `^${prefix}.*$`, dest: `/${file}`, status: 404 }))
}

/** A path as a regular expression that matches it literally. */
export const escapeRegex = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The `vercel.json` settings the build's routes are compiled from (`@vercel/routing-utils`). */
export function vercelSettings(rules: ServingRules) {
  const toHeaders = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }))
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: toHeaders(siteWideHeaders(rules)) },
      { source: `${rules.cache.hashedPrefix}(.*)`, headers: toHeaders({ 'Cache-Control': rules.cache.hashed }) },
    ],
  }
}

/**
 * Routes Vercel's compiler cannot write from `vercel.json` settings, which have no `caseSensitive`
 * (its routes match `src` in any letter case unless they set it). Before the file system: the
 * editor's policy, for its exact address only, replacing the site-wide CSP (a later header route
 * wins). After it, so only addresses that are no file reach them: every other spelling of a page
 * redirects to the page, in any letter case.
 */
function vercelRoutes(rules: ServingRules) {
  const exact = (path: string) => `^${escapeRegex(path)}$`
  const redirect = (to: string) => ({ status: 308, headers: { Location: to } })
  return {
    beforeFiles: ownPolicies(rules).map(({ page, policy }) => ({
      src: exact(page),
      headers: { 'Content-Security-Policy': policy },
      continue: true,
      caseSensitive: true,
    })),
    afterFiles: [
      ...rules.pages.filter((page) => page !== '/').map((page) => ({ src: exact(page), ...redirect(page) })),
      // Old addresses that moved, in any letter case, with or without a trailing slash.
      ...(rules.redirects ?? []).map(({ from, to }) => ({ src: `^${escapeRegex(from)}/?$`, ...redirect(to) })),
    ],
  }
}

/**
 * Vercel's Build Output API config (`.vercel/output/config.json`): the routes Vercel itself
 * compiles from `vercel.json` settings and the ones it cannot (above), its file system, then the
 * not-found documents; `overrides` serve each page's file at its clean URL.
 */
export function buildVercelConfig(rules: ServingRules, compiledRoutes: unknown[]) {
  const overrides = Object.fromEntries(
    rules.pages.filter((page) => page !== '/').map((page) => [pageFile(page), { path: page.slice(1) }]),
  )
  const { beforeFiles, afterFiles } = vercelRoutes(rules)
  return {
    version: 3,
    routes: [
      ...compiledRoutes,
      ...beforeFiles,
      { handle: 'filesystem' },
      ...afterFiles,
      { handle: 'error' },
      ...errorRoutes(rules),
    ],
    overrides,
  }
}

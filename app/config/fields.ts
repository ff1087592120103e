/**
 * The shapes an environment variable can take, as zod schemas. Every message starts with "must",
 * so that the configuration error can put the variable's name in front of it
 * (see ./configuration-schema.ts).
 */
import { z } from 'zod'

/** The variables as the process and the .env files give them: text, or unset. */
export type Environment = Partial<Record<string, string | undefined>>

type Issues = Pick<z.RefinementCtx, 'addIssue'>

/** A variable's text, trimmed; unset and blank both read as ''. */
export const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '')

/** An http(s) origin from `raw` (or `fallback` when blank); a bad value is an issue at `path`. */
export function checkOrigin(raw: string, fallback: string, issues: Issues, path?: string[]): string {
  const value = raw || fallback
  const fail = (message: string) => {
    issues.addIssue({ code: 'custom', message, ...(path ? { path } : {}) })
    return z.NEVER
  }
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return fail(`must be an absolute http(s) URL such as ${fallback}, got "${value}".`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return fail(`must use http or https, got "${value}".`)
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    return fail(`must be an origin without a path, such as ${fallback}, got "${value}".`)
  }
  return parsed.origin
}

/** An http(s) origin without a path, normalised without a trailing slash. */
export const origin = (fallback: string) => text.transform((value, ctx) => checkOrigin(value, fallback, ctx))

/** One segment of a site address's path: what every host, nginx and a URL take as it is. */
const PATH_SEGMENT = /^[A-Za-z0-9._~-]+$/

/**
 * The site's address: an http(s) origin, or an origin and a path for a site served under one (a
 * GitHub Pages project site, `https://owner.github.io/repo`), normalised without a trailing slash.
 * The path is the site's base path (./base-path.ts); no query or fragment. A bad value is an issue.
 */
export function checkSiteAddress(raw: string, example: string, issues: Issues): string {
  const fail = (message: string) => {
    issues.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    return fail(`must be an absolute http(s) URL such as ${example}, got "${raw}".`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return fail(`must use http or https, got "${raw}".`)
  if (parsed.search || parsed.hash || raw.includes('?') || raw.includes('#')) {
    return fail(`must be an address without a query or fragment, such as ${example}, got "${raw}".`)
  }
  const segments = parsed.pathname.split('/').filter(Boolean)
  // URL() quietly drops `.` and `..` segments and keeps `//`: refuse both as typed.
  const typedPath = raw.replace(/^[a-z]+:\/\/[^/]*/i, '')
  if (!segments.every((segment) => PATH_SEGMENT.test(segment)) || /\/\/|\/\.\.?(\/|$)/.test(typedPath)) {
    return fail(
      `must have a path of plain segments (letters, digits, - . _ ~), such as https://owner.github.io/repo, got "${raw}".`,
    )
  }
  return `${parsed.origin}${segments.map((segment) => `/${segment}`).join('')}`
}

/** "true"/"1" or "false"/"0"/blank. */
export const flag = text.transform((value, ctx) => {
  const lower = value.toLowerCase()
  if (lower === '' || lower === '0' || lower === 'false') return false
  if (lower === '1' || lower === 'true') return true
  ctx.addIssue({ code: 'custom', message: `must be "true" or "false", got "${value}".` })
  return z.NEVER
})

/** A whole number of milliseconds, 0 or more. */
export const milliseconds = (fallback: number) =>
  text.transform((value, ctx) => {
    if (!value) return fallback
    const number = Number(value)
    if (Number.isInteger(number) && number >= 0) return number
    ctx.addIssue({ code: 'custom', message: `must be a whole number of milliseconds (0 or more), got "${value}".` })
    return z.NEVER
  })

/** Text with a default for blank. */
export const textOr = (fallback: string) => text.transform((value) => value || fallback)

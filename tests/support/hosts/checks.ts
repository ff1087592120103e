/**
 * The small checks the host tables are made of (./expectations.ts, ./visits.ts): each returns the
 * problems with a host's answer, none when it holds, and reads what it compares with from the build.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { HostResponse } from './host'

/** The policies that apply to a response: its CSP headers, or its <meta> policy when it has none. */
export function policiesOf(response: HostResponse): string[] {
  const header = response.headers['content-security-policy'] ?? []
  if (header.length > 0) return header
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(response.body)?.[1]
  return meta ? [meta.replaceAll('&quot;', '"')] : []
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((match) => match[1] ?? '')
}

export const check = (condition: boolean, problem: string) => (condition ? [] : [problem])

export function status(response: HostResponse, expected: number[]): string[] {
  return check(expected.includes(response.status), `status ${response.status}, expected ${expected.join(' or ')}`)
}

/**
 * A permanent redirect (301 or 308) to `target`: a path of the site, whether the Location names the
 * host's origin or not, or another site's address as it is.
 */
export function redirectsTo(target: string) {
  return (response: HostResponse) => {
    const location = response.headers.location?.[0] ?? ''
    const sent = target.startsWith('https://') ? location : location.replace(/^https?:\/\/[^/]+/, '')
    return [...status(response, [301, 308]), ...check(sent === target, `Location ${location}, expected ${target}`)]
  }
}

/** Text as the browser shows it: the few character references React writes into our documents. */
function decodeText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (reference, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (named[name] ?? reference),
    )
}

/** Reads the build's documents: a file's text, its <title> and its <h1> as a visitor reads them. */
export function documentReader(clientDir: string) {
  const text = (file: string) => readFileSync(join(clientDir, file), 'utf8')
  return {
    text,
    title: (file: string) => /<title>([^<]*)<\/title>/.exec(text(file))?.[1] ?? file,
    heading: (file: string) => headingOf(text(file)) ?? file,
  }
}

/** A document's first <h1> as a visitor reads it, or undefined when it has none. */
export function headingOf(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  return inner === undefined ? undefined : decodeText(inner).trim()
}

/** The img-src directive of a policy: where the page may load images from. */
export function imageSources(policy: string): string {
  return (
    policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('img-src ')) ?? ''
  )
}

/** The first photo file a document offers (the build names them by their hash, pipeline/photos/), under a project site's path. */
export function firstPhoto(html: string): string {
  return /(?:\/[\w.~-]+)*\/assets\/photos\/[\w.-]+\.avif/.exec(html)?.[0] ?? ''
}

/** The first hashed stylesheet or script a document links. */
export function firstAsset(html: string): string {
  return /(?:\/[\w.~-]+)*\/assets\/[\w.-]+\.(?:css|js)/.exec(html)?.[0] ?? ''
}

/** `/about` → `/About`, `/services/ai-automation` → `/Services/Ai-Automation`. */
export function mixedCase(path: string): string {
  return path.replace(/(^|[/-])([a-z])/g, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`)
}

/**
 * Reading a host's answer for the expectations table (./expectations.ts): its policies, their
 * directives, its status and redirect, and the first asset and photo a document names.
 */
import type { HostResponse } from './host'

/** The policies that apply to a response: its CSP headers, or its <meta> policy when it has none. */
export function policiesOf(response: HostResponse): string[] {
  const header = response.headers['content-security-policy'] ?? []
  if (header.length > 0) return header
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(response.body)?.[1]
  return meta ? [meta.replaceAll('&quot;', '"')] : []
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

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((match) => match[1] ?? '')
}

export const check = (condition: boolean, problem: string) => (condition ? [] : [problem])

export function status(response: HostResponse, expected: number[]): string[] {
  return check(expected.includes(response.status), `status ${response.status}, expected ${expected.join(' or ')}`)
}

export function redirectsTo(target: string) {
  return (response: HostResponse) => [
    ...status(response, [301, 308]),
    ...check(
      (response.headers.location?.[0] ?? '').replace(/^https?:\/\/[^/]+/, '') === target,
      `Location ${response.headers.location?.[0]}, expected ${target}`,
    ),
  ]
}

/** The first photo file a document offers (the build names them by their hash, ./scripts/build/photos/). */
export function firstPhoto(html: string): string {
  return /\/assets\/photos\/[\w.-]+\.avif/.exec(html)?.[0] ?? ''
}

/** The first hashed stylesheet or script a document links. */
export function firstAsset(html: string): string {
  return /\/assets\/[\w.-]+\.(?:css|js)/.exec(html)?.[0] ?? ''
}

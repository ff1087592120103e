/**
 * What the checks of the test build (tests/built-site/) ask the site: `npm start` serving it
 * (./built-site-setup.ts starts it), by fetch as a crawler or a client asks, or as raw HTTP where a
 * test needs every header as sent, a path exactly as typed or a request exactly as written (fetch
 * joins repeated headers, tidies `/../` away, and adds `Cache-Control: no-cache` to a conditional
 * request, which a server rightly answers in full).
 */
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string
  }
}

/** `npm start`'s origin for this run. */
export const siteOrigin = () => inject('siteOrigin')

/** A request to the site; redirects are answers, not followed. */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${siteOrigin()}${path}`, { redirect: 'manual', ...init })
}

export type RawAnswer = {
  status: number
  /** Every header as sent, lowercase names, in order. */
  headers: [name: string, value: string][]
  /** A header's values joined as one, as fetch gives it; undefined when it was not sent. */
  header: (name: string) => string | undefined
  /** The body as text, decoded if it came compressed. */
  body: string
}

/** A request to `origin` with `path` sent exactly as given, and the answer as it came. */
export function rawRequest(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const pairs: [string, string][] = []
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          pairs.push([response.rawHeaders[index]?.toLowerCase() ?? '', response.rawHeaders[index + 1] ?? ''])
        }
        const header = (name: string) => {
          const values = pairs.filter(([sentName]) => sentName === name).map(([, value]) => value)
          return values.length > 0 ? values.join(', ') : undefined
        }
        const bytes = Buffer.concat(chunks)
        const encoding = header('content-encoding')
        const decoded =
          encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes
        resolve({ status: response.statusCode ?? 0, headers: pairs, header, body: decoded.toString('utf8') })
      })
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** A raw request to npm start serving the test build. */
export const rawGet = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(siteOrigin(), path, headers, method)

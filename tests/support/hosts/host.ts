import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * One way of serving the build, as the host-expectation table (./expectations.ts) sees it: a path
 * goes in, a status, headers and body come out, the way that host's own code answers.
 */
export type HostResponse = {
  status: number
  /** Lowercase names; a header the host sent twice is kept as the list of its values. */
  headers: Record<string, string[]>
  body: string
  /** The file on disk the body was read from, when it is one (its bytes, for a browser). */
  file?: string
}

/** A request other than a plain GET (an enquiry's post): its method, headers (lower-case names) and body. */
export type HostRequest = { method: string; headers: Record<string, string>; body: string }

export type Host = {
  name: HostName
  /** The host's answer to a GET of `path`, or to `request` when given. */
  answer: (path: string, request?: HostRequest) => Promise<HostResponse>
  stop: () => Promise<void>
  /** Where a browser reaches it, for hosts that listen on 127.0.0.1 themselves. */
  origin?: string
}

export type HostName = 'npm start' | 'nginx' | 'Cloudflare Pages' | 'Netlify' | 'Vercel' | 'GitHub Pages'

/**
 * `host.answer` for the host table's rows (./expectations.ts), each path asked once: a path has
 * several rows (its status, its headers, its policy: 246 rows of 122 paths on the test build), each
 * a property of the one answer a host gives a GET of it, and asking again cost the slow hosts
 * (wrangler's workerd most) as much as the first time.
 */
export function answerEachPathOnce(host: Pick<Host, 'answer'>): (path: string) => Promise<HostResponse> {
  const answers = new Map<string, Promise<HostResponse>>()
  return (path) => {
    const answer = answers.get(path) ?? host.answer(path)
    answers.set(path, answer)
    return answer
  }
}

/**
 * fetch (and Netlify's and Vercel's matchers) join a repeated header with ", ". A policy never
 * contains a comma, so a CSP that was sent twice shows here as two policies; other headers are
 * compared whole, so a doubled one shows as a value that is not the expected one.
 */
function splitPolicies(name: string, value: string): string[] {
  return name.toLowerCase() === 'content-security-policy' ? value.split(/,\s*/) : [value]
}

/** A host's answer from a status, a body and its headers as one value per name (as the host's matcher gives them). */
export function hostResponse(
  status: number,
  body: string,
  headers: Record<string, string>,
  file?: string,
): HostResponse {
  const byName = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), splitPolicies(name, value)])
  return { status, body, headers: Object.fromEntries(byName), ...(file ? { file } : {}) }
}

/**
 * A browser's way in to a host: its own origin, or, for a host answered in this process (Vercel's
 * matcher), a server on a free port of 127.0.0.1 that sends exactly what the host answers for
 * each path (./netlify-host.ts keeps one of its own). Close it with the returned `close`.
 */
export async function browserOrigin(host: Host): Promise<{ origin: string; close: () => Promise<void> }> {
  if (host.origin) return { origin: host.origin, close: async () => {} }
  return serveOverHttp(host.answer)
}

/** A request as a host answered in this process takes it: a GET as a path alone, anything else whole. */
async function hostRequest(request: IncomingMessage): Promise<HostRequest | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const headers = Object.entries(request.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')])
  return {
    method: request.method ?? 'POST',
    headers: Object.fromEntries(headers),
    body: Buffer.concat(chunks).toString('utf8'),
  }
}

/** Sends what `answer` gives for each request, on a free port of 127.0.0.1. */
export async function serveOverHttp(answer: Host['answer']): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    hostRequest(request)
      .then((whole) => answer(request.url ?? '/', whole))
      .then(
        (answered) => {
          response.writeHead(answered.status, answered.headers)
          response.end(answered.file ? readFileSync(answered.file) : answered.body)
        },
        (error: unknown) => {
          response.writeHead(500).end(String(error))
        },
      )
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // Every connection ends with it: a browser's keep-alive or a request still being answered would
    // otherwise hold close() open until the test's own timeout (seen on a busy machine).
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      }),
  }
}

/** A host reached over HTTP on 127.0.0.1: every header kept as sent, redirects not followed. */
export async function answerOverHttp(origin: string, path: string, request?: HostRequest): Promise<HostResponse> {
  const response = await fetch(`${origin}${path}`, {
    redirect: 'manual',
    ...(request ? { method: request.method } : {}),
    // A GET (the sign-in's) carries its headers and no body, as a browser's does.
    ...(request && request.method !== 'GET' && request.method !== 'HEAD' ? { body: request.body } : {}),
    headers: { 'Accept-Encoding': 'identity', ...request?.headers },
  })
  const headers: Record<string, string[]> = {}
  for (const [name, value] of response.headers) {
    headers[name] = splitPolicies(name, value)
  }
  return { status: response.status, headers, body: await response.text() }
}

/**
 * One way of serving the build, as the host-expectation table (./expectations.ts) sees it: a path
 * goes in, a status, headers and body come out, the way that host's own code answers.
 */
export type HostResponse = {
  status: number
  /** Lowercase names; a header the host sent twice is kept as the list of its values. */
  headers: Record<string, string[]>
  body: string
}

export type Host = {
  name: HostName
  answer: (path: string) => Promise<HostResponse>
  stop: () => Promise<void>
}

export type HostName = 'npm start' | 'nginx' | 'Cloudflare Pages' | 'Netlify' | 'Vercel' | 'GitHub Pages'

/**
 * fetch (and Netlify's and Vercel's matchers) join a repeated header with ", ". A policy never
 * contains a comma, so a CSP that was sent twice shows here as two policies; other headers are
 * compared whole, so a doubled one shows as a value that is not the expected one.
 */
function splitPolicies(name: string, value: string): string[] {
  return name.toLowerCase() === 'content-security-policy' ? value.split(/,\s*/) : [value]
}

/** A host's answer from a status, a body and its headers as one value per name (as the host's matcher gives them). */
export function hostResponse(status: number, body: string, headers: Record<string, string>): HostResponse {
  const byName = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), splitPolicies(name, value)])
  return { status, body, headers: Object.fromEntries(byName) }
}

/** A host reached over HTTP on 127.0.0.1: every header kept as sent, redirects not followed. */
export async function answerOverHttp(origin: string, path: string): Promise<HostResponse> {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: { 'Accept-Encoding': 'identity' } })
  const headers: Record<string, string[]> = {}
  for (const [name, value] of response.headers) {
    headers[name] = splitPolicies(name, value)
  }
  return { status: response.status, headers, body: await response.text() }
}

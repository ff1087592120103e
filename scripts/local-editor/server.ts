/**
 * A local stand-in for GitHub's API (REST under /api/v3, GraphQL at /api/graphql, the paths of
 * GitHub Enterprise Server, so an editor's `api_root` can point at it): one repository, the tokens
 * it knows, and faults a test can switch on. The browser tests save through it
 * (tests/e2e/editor*.spec.ts) and `npm run editor` edits the working copy through it (./local-editor.ts).
 * Answers as GitHub does, down to its error messages ("Bad credentials", "Not Found").
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerBuildReports, type BuildReports } from './build-reports.ts'
import { type Caller, runGraphQL } from './graphql-api.ts'
import { type OAuthApp, type OAuthStandIn, oauthStandIn } from './oauth-stand-in.ts'
import { blobOid, type Repository } from './repository.ts'

/** What a test can break: the host not answering at all, or answering only after a delay. */
type Faults = { unreachable: boolean; delayMs: number }

export type GitHostOptions = {
  repository: Repository
  /** Each token the host accepts and whose it is; any other token gets "Bad credentials". */
  tokens: Record<string, Caller>
  port?: number
  host?: string
  /** Other files it serves by path, e.g. the editor itself for `npm run editor` (./local-editor.ts). */
  files?: { get(path: string): ServedFile | undefined }
  /** The GitHub App whose sign-in it answers (./oauth-stand-in.ts): none, unless a test signs in with it. */
  oauthApp?: OAuthApp
}

/** A file served as it is, with its headers. */
export type ServedFile = { headers: Record<string, string>; body: Buffer | string }

export type GitHost = {
  url: string
  faults: Faults
  /** What the hosts reported on each commit, by its id: a test posts them as a host would (./build-reports.ts). */
  reports: BuildReports
  /** Serves `repository` from the next request on (a test starts each case from a fresh one). */
  serve: (repository: Repository) => void
  /** GitHub's sign-in pages (./oauth-stand-in.ts), and the redirect_uri each sign-in named. */
  oauth: OAuthStandIn
  close: () => Promise<void>
}

const CORS = {
  // The editor runs on the site's origin and calls the API from the browser, as it calls GitHub.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-GitHub-Api-Version',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Link, X-OAuth-Scopes',
}

function send(res: ServerResponse, status: number, body?: unknown, type = 'application/json; charset=utf-8') {
  res.writeHead(status, { ...CORS, ...(body === undefined ? {} : { 'Content-Type': type }) })
  res.end(body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body))
}

const notFound = { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' }
const badCredentials = { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' }

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function callerOf(req: IncomingMessage, tokens: GitHostOptions['tokens']): Caller | undefined {
  const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
  return token !== undefined && Object.hasOwn(tokens, token) ? tokens[token] : undefined
}

/**
 * The REST endpoints an editor calls: who am I, may I write here, the file tree, one file; and what
 * /admin's strip asks: the branch's commits and what the hosts reported on each.
 */
function answerRest(
  served: { repository: Repository; reports: BuildReports },
  caller: Caller,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const { repository } = served
  const path = url.pathname.slice('/api/v3'.length)
  if (path === '/user') {
    return send(res, 200, {
      login: caller.login,
      id: 1,
      name: caller.name,
      email: null,
      avatar_url: null,
      html_url: `https://github.com/${caller.login}`,
      type: 'User',
    })
  }
  const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path)
  if (!match || match[1] !== repository.owner || match[2] !== repository.name) return send(res, 404, notFound)
  const rest = match[3] ?? ''
  if (rest === '') {
    return send(res, 200, {
      full_name: `${repository.owner}/${repository.name}`,
      default_branch: repository.branch,
      permissions: { pull: true, push: caller.canPush, admin: false },
    })
  }
  const reported = answerBuildReports(repository, served.reports, rest, url.searchParams)
  if (reported) return send(res, reported.status, reported.body)
  const collaborator = /^\/collaborators\/([^/]+)$/.exec(rest)
  if (collaborator) return send(res, decodeURIComponent(collaborator[1] ?? '') === caller.login ? 204 : 404)
  const tree = /^\/git\/trees\/([^/?]+)$/.exec(rest)
  if (tree) {
    const commit = repository.resolve(decodeURIComponent(tree[1] ?? ''))
    if (!commit) return send(res, 404, notFound)
    const entries = [...commit.files].map(([filePath, contents]) => ({
      path: filePath,
      mode: '100644',
      type: 'blob',
      sha: blobOid(contents),
      size: contents.length,
    }))
    return send(res, 200, { sha: commit.oid, tree: entries, truncated: false })
  }
  const blob = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest)
  const contents = blob ? repository.blob(blob[1] ?? '') : undefined
  if (contents === undefined) return send(res, 404, notFound)
  if ((req.headers.accept ?? '').includes('raw')) return send(res, 200, contents, 'application/octet-stream')
  return send(res, 200, {
    sha: blob?.[1],
    size: contents.length,
    encoding: 'base64',
    content: contents.toString('base64'),
  })
}

export function startGitHost({
  repository,
  tokens,
  port = 0,
  host = '127.0.0.1',
  files = new Map(),
  oauthApp,
}: GitHostOptions): Promise<GitHost> {
  const faults: Faults = { unreachable: false, delayMs: 0 }
  const oauth = oauthStandIn(oauthApp)
  const reports: BuildReports = new Map()
  let served = repository
  const server = createServer((req, res) => {
    // A browser that goes away mid-request (a test closing its page, close() below) aborts the
    // body being read: that ends this request, not the process that runs the tests.
    answer(req, res).catch((error: unknown) => {
      if (req.destroyed || res.destroyed) return
      send(res, 500, { message: String(error) })
    })
  })
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (faults.unreachable) return req.socket.destroy()
    if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs))
    if (req.method === 'OPTIONS') return send(res, 204)
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const path = url.pathname
    if (await oauth.answer(req, res, url, () => readBody(req))) return
    const caller = callerOf(req, tokens)
    if (path === '/api/graphql' && req.method === 'POST') {
      if (!caller) return send(res, 401, badCredentials)
      const body = JSON.parse(await readBody(req)) as { query: string; variables?: Record<string, unknown> }
      return send(res, 200, await runGraphQL(served, caller, body))
    }
    if (path.startsWith('/api/v3/') && req.method === 'GET') {
      if (!caller) return send(res, 401, badCredentials)
      return answerRest({ repository: served, reports }, caller, url, req, res)
    }
    const file = req.method === 'GET' ? files.get(path) : undefined
    if (file) {
      res.writeHead(200, file.headers)
      return res.end(file.body)
    }
    send(res, 404, notFound)
  }
  return new Promise((resolve, reject) => {
    // A port already taken fails the caller at once, rather than leaving it to talk to another server.
    server.once('error', reject)
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo
      resolve({
        url: `http://${host}:${bound}`,
        faults,
        reports,
        oauth,
        serve: (next) => {
          served = next
        },
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

/**
 * What the hosts reported to GitHub about each commit, as the stand-in (./server.ts) answers it, in
 * GitHub's REST shapes: the branch's latest commits, each commit's combined status and its check
 * runs. A test posts them as a host would (`host.reports.set(oid, …)`, tests/e2e/editor.spec.ts);
 * /admin's strip reads them (pipeline/editor/save-status-panel.ts).
 */
import type { ApiCheckRun, ApiStatus } from '../../pipeline/editor/save-status.ts'
import type { Repository } from './repository.ts'

/** The statuses and check runs the hosts posted on one commit. */
type HostReports = { statuses?: ApiStatus[]; checkRuns?: ApiCheckRun[] }

/** By commit id. */
export type BuildReports = Map<string, HostReports>

type Answer = { status: number; body: unknown }

const notFound = { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' }

/** GitHub's combined state: failure if any failed, pending while any runs or none reported, else success. */
function combinedState(statuses: readonly ApiStatus[]): string {
  if (statuses.some(({ state }) => state === 'failure' || state === 'error')) return 'failure'
  if (statuses.length === 0 || statuses.some(({ state }) => state === 'pending')) return 'pending'
  return 'success'
}

/**
 * The answer to `rest` (a path under /repos/{owner}/{repo}) when it asks for commits, a status or
 * check runs; undefined for any other path.
 */
export function answerBuildReports(
  repository: Repository,
  reports: BuildReports,
  rest: string,
  query: URLSearchParams,
): Answer | undefined {
  const fullName = `${repository.owner}/${repository.name}`
  if (rest === '/commits') {
    const from = repository.resolve(query.get('sha') ?? repository.branch)
    if (!from) return { status: 404, body: notFound }
    const perPage = Math.min(Number(query.get('per_page') ?? 30) || 30, 100)
    const body = repository.history(from, undefined, perPage).map((commit) => ({
      sha: commit.oid,
      html_url: `https://github.com/${fullName}/commit/${commit.oid}`,
      commit: {
        message: commit.message,
        author: { name: commit.author.name, email: commit.author.email, date: commit.committedDate },
      },
    }))
    return { status: 200, body }
  }
  const match = /^\/commits\/([^/]+)\/(status|check-runs)$/.exec(rest)
  if (!match) return undefined
  const commit = repository.resolve(decodeURIComponent(match[1] ?? ''))
  if (!commit) return { status: 404, body: notFound }
  const { statuses = [], checkRuns = [] } = reports.get(commit.oid) ?? {}
  if (match[2] === 'status') {
    return {
      status: 200,
      body: { state: combinedState(statuses), statuses, sha: commit.oid, total_count: statuses.length },
    }
  }
  return { status: 200, body: { total_count: checkRuns.length, check_runs: checkRuns } }
}

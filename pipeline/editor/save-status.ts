/**
 * Whether a save went live: what the hosts reported to GitHub about one commit, summed up as the
 * owner reads it. The reports are GitHub's commit statuses (Vercel's, and those the workflows post:
 * the content check and GitHub Pages, .github/workflows/) and its check runs (Cloudflare Pages').
 * `summariseSave` runs in the editor's page, written into /admin/save-status.js by
 * ./save-status-panel.ts, so it uses nothing from outside its own body.
 * Why statuses rather than GitHub Actions' own check runs: docs/decisions/038-did-my-save-go-live.md.
 */
import type { ThingToLookAt } from '../owner-report.ts'

/** The commit status the content check posts (.github/workflows/check-content.yml): a check, not a host. */
export const CONTENT_CHECK_CONTEXT = 'Content check'
/** The commit status the GitHub Pages workflow posts (.github/workflows/publish.yml): a host. */
export const PAGES_CONTEXT = 'GitHub Pages'

/** A commit as GitHub's REST API lists a branch's commits (`GET /repos/{owner}/{repo}/commits`). */
export type ApiCommit = {
  sha: string
  html_url?: string
  commit: { message: string; author?: { name?: string; date?: string } | null }
}

/** One status of GitHub's combined status (`GET /repos/{owner}/{repo}/commits/{ref}/status`). */
export type ApiStatus = {
  context: string
  state: 'pending' | 'success' | 'failure' | 'error'
  description?: string | null
  target_url?: string | null
}

/** One check run (`GET /repos/{owner}/{repo}/commits/{ref}/check-runs`). */
export type ApiCheckRun = {
  name: string
  status: string
  conclusion?: string | null
  details_url?: string | null
  html_url?: string | null
  output?: { title?: string | null } | null
  app?: { slug?: string } | null
}

type ReportState = 'building' | 'passed' | 'failed'

/** What one host (or the content check) said about a save, and where its log is. */
type BuildReport = { name: string; state: ReportState; description: string; log?: string; host: boolean }

/** How a save stands: a host's build running, live, failed, or no host has reported on it. */
type SaveState = 'building' | 'live' | 'failed' | 'unreported'

export type SaveSummary = {
  sha: string
  /** The commit on GitHub, where every report of it is listed. */
  link?: string
  title: string
  author: string
  date: string
  state: SaveState
  reports: BuildReport[]
  /**
   * How many things its build settled for the owner, as the content check's status counts them
   * ("Built, 2 things to look at", scripts/content-check.ts); undefined where it did not say.
   */
  thingsToLookAt?: number
  /** Those things, where the site's published report is of this save (./save-status-panel.ts). */
  things?: ThingToLookAt[]
  /** The content check's log, which lists them. */
  checkLog?: string
}

/**
 * The summary of one save from its statuses and check runs. Check runs of GitHub Actions are left
 * out: its workflows post statuses of their own, which a fine-grained token can read (it can read no
 * check run). A check that was skipped, cancelled or neutral says nothing about the save; a link
 * that is not http(s) is dropped, since it becomes a link in the editor's page.
 */
export function summariseSave(
  commit: ApiCommit,
  statuses: readonly ApiStatus[],
  checkRuns: readonly ApiCheckRun[],
  contentCheck: string,
): SaveSummary {
  const safeLink = (url: string | null | undefined) => {
    if (!url) return undefined
    try {
      const { protocol } = new URL(url)
      return protocol === 'https:' || protocol === 'http:' ? url : undefined
    } catch {
      return undefined
    }
  }
  const fromStatus = (status: ApiStatus): BuildReport => ({
    name: status.context,
    state: status.state === 'pending' ? 'building' : status.state === 'success' ? 'passed' : 'failed',
    description: status.description ?? '',
    log: safeLink(status.target_url),
    host: status.context !== contentCheck,
  })
  const checkState = (run: ApiCheckRun): ReportState | undefined => {
    if (run.status !== 'completed') return 'building'
    if (run.conclusion === 'success') return 'passed'
    return ['failure', 'timed_out', 'action_required', 'startup_failure'].includes(run.conclusion ?? '')
      ? 'failed'
      : undefined
  }
  const fromChecks = checkRuns
    .filter((run) => run.app?.slug !== 'github-actions')
    .flatMap((run): BuildReport[] => {
      const state = checkState(run)
      if (!state) return []
      const log = safeLink(run.details_url) ?? safeLink(run.html_url)
      return [{ name: run.name, state, description: run.output?.title ?? '', log, host: run.name !== contentCheck }]
    })
  const reports = [...statuses.map(fromStatus), ...fromChecks]
  const any = (state: ReportState, hostOnly = false) =>
    reports.some((report) => report.state === state && (report.host || !hostOnly))
  const state: SaveState = any('failed')
    ? 'failed'
    : any('building')
      ? 'building'
      : any('passed', true)
        ? 'live'
        : 'unreported'
  const [title = ''] = commit.commit.message.split('\n')
  // The content check's count, in the words scripts/content-check.ts writes (owner-advice's thingsToLookAt).
  const checked = reports.find((report) => !report.host && report.state === 'passed')
  const counted = /^Built, (\d+|nothing) (?:things? )?to look at/.exec(checked?.description ?? '')?.[1]
  return {
    sha: commit.sha,
    link: safeLink(commit.html_url),
    title,
    author: commit.commit.author?.name ?? '',
    date: commit.commit.author?.date ?? '',
    state,
    reports,
    ...(counted ? { thingsToLookAt: counted === 'nothing' ? 0 : Number(counted), checkLog: checked?.log } : {}),
  }
}

/** The REST root of a GitHub API from the editor's `api_root`: one definition, for the strip and `npm start`'s inbox. */
export { restRootOf } from '../../server/git-host-api.js'

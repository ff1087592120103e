/**
 * /admin/save-status.js as the build writes it (pipeline/editor/save-status-panel.ts), run in the
 * test's DOM (jsdom) with stand-ins of GitHub's answers and of the site's published build report,
 * its timers and Sveltia's hook in the test's hands: for pipeline/editor/save-status-*.test.ts.
 */
import { expect, vi } from 'vitest'
import type { ApiCheckRun, ApiStatus } from '../../pipeline/editor/save-status'
import type { PanelWindow } from '../../pipeline/editor/save-status-panel'
import { saveStatusScript } from '../../pipeline/editor/save-status-script'
import type { OwnerReport } from '../../pipeline/owner-report'

const API = 'http://127.0.0.1:4390/api/v3/repos/owner/website'
export const TOKEN = 'github_pat_owner'
type Answer = { status: number; body?: unknown }

const commits = ['c3', 'c2', 'c1'].map((sha, index) => ({
  sha,
  html_url: `https://github.com/owner/website/commit/${sha}`,
  commit: { message: `Save ${3 - index}\n\ndetails`, author: { name: 'Site owner', date: '2026-12-01T10:00:00Z' } },
}))

/** Where the site publishes its build's report (pipeline/owner-report.ts), on a site served under /site. */
const REPORT_URL = '/site/admin/build-report.json'
export const INBOX_HREF = '/site/admin/inbox'
/** The site's enquiry endpoint, which answers the inbox with the mailbox's health (server/enquiry-inbox.js). */
const ENQUIRY_URL = '/site/api/v1.0/email/send'

/**
 * The strip running on `answers` (by path under the repository), the site's published `report` and
 * its `inbox`'s answer (none: the host has no enquiry function, 404), with its timers and Sveltia's
 * hook in the test's hands.
 */
export function startStrip(answers: (path: string) => Answer, report?: OwnerReport, inbox?: Answer) {
  const requests: { path: string; authorization: string }[] = []
  const inboxAsked: string[] = []
  const reportsAsked: RequestInit[] = []
  const ticks: (() => void)[] = []
  const saved: (() => void)[] = []
  const win = {
    document,
    localStorage,
    fetch: async (url: string, init: { headers: Record<string, string> }) => {
      if (url === REPORT_URL) {
        reportsAsked.push(init)
        return new Response(JSON.stringify(report ?? {}), { status: report ? 200 : 404 })
      }
      if (url === ENQUIRY_URL) {
        inboxAsked.push(init.headers.Authorization ?? '')
        return new Response(JSON.stringify(inbox?.body ?? {}), { status: inbox?.status ?? 404 })
      }
      const path = url.replace(API, '')
      requests.push({ path, authorization: init.headers.Authorization ?? '' })
      const { status, body } = answers(path)
      if (status === 0) throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(body ?? {}), { status })
    },
    setInterval: (tick: () => void) => ticks.push(tick),
    setTimeout: (later: () => void) => later(),
    CMS: { registerEventListener: ({ handler }: { handler: () => void }) => saved.push(handler) },
  } as unknown as PanelWindow
  const target = { repo: 'owner/website', branch: 'main', apiRoot: 'http://127.0.0.1:4390' }
  new Function('window', saveStatusScript(target, REPORT_URL, INBOX_HREF, ENQUIRY_URL))(win)
  const strip = () => document.querySelector<HTMLElement>('aside.save-status')
  // The summary, not the whole strip: its link to the inbox is there from the start.
  const settle = () => vi.waitFor(() => expect(strip()?.querySelector('summary')?.textContent).not.toBe(''))
  const tick = () => {
    for (const each of ticks) each()
  }
  return { requests, reportsAsked, inboxAsked, tick, saved, strip, settle }
}

/** GitHub's answers for the three commits: each one's statuses and check runs. */
export const github =
  (statuses: Record<string, ApiStatus[]>, runs: Record<string, ApiCheckRun[] | 403> = {}) =>
  (path: string): Answer => {
    if (path === '/commits?sha=main&per_page=3') return { status: 200, body: commits }
    const [, sha = '', what] = /^\/commits\/(\w+)\/(status|check-runs)/.exec(path) ?? []
    if (what === 'status') return { status: 200, body: { statuses: statuses[sha] ?? [] } }
    const checkRuns = runs[sha] ?? []
    return checkRuns === 403 ? { status: 403 } : { status: 200, body: { check_runs: checkRuns } }
  }
export const signIn = () =>
  localStorage.setItem('sveltia-cms.user', JSON.stringify({ backendName: 'github', token: TOKEN }))
export const vercel = (state: ApiStatus['state']): ApiStatus => ({
  context: 'Vercel',
  state,
  description: `Deployment ${state}`,
  target_url: 'https://vercel.com/owner/website/1',
})

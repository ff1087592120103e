// @vitest-environment node
import { expect, test } from 'vitest'
import { thingsToLookAt } from '../../app/config/owner-advice'
import {
  type ApiCheckRun,
  type ApiCommit,
  type ApiStatus,
  CONTENT_CHECK_CONTEXT,
  PAGES_CONTEXT,
  restRootOf,
  summariseSave,
} from './save-status'

const commit: ApiCommit = {
  sha: 'a1b2c3',
  html_url: 'https://github.com/acme/website/commit/a1b2c3',
  commit: {
    message: 'Edit Insights articles “first-step”\n\nMore words',
    author: { name: 'Site owner', date: '2026-12-01T10:00:00Z' },
  },
}
const status = (context: string, state: ApiStatus['state'], extra: Partial<ApiStatus> = {}): ApiStatus => ({
  context,
  state,
  ...extra,
})
const checkRun = (name: string, status: string, conclusion: string | null, slug = 'cloudflare-workers-and-pages') =>
  ({ name, status, conclusion, details_url: `https://dash.example/${name}`, app: { slug } }) satisfies ApiCheckRun
const stateOf = (statuses: ApiStatus[], runs: ApiCheckRun[] = []) =>
  summariseSave(commit, statuses, runs, CONTENT_CHECK_CONTEXT).state

test('a save is live once a host’s build passed, building while any report runs, failed when any failed', () => {
  const vercel = (state: ApiStatus['state']) => status('Vercel', state, { target_url: 'https://vercel.com/acme/1' })
  expect(stateOf([vercel('success')])).toBe('live')
  expect(stateOf([vercel('pending')])).toBe('building')
  expect(stateOf([vercel('failure')])).toBe('failed')
  expect(stateOf([vercel('error')])).toBe('failed')
  // The content check failing fails the save, whatever a host said: its advice is what to change.
  expect(stateOf([vercel('success'), status(CONTENT_CHECK_CONTEXT, 'failure')])).toBe('failed')
  expect(stateOf([vercel('success'), status(CONTENT_CHECK_CONTEXT, 'pending')])).toBe('building')
  // A failure outweighs a build still running elsewhere: the owner has something to fix now.
  expect(stateOf([status(PAGES_CONTEXT, 'pending')], [checkRun('Cloudflare Pages', 'completed', 'failure')])).toBe(
    'failed',
  )
})

test('no host reporting, though the content check passed, is not live: the owner is told to connect a host', () => {
  expect(stateOf([])).toBe('unreported')
  expect(stateOf([status(CONTENT_CHECK_CONTEXT, 'success')])).toBe('unreported')
  expect(stateOf([status(CONTENT_CHECK_CONTEXT, 'success'), status(PAGES_CONTEXT, 'success')])).toBe('live')
})

test('check runs: Cloudflare Pages’ count, GitHub Actions’ own are left to the statuses its workflows post, and a skipped or cancelled one says nothing', () => {
  expect(stateOf([], [checkRun('Cloudflare Pages', 'in_progress', null)])).toBe('building')
  expect(stateOf([], [checkRun('Cloudflare Pages', 'queued', null)])).toBe('building')
  expect(stateOf([], [checkRun('Cloudflare Pages', 'completed', 'success')])).toBe('live')
  expect(stateOf([], [checkRun('Cloudflare Pages', 'completed', 'timed_out')])).toBe('failed')
  expect(stateOf([], [checkRun('Build for GitHub Pages', 'completed', 'failure', 'github-actions')])).toBe('unreported')
  for (const conclusion of ['skipped', 'cancelled', 'neutral', 'stale']) {
    expect(stateOf([], [checkRun('Cloudflare Pages', 'completed', conclusion)]), conclusion).toBe('unreported')
  }
})

test('each report keeps its name, what it said and its log; the save its title, author, date and page on GitHub', () => {
  const summary = summariseSave(
    commit,
    [
      status(CONTENT_CHECK_CONTEXT, 'failure', {
        description: 'content/pages/pricing.yaml: title: missing',
        target_url: 'https://github.com/acme/website/actions/runs/7',
      }),
    ],
    [{ ...checkRun('Cloudflare Pages', 'completed', 'success'), output: { title: 'Deployed' } }],
    CONTENT_CHECK_CONTEXT,
  )
  expect(summary).toEqual({
    sha: 'a1b2c3',
    link: 'https://github.com/acme/website/commit/a1b2c3',
    title: 'Edit Insights articles “first-step”',
    author: 'Site owner',
    date: '2026-12-01T10:00:00Z',
    state: 'failed',
    reports: [
      {
        name: CONTENT_CHECK_CONTEXT,
        state: 'failed',
        description: 'content/pages/pricing.yaml: title: missing',
        log: 'https://github.com/acme/website/actions/runs/7',
        host: false,
      },
      {
        name: 'Cloudflare Pages',
        state: 'passed',
        description: 'Deployed',
        log: 'https://dash.example/Cloudflare Pages',
        host: true,
      },
    ],
  })
})

test('a log address that is not http(s) is no link: it would run in the editor’s page', () => {
  const [report] = summariseSave(
    commit,
    [status('Vercel', 'failure', { target_url: 'javascript:alert(1)' })],
    [],
    CONTENT_CHECK_CONTEXT,
  ).reports
  expect(report?.log).toBeUndefined()
  expect(
    summariseSave(commit, [status('Vercel', 'failure', { target_url: 'not a url' })], [], '').reports[0]?.log,
  ).toBe(undefined)
})

test('the REST root is the one Sveltia CMS uses: GitHub’s own, or /api/v3 of another Git host', () => {
  expect(restRootOf('https://api.github.com')).toBe('https://api.github.com')
  expect(restRootOf('http://127.0.0.1:4390')).toBe('http://127.0.0.1:4390/api/v3')
  expect(restRootOf('https://git.example.com/api/v3/')).toBe('https://git.example.com/api/v3')
  expect(restRootOf('https://git.example.com/api')).toBe('https://git.example.com/api/v3')
})

test('the content check’s count of what the build settled is read as scripts/content-check.ts writes it, with its log', () => {
  const log = 'https://github.com/acme/website/actions/runs/9'
  const checked = (description: string, state: ApiStatus['state'] = 'success') =>
    summariseSave(
      commit,
      [status(CONTENT_CHECK_CONTEXT, state, { description, target_url: log })],
      [],
      CONTENT_CHECK_CONTEXT,
    )
  expect(checked(`Built, ${thingsToLookAt(2)}`)).toMatchObject({ thingsToLookAt: 2, checkLog: log })
  expect(checked(`Built, ${thingsToLookAt(1)}`).thingsToLookAt).toBe(1)
  expect(checked('Built, nothing to look at.').thingsToLookAt).toBe(0)
  // Said by a host, or before the check passed, it counts nothing.
  expect(checked(`Built, ${thingsToLookAt(2)}`, 'pending').thingsToLookAt).toBeUndefined()
  const byHost = summariseSave(
    commit,
    [status('Vercel', 'success', { description: 'Built, 2 things to look at' })],
    [],
    CONTENT_CHECK_CONTEXT,
  )
  expect(byHost.thingsToLookAt).toBeUndefined()
})

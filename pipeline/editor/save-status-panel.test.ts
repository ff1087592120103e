// @vitest-environment jsdom
/**
 * /admin/save-status.js as the build writes it, run in a DOM with a stand-in of GitHub's answers:
 * what the owner reads in each state, what it asks GitHub and when. The browser test
 * (tests/e2e/editor.spec.ts) sees it once against the Git host stand-in, in Sveltia's page.
 */
import { afterEach, expect, test, vi } from 'vitest'

import { github, INBOX_HREF, signIn, startStrip, TOKEN, vercel } from '../../tests/support/save-status-strip'
import { type ApiStatus, CONTENT_CHECK_CONTEXT } from './save-status'

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
})

test('hidden and silent until the owner signs in; then each of the last three saves with what every host said', async () => {
  const { requests, tick, strip, settle } = startStrip(
    github({ c3: [vercel('success'), { context: CONTENT_CHECK_CONTEXT, state: 'success' }], c2: [vercel('pending')] }),
  )
  expect(strip()?.hidden).toBe(true)
  expect(requests).toEqual([])

  signIn()
  tick()
  await settle()
  expect(strip()?.hidden).toBe(false)
  expect(strip()?.querySelector('summary')?.textContent).toBe('Latest save: Live')
  // Beside it, the way to the kept enquiries (./inbox-page.ts).
  const inbox = strip()?.querySelector<HTMLAnchorElement>(':scope > a')
  expect([inbox?.getAttribute('href'), inbox?.target]).toEqual([INBOX_HREF, '_blank'])
  const saves = [...(strip()?.querySelectorAll('ol > li') ?? [])]
  expect(saves.map((save) => save.getAttribute('data-state'))).toEqual(['live', 'building', 'unreported'])
  expect(saves[0]?.textContent).toContain('Live Save 3 by Site owner')
  expect(saves[0]?.querySelector('a')?.href).toBe('https://github.com/owner/website/commit/c3')
  const log = saves[0]?.querySelector<HTMLAnchorElement>('ul a')
  expect([log?.textContent, log?.href, log?.target]).toEqual(['Vercel', 'https://vercel.com/owner/website/1', '_blank'])
  expect(saves[0]?.querySelector('ul')?.textContent).toContain('Vercel: passed. Deployment success')
  // Asked with the owner's token, of the editor's repository and branch only.
  expect(new Set(requests.map(({ authorization }) => authorization))).toEqual(new Set([`token ${TOKEN}`]))
  expect(requests.map(({ path }) => path).sort()).toEqual(
    [
      '/commits?sha=main&per_page=3',
      ...['c1', 'c2', 'c3'].flatMap((sha) => [`/commits/${sha}/check-runs?per_page=100`, `/commits/${sha}/status`]),
    ].sort(),
  )
})

test('a failed build opens the strip, with its log and where to look; nothing reported says how to connect a host', async () => {
  const failed = github({
    c3: [
      {
        context: CONTENT_CHECK_CONTEXT,
        state: 'failure',
        description: 'content/pages/pricing.yaml: title: missing',
        target_url: 'https://github.com/owner/website/actions/runs/7',
      },
    ],
  })
  signIn()
  const { strip, settle } = startStrip(failed)
  await settle()
  expect(strip()?.querySelector('summary')?.textContent).toBe('Latest save: Failed')
  expect(strip()?.querySelector('details')?.open).toBe(true)
  expect(strip()?.textContent).toContain('Content check: failed. content/pages/pricing.yaml: title: missing')
  expect(strip()?.textContent).toContain('the content check names the file to change and the field')
  document.body.replaceChildren()

  const nothing = startStrip(github({}))
  await nothing.settle()
  expect(nothing.strip()?.querySelector('summary')?.textContent).toBe('Latest save: No host reporting')
  expect(nothing.strip()?.querySelector('details')?.open).toBe(false)
  expect(nothing.strip()?.textContent).toMatch(/No host has reported on this save\. Vercel and Cloudflare Pages report/)
})

test('a token that cannot read check runs (any fine-grained one) is asked for them once, and the statuses still show', async () => {
  signIn()
  const { requests, strip, settle, saved } = startStrip(
    github({ c3: [vercel('failure')] }, { c1: 403, c2: 403, c3: 403 }),
  )
  await settle()
  expect(strip()?.querySelector('summary')?.textContent).toBe('Latest save: Failed')
  expect(strip()?.textContent).toContain('cannot be read with a fine-grained token')
  const asked = requests.filter(({ path }) => path.includes('check-runs')).length
  // After a save (Sveltia's postSave), asked again: statuses, not the check runs it was refused.
  requests.length = 0
  for (const handler of saved) handler()
  await vi.waitFor(() => expect(requests.filter(({ path }) => path.endsWith('/status'))).toHaveLength(3))
  expect(asked).toBeLessThanOrEqual(3)
  expect(requests.filter(({ path }) => path.includes('check-runs'))).toEqual([])
})

test.each([
  { status: 403, says: 'add “Commit statuses: Read-only”' },
  { status: 401, says: 'GitHub no longer accepts your token' },
  { status: 0, says: 'GitHub could not be asked just now; asking again within 30 seconds' },
])('GitHub answering $status says what to do: $says', async ({ status, says }) => {
  signIn()
  const { strip, settle } = startStrip((path) => (path.endsWith('/status') ? { status } : github({})(path)))
  await settle()
  expect(strip()?.querySelector('summary')?.textContent).toBe('Whether your saves went live: unknown')
  expect(strip()?.textContent).toContain(says)
  expect(strip()?.querySelector('button')?.textContent).toBe('Check now')
})

test('asked again every 30 seconds while the tab is shown, never while hidden; hidden again on signing out', async () => {
  signIn()
  const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
  const { requests, tick, strip, settle } = startStrip(github({}))
  await settle()
  const listed = () => requests.filter(({ path }) => path.startsWith('/commits?')).length
  expect(listed()).toBe(1)
  now.mockReturnValue(1_029_000)
  tick()
  expect(listed()).toBe(1)
  now.mockReturnValue(1_030_000)
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  tick()
  expect(listed()).toBe(1)
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  tick()
  await vi.waitFor(() => expect(listed()).toBe(2))

  localStorage.removeItem('sveltia-cms.user')
  tick()
  expect(strip()?.hidden).toBe(true)
  expect(listed()).toBe(2)
})

test('“Check now” while GitHub is still answering asks once more when the answer is in, so a report posted meanwhile shows', async () => {
  signIn()
  const reports: Record<string, ApiStatus[]> = {}
  const { requests, strip, settle } = startStrip(github(reports))
  await settle()
  const button = () => strip()?.querySelector('button')
  button()?.click()
  reports.c3 = [vercel('success')]
  button()?.click()
  await vi.waitFor(() => expect(strip()?.querySelector('summary')?.textContent).toBe('Latest save: Live'))
  expect(requests.filter(({ path }) => path.startsWith('/commits?'))).toHaveLength(3)
})

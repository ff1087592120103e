// @vitest-environment jsdom
/**
 * What /admin's strip says of a save whose build settled things for the owner
 * (./save-status-things.ts): counted by the content check, listed from the site's published report
 * of that save. The browser test (tests/e2e/editor.spec.ts) sees it once in Sveltia's page.
 */
import { afterEach, expect, test } from 'vitest'
import { thingsToLookAt } from '../../app/config/owner-advice'
import { github, signIn, startStrip, vercel } from '../../tests/support/save-status-strip'
import type { OwnerReport } from '../owner-report'
import { type ApiStatus, CONTENT_CHECK_CONTEXT } from './save-status'

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
})

const leftOut = 'Pages left out of this build, their address taken (docs/owner-guide.md "Add a page")'
const handEdit = 'Written by hand, not as the editor writes them'
const things: OwnerReport['things'] = [
  {
    about: leftOut,
    file: 'content/pages/added/prices.yaml',
    field: 'address',
    label: 'Address',
    message: '/pricing, the address of content/pages/added/pricing.yaml, by its file name: this page is left out',
  },
  {
    about: handEdit,
    file: 'content/settings.yaml',
    field: 'name',
    label: 'Business name',
    message: 'line 1 reads "name: "Acme"" where the editor writes "name: Acme"',
  },
]
const checked = (count: number): ApiStatus => ({
  context: CONTENT_CHECK_CONTEXT,
  state: 'success',
  description: `Built, ${thingsToLookAt(count)}`,
  target_url: 'https://github.com/owner/website/actions/runs/8',
})

test('a live save whose build settled things says how many, and, opened, lists each by the editor’s label and its file, from the site’s report of that save', async () => {
  signIn()
  const statuses = { c3: [vercel('success'), checked(2)], c2: [vercel('success'), checked(1)], c1: [vercel('success')] }
  const { strip, settle, reportsAsked } = startStrip(github(statuses), { commit: 'c3', things })
  await settle()
  expect(strip()?.querySelector('summary')?.textContent).toBe('Latest save: Live, with 2 things to look at')
  const [latest, before, first] = [...(strip()?.querySelectorAll('ol > li') ?? [])]
  const listed = [...(latest?.querySelectorAll('ul.save-things > li') ?? [])].map((item) => item.textContent)
  expect(listed).toEqual([
    `Address in content/pages/added/prices.yaml, address: ${things[0]?.message}`,
    `Business name in content/settings.yaml, name: ${things[1]?.message}`,
  ])
  expect(latest?.textContent).toContain(`${leftOut}:`)
  // An earlier save: the content check's count, and its log, which lists them; the site's report is not its.
  expect(before?.querySelector('strong')?.textContent).toBe('Live, with 1 thing to look at')
  expect(before?.querySelector('ul.save-things')).toBeNull()
  const log = [...(before?.querySelectorAll('p a') ?? [])].find((link) => link.textContent === 'open the log')
  expect(log?.getAttribute('href')).toBe('https://github.com/owner/website/actions/runs/8')
  expect(first?.querySelector('strong')?.textContent).toBe('Live')
  // Asked of the site itself, without the owner's token, and never from a cache without asking.
  expect(reportsAsked).toEqual([{ cache: 'no-cache' }])
})

test('a report of another save lists nothing for the latest, which a host still builds, and lists them for its own save', async () => {
  signIn()
  const { strip, settle } = startStrip(github({ c3: [vercel('pending'), checked(2)] }), { commit: 'c2', things })
  await settle()
  expect(strip()?.querySelector('summary')?.textContent).toBe('Latest save: Building')
  const [latest, before] = [...(strip()?.querySelectorAll('ol > li') ?? [])]
  expect(latest?.querySelector('ul.save-things')).toBeNull()
  // The site serves the save before it, which no host reports on (Netlify's production deploys): its list.
  expect(before?.querySelector('strong')?.textContent).toBe('No host reporting, with 2 things to look at')
  expect(before?.querySelectorAll('ul.save-things > li')).toHaveLength(2)
})

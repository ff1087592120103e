// @vitest-environment jsdom
/**
 * /admin/inbox and /admin/inbox.js as the build writes them, run in a DOM with a stand-in of the
 * inbox's answers (server/enquiry-inbox.js): what the owner reads in each state, and what the page
 * asks. The inbox's own answers are tested in server/enquiry-inbox.test.js.
 */
import { afterEach, expect, test, vi } from 'vitest'
import { inboxPage, inboxScript } from './inbox-page'
import type { InboxAnswer, KeptEnquiry } from './inbox-view'

const TOKEN = 'github_pat_owner'
type Asked = { method: string; authorization: string; cache: string; body?: unknown }
type Answer = { status: number; body?: unknown; json?: boolean }

/** The page running on `answer` (to each request, in order of asking), with the owner's confirm. */
function openInbox(answer: (asked: Asked) => Answer, confirms = true) {
  const html = inboxPage('Example & Co', '/site')
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  const asked: Asked[] = []
  const win = {
    document,
    localStorage,
    confirm: () => confirms,
    fetch: async (url: string, init: RequestInit & { headers: Record<string, string> }) => {
      expect(url).toBe('/site/api/v1.0/email/send')
      const request = {
        method: init.method ?? 'GET',
        authorization: init.headers.Authorization ?? '',
        cache: String(init.cache),
        ...(init.body ? { body: JSON.parse(String(init.body)) } : {}),
      }
      asked.push(request)
      const { status, body, json = true } = answer(request)
      const type = json ? 'application/json' : 'text/plain'
      return new Response(json ? JSON.stringify(body ?? {}) : 'Not Found', {
        status,
        headers: { 'content-type': type },
      })
    },
  }
  new Function('window', inboxScript('/site'))(win)
  const text = (id: string) => document.getElementById(id)?.textContent ?? ''
  const settled = () => vi.waitFor(() => expect(text('inbox-status')).not.toMatch(/Reading|needs JavaScript/))
  return { asked, text, settled }
}

const signIn = () => localStorage.setItem('sveltia-cms.user', JSON.stringify({ backendName: 'github', token: TOKEN }))
const enquiry = (name: string, mail?: KeptEnquiry['enquiry']['mail']): KeptEnquiry['enquiry'] => ({
  receivedAt: '2026-11-20T09:30:00.000Z',
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '',
  company: 'Acme Ltd',
  service: 'Cloud migration',
  message: `Hello from ${name}.\nSecond line.`,
  ...(mail ? { mail } : {}),
})
const kept: InboxAnswer = {
  store: true,
  health: {
    lastSentAt: '2026-11-19T08:00:00.000Z',
    failingSince: '2026-11-20T09:30:05.000Z',
    lastError: '535 5.7.8 Username and Password not accepted',
    advice: 'Your mail server refused the login: make a new app password.',
  },
  enquiries: [
    {
      id: 'w1',
      enquiry: enquiry('Wendy', { state: 'waiting', since: '2026-11-20T09:30:00.000Z', tries: 2, lastError: '535 no' }),
    },
    {
      id: 'r1',
      enquiry: enquiry('Rita', { state: 'refused', refusedAt: '2026-11-19T10:00:00.000Z', error: '550 no', tries: 1 }),
    },
    { id: 's1', enquiry: enquiry('Sam', { state: 'sent', sentAt: '2026-11-19T08:00:00.000Z', to: 'a@b.c', tries: 1 }) },
  ],
}
const items = () => [...document.querySelectorAll<HTMLElement>('ol.enquiries > li')]
const button = (item: HTMLElement, name: string) =>
  [...item.querySelectorAll('button')].find((each) => each.textContent === name)

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
})

test('without a sign-in the page asks nothing and says to sign in to the editor first', async () => {
  const { asked, text, settled } = openInbox(() => ({ status: 200, body: kept }))
  await settled()
  expect(asked).toEqual([])
  expect(text('inbox-status')).toMatch(/open the editor, sign in, then come back/)
  expect(document.getElementById('inbox-test')?.hidden).toBe(true)
})

test('signed in: the mailbox failing since when with the advice, then each enquiry newest first, its state, in full', async () => {
  signIn()
  const { asked, text, settled } = openInbox(() => ({ status: 200, body: kept }))
  await settled()
  expect(asked).toEqual([{ method: 'GET', authorization: `Bearer ${TOKEN}`, cache: 'no-store' }])
  expect(text('inbox-health')).toMatch(/last enquiry was delivered to your mailbox on 19 Nov 2026/)
  expect(text('inbox-health')).toMatch(/Delivery is failing, since 20 Nov 2026.*new app password/)
  expect(text('inbox-health')).toMatch(/last words: 535 5.7.8/)
  expect(text('inbox-status')).toBe('3 kept enquiries, newest first.')
  const [waiting, refused, sent] = items()
  expect(waiting?.querySelector('h3')?.textContent).toBe('Wendy, Acme Ltd: Cloud migration')
  expect(waiting?.textContent).toMatch(/Waiting to be e-mailed since 20 Nov 2026.*2 tries so far.*“535 no”/)
  expect(refused?.textContent).toMatch(/Refused by the mail server on 19 Nov 2026, \d\d:\d\d, after 1 try: “550 no”/)
  expect(sent?.textContent).toMatch(/E-mailed to a@b\.c on 19 Nov 2026/)
  // Read in full: every field, the message with its lines, what was not given said so.
  const fields = [...(waiting?.querySelectorAll('dd') ?? [])].map((each) => each.textContent)
  expect(fields).toEqual([
    'Wendy',
    'wendy@example.com',
    '(not given)',
    'Acme Ltd',
    'Cloud migration',
    'Hello from Wendy.\nSecond line.',
  ])
  expect(waiting?.querySelector('details summary')?.textContent).toBe('Read it in full')
  // A sent enquiry is not retried; every one may be deleted.
  expect(sent && button(sent, 'Retry now')).toBeUndefined()
  expect(refused && button(refused, 'Retry now')).toBeDefined()
  expect(document.getElementById('inbox-test')?.hidden).toBe(false)
})

test('Retry now and Delete ask the inbox, say what came of it, and show the inbox again', async () => {
  signIn()
  const { asked, text, settled } = openInbox(({ body }) =>
    body ? { status: 200, body: { state: 'sent', deleted: true } } : { status: 200, body: kept },
  )
  await settled()
  const [waiting, refused] = items()
  if (waiting && refused) {
    button(refused, 'Retry now')?.click()
    await vi.waitFor(() => expect(asked).toHaveLength(3))
    await vi.waitFor(() => expect(text('inbox-status')).toBe('3 kept enquiries, newest first.'))
    button(waiting, 'Delete')?.click()
  }
  await vi.waitFor(() => expect(asked).toHaveLength(5))
  expect(asked.filter((each) => each.method === 'POST').map((each) => each.body)).toEqual([
    { action: 'retry', id: 'r1' },
    { action: 'delete', id: 'w1' },
  ])
})

test('Delete asks first: declined, nothing is deleted', async () => {
  signIn()
  const { asked, settled } = openInbox(() => ({ status: 200, body: kept }), false)
  await settled()
  const [waiting] = items()
  if (waiting) button(waiting, 'Delete')?.click()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(asked).toHaveLength(1)
})

test('Send a test enquiry says whether it went, and if not, the advice', async () => {
  signIn()
  let sent = false
  const { asked, text, settled } = openInbox(({ body }) =>
    body
      ? {
          status: 200,
          body: sent ? { sent, to: 'hello@example.com' } : { sent, error: 'x', advice: 'Make a new app password.' },
        }
      : { status: 200, body: { store: false, missing: 'bind a KV namespace as ENQUIRIES.', enquiries: [] } },
  )
  await settled()
  expect(text('inbox-health')).toBe('This host keeps no enquiries yet: bind a KV namespace as ENQUIRIES.')
  expect(text('inbox-status')).toBe('No enquiries are kept.')
  document.getElementById('inbox-test')?.click()
  await vi.waitFor(() =>
    expect(text('inbox-test-outcome')).toBe('The test enquiry was NOT sent. Make a new app password.'),
  )
  sent = true
  document.getElementById('inbox-test')?.click()
  await vi.waitFor(() =>
    expect(text('inbox-test-outcome')).toBe('A test enquiry was sent to hello@example.com: check that mailbox.'),
  )
  expect(asked.at(-1)?.body).toEqual({ action: 'test' })
})

test.each([
  [401, true, /sign-in is not accepted/],
  [403, true, /cannot publish the site/],
  [404, false, /This host answers no inbox/],
  [503, true, /could not be read just now \(the server answered 503\)/],
])('an answer %i is said in plain words, nothing listed', async (status, json, said) => {
  signIn()
  const { text, settled } = openInbox(() => ({ status, body: { error: 'no' }, json }))
  await settled()
  expect(text('inbox-status')).toMatch(said)
  expect(items()).toEqual([])
})

test('the page holds nothing inline, so the site’s strict policy serves it: its script and stylesheet are files', () => {
  const html = inboxPage('Example', '/site')
  expect(html).not.toMatch(/<script>|<style|style=/)
  expect(html).toContain('<script src="/site/admin/inbox.js" defer></script>')
  expect(html).toContain('<link rel="stylesheet" href="/site/admin/inbox.css">')
})

// @vitest-environment jsdom
/**
 * The mailbox's health in /admin's corner strip (./save-status-panel.ts), from the inbox's answer
 * (server/enquiry-inbox.js), in the words the inbox page uses (./mailbox-words.ts): the owner sees a
 * failing mailbox without opening the inbox.
 */
import { afterEach, expect, test } from 'vitest'
import { github, signIn, startStrip, TOKEN } from '../../tests/support/save-status-strip'
import type { InboxAnswer } from './inbox-view'

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
})

const health = (body: InboxAnswer) => ({ status: 200, body })
const mailboxLine = (strip: () => HTMLElement | null) => strip()?.querySelector<HTMLElement>('p.mailbox')

test('a failing mailbox shows in the strip, since when and what to do, asked of the inbox with the sign-in', async () => {
  signIn()
  const failing = health({
    store: true,
    health: {
      lastSentAt: '2026-11-19T08:00:00.000Z',
      failingSince: '2026-11-20T09:30:05.000Z',
      lastError: '535 5.7.8 Username and Password not accepted',
      advice: 'Your mail server refused the login: make a new app password and update SMTP_URL in Netlify’s settings.',
    },
    enquiries: [],
  })
  const { tick, strip, settle, inboxAsked } = startStrip(github({}), undefined, failing)
  tick()
  await settle()
  const line = mailboxLine(strip)
  expect(line?.hidden).toBe(false)
  expect(line?.textContent).toBe(
    'Delivery is failing, since 20 Nov 2026, 09:30. Your mail server refused the login: make a new app password and update SMTP_URL in Netlify’s settings.',
  )
  expect(line?.dataset.failing).toBe('true')
  expect(inboxAsked).toEqual([`Bearer ${TOKEN}`])
})

test('a working mailbox says when the last enquiry was delivered; a host without a store says how to add one', async () => {
  signIn()
  const works = startStrip(
    github({}),
    undefined,
    health({ store: true, health: { lastSentAt: '2026-11-19T08:00:00.000Z' }, enquiries: [] }),
  )
  works.tick()
  await works.settle()
  expect(mailboxLine(works.strip)?.textContent).toBe(
    'The last enquiry was delivered to your mailbox on 19 Nov 2026, 08:00.',
  )
  expect(mailboxLine(works.strip)?.dataset.failing).toBe('false')
  document.body.replaceChildren()

  const noStore = startStrip(
    github({}),
    undefined,
    health({ store: false, missing: 'bind a KV namespace as ENQUIRIES.', enquiries: [] }),
  )
  noStore.tick()
  await noStore.settle()
  expect(mailboxLine(noStore.strip)?.textContent).toBe(
    'This host keeps no enquiries yet: bind a KV namespace as ENQUIRIES.',
  )
})

test('a host with no inbox (GitHub Pages, nginx: 404) shows no mailbox line', async () => {
  signIn()
  const { tick, strip, settle, inboxAsked } = startStrip(github({}))
  tick()
  await settle()
  expect(inboxAsked).toHaveLength(1)
  expect(mailboxLine(strip)?.hidden).toBe(true)
})

/**
 * What the owner reads in /admin's inbox (./inbox-page.ts), from the inbox's answer
 * (server/enquiry-inbox.js): the mailbox's health in plain words, then each kept enquiry, newest
 * first, with where e-mailing it stands and its fields in full. `renderInbox` runs in the inbox's
 * page, written into /admin/inbox.js as its source text, so it uses nothing from outside its own body.
 */
import type { describeMailbox } from './mailbox-words.ts'

/** Where e-mailing one enquiry stands (enquiries/enquiry-record.js). */
type MailState =
  | { state: 'waiting'; since: string; tries: number; lastError?: string }
  | { state: 'sent'; sentAt: string; to: string; tries: number }
  | { state: 'refused'; refusedAt: string; error: string; tries: number }

export type KeptEnquiry = {
  id: string
  enquiry: {
    receivedAt: string
    name: string
    email: string
    phone: string
    company: string
    service: string
    message: string
    mail?: MailState
  }
}

/** The inbox's answer to GET (server/enquiry-inbox.js `handleInbox`). */
export type InboxAnswer =
  | { store: false; missing: string; enquiries: KeptEnquiry[] }
  | {
      store: true
      health: { lastSentAt?: string; failingSince?: string; lastError?: string; advice?: string }
      enquiries: KeptEnquiry[]
    }

/** What a button of an enquiry asks the page to do. */
export type InboxAction = { action: 'retry' | 'delete'; id: string }

/**
 * The health section's paragraphs (in `mailboxWords`: ./mailbox-words.ts) and the list of
 * enquiries, as DOM nodes of `doc`; `act` is called with what a Retry now or Delete button asks.
 */
export function renderInbox(
  doc: Document,
  answer: InboxAnswer,
  act: (action: InboxAction) => void,
  mailboxWords: typeof describeMailbox,
): { health: HTMLElement[]; list: HTMLElement } {
  const make = <Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text = '') => {
    const element = doc.createElement(tag)
    if (text) element.textContent = text
    return element
  }
  const when = (iso: string) => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime())
      ? iso
      : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
  }
  const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`

  const health: HTMLElement[] = []
  const words = mailboxWords(answer)
  health.push(make('p', words.delivered))
  if (words.failing) {
    const failing = make('p')
    failing.className = 'failing'
    failing.append(make('strong', words.failing))
    if (words.advice) failing.append(` ${words.advice}`)
    health.push(failing)
    if (words.lastWords) health.push(make('p', words.lastWords))
  } else if (words.works) {
    health.push(make('p', words.works))
  }

  const stateOf = (mail: MailState | undefined): { key: string; text: string } => {
    if (!mail) return { key: 'unsent', text: 'Not e-mailed: it arrived while SMTP_URL was not set.' }
    if (mail.state === 'sent') return { key: 'sent', text: `E-mailed to ${mail.to} on ${when(mail.sentAt)}.` }
    if (mail.state === 'refused')
      return {
        key: 'refused',
        text: `Refused by the mail server on ${when(mail.refusedAt)}, after ${tries(mail.tries)}: “${mail.error}”. It is kept; use Retry now once the cause is fixed.`,
      }
    const last = mail.lastError ? ` The mail server’s last words: “${mail.lastError}”.` : ''
    return {
      key: 'waiting',
      text: `Waiting to be e-mailed since ${when(mail.since)}, ${tries(mail.tries)} so far; it is tried again by itself.${last}`,
    }
  }

  const list = make('ol')
  list.className = 'enquiries'
  for (const { id, enquiry } of answer.enquiries) {
    const item = make('li')
    const state = stateOf(enquiry.mail)
    item.dataset.state = state.key
    const heading = make('h3', `${enquiry.name}${enquiry.company ? `, ${enquiry.company}` : ''}: ${enquiry.service}`)
    heading.id = `enquiry-${id}`
    const arrived = make('p', `Arrived on ${when(enquiry.receivedAt)}.`)
    const where = make('p', state.text)
    where.className = 'state'
    const details = make('details')
    const fields = make('dl')
    const rows: [string, string][] = [
      ['Name', enquiry.name],
      ['E-mail', enquiry.email],
      ['Phone', enquiry.phone],
      ['Company', enquiry.company],
      ['Service', enquiry.service],
      ['Message', enquiry.message],
    ]
    for (const [label, value] of rows) fields.append(make('dt', label), make('dd', value || '(not given)'))
    details.append(make('summary', 'Read it in full'), fields)
    const buttons = make('p')
    buttons.className = 'actions'
    for (const [action, text] of [
      ['retry', 'Retry now'],
      ['delete', 'Delete'],
    ] as const) {
      if (action === 'retry' && enquiry.mail?.state === 'sent') continue
      const button = make('button', text)
      button.type = 'button'
      button.setAttribute('aria-describedby', heading.id)
      button.addEventListener('click', () => act({ action, id }))
      buttons.append(button)
    }
    item.append(heading, arrived, where, details, buttons)
    list.append(item)
  }
  return { health, list }
}

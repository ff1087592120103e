/**
 * The mailbox's health in plain words, from the inbox's answer (server/enquiry-inbox.js): what the
 * inbox page (./inbox-view.ts) shows at its top and /admin's corner strip (./save-status-panel.ts)
 * in one line. Both run in the browser from their source text, so `describeMailbox` uses nothing
 * from outside its own body.
 */
import type { InboxAnswer } from './inbox-view.ts'

export type MailboxWords = {
  /** When the last enquiry was delivered, or that this host keeps none yet and how to change that. */
  delivered: string
  /** That delivery is failing, since when: absent while it works. */
  failing?: string
  /** The mail server's answer turned into what to do (enquiries/mailbox-advice.js). */
  advice?: string
  /** The mail server's own words, for whoever fixes it. */
  lastWords?: string
  /** That nothing has failed since the last delivery. */
  works?: string
}

export function describeMailbox(answer: InboxAnswer): MailboxWords {
  if (!answer.store) return { delivered: `This host keeps no enquiries yet: ${answer.missing}` }
  const when = (iso: string) => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime())
      ? iso
      : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
  }
  const { lastSentAt, failingSince, lastError, advice } = answer.health
  const delivered = lastSentAt
    ? `The last enquiry was delivered to your mailbox on ${when(lastSentAt)}.`
    : 'No enquiry has been delivered to your mailbox yet.'
  if (failingSince)
    return {
      delivered,
      failing: `Delivery is failing, since ${when(failingSince)}.`,
      ...(advice ? { advice } : {}),
      ...(lastError ? { lastWords: `The mail server’s last words: ${lastError}` } : {}),
    }
  return lastSentAt ? { delivered, works: 'Delivery works: nothing has failed since.' } : { delivered }
}

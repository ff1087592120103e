// @ts-check
/**
 * The SMTP client (nodemailer) that delivers enquiry mails (composed by ./enquiry-message.js), and
 * `npm start`'s sender of stored enquiries to the contact address the build served now recorded.
 */
import nodemailer from 'nodemailer'
import { composeEnquiryMail, enquiryMessageId, oneLine } from './enquiry-message.js'
import { senderAddress } from './smtp-url.js'

/** @typedef {import('./enquiry-files.js').StoredEnquiry} StoredEnquiry */
/** @typedef {import('./smtp-url.js').SmtpServer} SmtpServer */
/**
 * @typedef {{ id: string, name: string, enquiry: StoredEnquiry }} MailedEnquiry
 * `id`: what `npm run enquiries -- <id>` takes; `name`: its file's name without `.json`, unique.
 * @typedef {{ contact?: { name: string, email: string }, siteOrigin?: string }} Recipient
 * What the build served now says: the company, its contact address, the site's origin.
 */

/**
 * Limits on the waits of one try, so that a mail server that does not answer is tried again
 * within a minute (./enquiry-outbox.js) instead of after nodemailer's minutes-long defaults.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 }

/**
 * What went wrong with one try, as the owner reads it, and whether trying again can help: a
 * mail server that answers 5xx to this message (other than 503, a sequence error) refuses it for
 * good; a refused login is the account's problem, which the owner fixes, not the message's.
 * @param {unknown} error @returns {Error & { permanent: boolean }}
 */
function describeFailure(error) {
  /** @type {{ code?: string, response?: string, message?: string, permanent?: boolean }} */
  const failure = typeof error === 'object' && error !== null ? error : {}
  const permanent = failure.permanent === true && failure.code !== 'EAUTH' && failure.code !== 'ENOAUTH'
  // The server's own answer says it best ("550 5.1.1 Mailbox unavailable"); else the code and why.
  const detail = failure.message ?? String(error)
  const text =
    failure.response ?? (failure.code && !detail.includes(failure.code) ? `${failure.code}: ${detail}` : detail)
  return Object.assign(new Error(oneLine(text, 300)), { permanent })
}

/**
 * nodemailer's SMTP transport to `server`, sending one composed enquiry mail at a time: `npm
 * start`'s outbox and the host functions on Node (Netlify, Vercel) deliver through it.
 * @param {SmtpServer} server
 */
export function createMailTransport({ host, port, secure, requireTLS, auth }) {
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    requireTLS,
    ...(auth ? { auth } : {}),
    ...TIMEOUTS,
    // The message is only text: nothing in it may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return {
    /**
     * Resolves once the mail server took the message; rejects with describeFailure's error.
     * @param {import('./enquiry-message.js').EnquiryMail} message @param {AbortSignal} [signal]
     */
    async send(message, signal) {
      try {
        await transport.sendMail({ ...message, ...(signal ? { signal } : {}) })
      } catch (error) {
        throw describeFailure(error)
      }
    },
    close: () => transport.close(),
  }
}

/**
 * The sender of enquiries through `server`; `recipient` says, at each send, where to (the build
 * served now), so a rebuild with a new contact address needs no restart.
 * @param {{ server: SmtpServer, from?: string, recipient: () => Recipient }} options
 */
export function createSmtpSender({ server, from, recipient }) {
  const transport = createMailTransport(server)
  return {
    /**
     * Sends one enquiry; resolves with where it went, rejects with describeFailure's error.
     * @param {MailedEnquiry} mailed @param {AbortSignal} signal
     */
    async send(mailed, signal) {
      const { contact, siteOrigin = 'http://localhost' } = recipient()
      if (!contact) {
        throw Object.assign(
          new Error('the build served records no contact address to send to: rebuild it (npm run build)'),
          { permanent: false },
        )
      }
      const { id, name, enquiry } = mailed
      const message = composeEnquiryMail(enquiry, {
        contact,
        siteOrigin,
        from: senderAddress(server, from) ?? contact.email,
        receivedAt: new Date(enquiry.receivedAt),
        // The same enquiry sent twice (a restart in the middle of a send) carries the same id.
        messageId: enquiryMessageId(name, siteOrigin),
        kept: `Kept on the website's server as enquiry ${id}: npm run enquiries -- ${id}`,
      })
      await transport.send(message, signal)
      return { to: contact.email }
    },
    close: transport.close,
  }
}

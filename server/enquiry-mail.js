// @ts-check
/**
 * One stored enquiry as the e-mail the owner receives, and the SMTP sender (nodemailer) that
 * delivers it to the contact address the build recorded. What a visitor typed reaches the headers
 * only as values that nodemailer encodes (RFC 2047 for anything not ASCII), after this module has
 * made each one a single line without control characters and cut it to a length: no field can
 * start a header line of its own. The body (plain text) holds every field in full.
 */
import nodemailer from 'nodemailer'

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

/** Lengths of what a visitor typed in a header; the body has it all. */
const MAX_NAME_IN_HEADER = 100
const MAX_IN_SUBJECT = 60

/** `text` on one line without control characters, cut to `max` characters (not halving one). */
function oneLine(/** @type {string} */ text, max = Number.POSITIVE_INFINITY) {
  const line = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const characters = Array.from(line)
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : line
}

/** True for one plain address a reply can go to: no display name, list, comment or space. */
function isMailbox(/** @type {string} */ text) {
  return (
    text.length <= 254 && /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/u.test(text)
  )
}

/**
 * The message for one enquiry.
 * @param {MailedEnquiry} mailed
 * @param {{ contact: { name: string, email: string }, siteOrigin: string, from: string }} site
 * @returns {import('nodemailer').SendMailOptions}
 */
function composeEnquiryMail({ id, name, enquiry }, { contact, siteOrigin, from }) {
  const visitor = oneLine(enquiry.name, MAX_NAME_IN_HEADER)
  const replyTo = isMailbox(enquiry.email) ? { name: visitor, address: enquiry.email } : undefined
  const subject = [
    `New enquiry from ${oneLine(enquiry.name, MAX_IN_SUBJECT)}`,
    enquiry.company && ` (${oneLine(enquiry.company, MAX_IN_SUBJECT)})`,
    enquiry.service && `: ${oneLine(enquiry.service, MAX_IN_SUBJECT)}`,
  ].join('')
  const received = new Date(enquiry.receivedAt)
  const text = [
    `A visitor sent this enquiry with the contact form of ${siteOrigin}.`,
    '',
    `Name:     ${oneLine(enquiry.name)}`,
    `E-mail:   ${oneLine(enquiry.email)}`,
    `Phone:    ${oneLine(enquiry.phone)}`,
    `Company:  ${oneLine(enquiry.company)}`,
    `Service:  ${oneLine(enquiry.service)}`,
    `Received: ${received.toUTCString()}`,
    '',
    'Message:',
    enquiry.message.replace(/\r\n?/g, '\n'),
    '',
    '--',
    replyTo
      ? `Reply to this e-mail to answer ${visitor} at ${enquiry.email}.`
      : 'The e-mail address the visitor typed is not one a reply can go to, so this e-mail has no Reply-To.',
    `Kept on the website's server as enquiry ${id}: npm run enquiries -- ${id}`,
  ].join('\n')
  return {
    from: { name: oneLine(`${contact.name} website`, MAX_NAME_IN_HEADER), address: from },
    to: { name: oneLine(contact.name, MAX_NAME_IN_HEADER), address: contact.email },
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    // The same enquiry sent twice (a restart in the middle of a send) carries the same id.
    messageId: `<enquiry-${name}@${new URL(siteOrigin).hostname || 'localhost'}>`,
  }
}

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
 * The sender of enquiries through `server`; `recipient` says, at each send, where to (the build
 * served now), so a rebuild with a new contact address needs no restart.
 * @param {{ server: SmtpServer, from?: string, recipient: () => Recipient }} options
 */
export function createSmtpSender({ server, from, recipient }) {
  const { host, port, secure, requireTLS, auth } = server
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
  const userAddress = auth && isMailbox(auth.user) ? auth.user : undefined
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
      const message = composeEnquiryMail(mailed, {
        contact,
        siteOrigin,
        from: from ?? userAddress ?? contact.email,
      })
      try {
        await transport.sendMail({ ...message, signal })
      } catch (error) {
        throw describeFailure(error)
      }
      return { to: contact.email }
    },
    close: () => transport.close(),
  }
}

// @ts-check
/**
 * One enquiry as the e-mail the owner receives, for every runtime: `npm start`'s outbox
 * (./enquiry-mail.js) and each host's function (./enquiry-handler.js) compose it here and hand it
 * to their own SMTP client. What a visitor typed reaches the headers only as values the client
 * encodes (RFC 2047 for anything not ASCII), after this module made each one a single line without
 * control characters and cut it to a length: no field can start a header line of its own. The body
 * (plain text) holds every field in full. It imports nothing, so a host's bundle takes it as it is.
 */

/**
 * @typedef {{ name: string, email: string, phone: string, company: string, service: string, message: string }} EnquiryFields
 * The visitor's six fields; `service` is the service's name as the form shows it.
 * @typedef {{ name: string, address: string }} Mailbox
 * @typedef {{ from: Mailbox, to: Mailbox, replyTo?: Mailbox, subject: string, text: string, messageId: string }} EnquiryMail
 */

/** Lengths of what a visitor typed in a header; the body has it all. */
const MAX_NAME_IN_HEADER = 100
const MAX_IN_SUBJECT = 60

/** `text` on one line without control characters, cut to `max` characters (not halving one). */
export function oneLine(/** @type {string} */ text, max = Number.POSITIVE_INFINITY) {
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
export function isMailbox(/** @type {string} */ text) {
  return (
    text.length <= 254 && /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/u.test(text)
  )
}

/**
 * The message for one enquiry.
 * @param {EnquiryFields} enquiry
 * @param {{
 *   contact: { name: string, email: string },
 *   siteOrigin: string,
 *   from: string,
 *   receivedAt: Date,
 *   messageId: string,
 *   kept?: string,
 * }} site
 * `from`: the address the mail is sent from (SMTP_FROM, the mailbox's user, or the contact address);
 * `messageId`: unique to this enquiry, the same if it is sent twice; `kept`: where the site keeps a
 * copy, said in the footer (npm start stores each enquiry; a host's function keeps none).
 * @returns {EnquiryMail}
 */
export function composeEnquiryMail(enquiry, { contact, siteOrigin, from, receivedAt, messageId, kept }) {
  const visitor = oneLine(enquiry.name, MAX_NAME_IN_HEADER)
  const replyTo = isMailbox(enquiry.email) ? { name: visitor, address: enquiry.email } : undefined
  const subject = [
    `New enquiry from ${oneLine(enquiry.name, MAX_IN_SUBJECT)}`,
    enquiry.company && ` (${oneLine(enquiry.company, MAX_IN_SUBJECT)})`,
    enquiry.service && `: ${oneLine(enquiry.service, MAX_IN_SUBJECT)}`,
  ].join('')
  const text = [
    `A visitor sent this enquiry with the contact form of ${siteOrigin}.`,
    '',
    `Name:     ${oneLine(enquiry.name)}`,
    `E-mail:   ${oneLine(enquiry.email)}`,
    `Phone:    ${oneLine(enquiry.phone)}`,
    `Company:  ${oneLine(enquiry.company)}`,
    `Service:  ${oneLine(enquiry.service)}`,
    `Received: ${receivedAt.toUTCString()}`,
    '',
    'Message:',
    enquiry.message.replace(/\r\n?/g, '\n'),
    '',
    '--',
    replyTo
      ? `Reply to this e-mail to answer ${visitor} at ${enquiry.email}.`
      : 'The e-mail address the visitor typed is not one a reply can go to, so this e-mail has no Reply-To.',
    ...(kept ? [kept] : []),
  ].join('\n')
  return {
    from: { name: oneLine(`${contact.name} website`, MAX_NAME_IN_HEADER), address: from },
    to: { name: oneLine(contact.name, MAX_NAME_IN_HEADER), address: contact.email },
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    messageId,
  }
}

/** The Message-ID of one enquiry: `<enquiry-{key}@{the site's host}>`. */
export function enquiryMessageId(/** @type {string} */ key, /** @type {string} */ siteOrigin) {
  let host = 'localhost'
  try {
    host = new URL(siteOrigin).hostname || host
  } catch {}
  return `<enquiry-${key}@${host}>`
}

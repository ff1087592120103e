// @ts-check
/**
 * One behaviour, every runtime: what the site's enquiry endpoint answers, for each host's function
 * (Netlify, Cloudflare Pages, Vercel: pipeline/hosts/) and, piece by piece, for `npm start`
 * (./enquiry-route.js, which stores before it e-mails). A host's adapter only turns its request into
 * `EnquiryRequest`, hands over how to send a mail through the owner's mailbox (SMTP_URL), and turns
 * the answer back. An enquiry is answered as sent only once the mail server took it; otherwise the
 * visitor is told, keeps what they typed, and is offered the contact address, and the host's log
 * holds the enquiry in full. Given a store (enquiries/enquiry-box.js), an enquiry is kept first
 * and the visitor told it was received whatever the mailbox does; what waits is tried again at
 * every request. Nothing here is host-specific: no Node module, no host's API.
 */
import { fillAnswerPage } from './enquiry-answer-page.js'
import { composeEnquiryMail, enquiryMessageId } from './enquiry-message.js'
import { readEnquiry } from './enquiry-request.js'

/**
 * @typedef {import('./enquiry-request.js').EnquiryRequest} EnquiryRequest
 * @typedef {import('./enquiry-request.js').EnquiryOutcome} EnquiryOutcome
 * @typedef {import('./enquiry-message.js').EnquiryMail} EnquiryMail
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} EnquiryAnswer
 * @typedef {{ html: string, headers: Record<string, string> }} AnswerDocument
 * @typedef {{
 *   siteOrigin: string,
 *   contact: { name: string, email: string },
 *   services: { value: string, label: string }[],
 *   sentPage: string,
 *   answers: { notSent: AnswerDocument },
 *   securityHeaders: Record<string, string>,
 *   repository?: string,
 *   retentionDays?: number,
 * }} EnquirySite
 * What the build knows that a handler needs, inlined into each host's function as JSON.
 * `sentPage`: the address (under the base path) a form post ends on once its enquiry is taken;
 * `answers`: the prerendered answer document it fills, with the headers it is served with (its policy);
 * `securityHeaders`: sent on every other answer; `repository`: the editor's (owner/name), whose
 * pushers may read the inbox (./enquiry-inbox.js); `retentionDays`: how long a host keeps an
 * enquiry (the settings' `enquiryRetentionDays`).
 */

/** Nothing a function answers may be cached: each answer is about one request. */
const NO_STORE = { 'cache-control': 'no-store' }

/** @param {EnquirySite} site @param {number} status @param {string} text @returns {EnquiryAnswer} */
function textAnswer(site, status, text, extra = {}) {
  return {
    status,
    headers: { ...site.securityHeaders, ...NO_STORE, 'content-type': 'text/plain; charset=utf-8', ...extra },
    body: text,
  }
}

/** @param {number} status @param {AnswerDocument} document @param {string} html @returns {EnquiryAnswer} */
function pageAnswer(status, document, html) {
  return {
    status,
    headers: { ...document.headers, ...NO_STORE, 'content-type': 'text/html; charset=utf-8' },
    body: html,
  }
}

/**
 * The answer to an enquiry taken (or a bot's, which must look the same). The form posted without
 * JavaScript is sent on to the sent page (303: the browser GETs it), so the visitor ends on its own
 * address and a reload posts nothing. @param {EnquirySite} site
 */
export function sentAnswer(site, /** @type {boolean} */ form) {
  return form ? textAnswer(site, 303, 'Sent', { location: site.sentPage }) : textAnswer(site, 200, 'OK')
}

/** The form's fields sent back with what to fix. @param {EnquirySite} site */
export function invalidAnswer(site, /** @type {Extract<EnquiryOutcome, { kind: 'invalid' }>} */ outcome) {
  const html = fillAnswerPage(site.answers.notSent.html, {
    heading: 'Please check your enquiry',
    paragraphs: ['Your enquiry has not been sent yet. Please correct what is listed here, then send it again.'],
    problems: outcome.problems,
    values: outcome.values,
  })
  return pageAnswer(422, site.answers.notSent, html)
}

/**
 * The enquiry could not be delivered now: the visitor keeps what they typed and gets the address.
 * @param {EnquirySite} site @param {Extract<EnquiryOutcome, { kind: 'enquiry' }>} outcome
 */
export function notDeliveredAnswer(site, outcome) {
  const { email } = site.contact
  if (!outcome.form) {
    return textAnswer(
      site,
      503,
      `Your message could not be sent just now. Please try again in a few minutes, or e-mail us at ${email}.`,
      { 'retry-after': '60' },
    )
  }
  const html = fillAnswerPage(site.answers.notSent.html, {
    heading: 'Your enquiry could not be sent',
    paragraphs: [
      'It has not reached us: something on our side failed just now.',
      `Please try again in a few minutes, or e-mail it to us at ${email}.`,
    ],
    values: outcome.values,
  })
  return pageAnswer(503, site.answers.notSent, html)
}

/**
 * Too many enquiries from one visitor within the hour (enquiries/enquiry-box.js `LIMITS`).
 * @param {EnquirySite} site @param {Extract<EnquiryOutcome, { kind: 'enquiry' }>} outcome
 */
function limitedAnswer(site, outcome) {
  const { email } = site.contact
  const text = `We have received several enquiries from your address within the hour. Please try again later, or e-mail us at ${email}.`
  if (!outcome.form) return textAnswer(site, 429, text, { 'retry-after': '3600' })
  const html = fillAnswerPage(site.answers.notSent.html, {
    heading: 'Please try again later',
    paragraphs: [text],
    values: outcome.values,
  })
  const answer = pageAnswer(429, site.answers.notSent, html)
  return { ...answer, headers: { ...answer.headers, 'retry-after': '3600' } }
}

/**
 * Keeps the enquiry in the store and tries it once: answers `sent` for the visitor once it is kept,
 * `limited` for a visitor over the limit, and nothing when it could not be kept (the store full or
 * failing): then it goes as without a store.
 * @param {KeptDelivery} keep @param {import('./enquiry-message.js').EnquiryFields} fields
 * @param {(line: string) => void} log @param {(line: string) => void} logError
 */
async function keepFirst({ box, visitor, send }, fields, log, logError) {
  try {
    const kept = await box.keep(fields, visitor)
    if (!kept.kept) {
      if (kept.why === 'limited') return 'limited'
      logError('The enquiry store holds as many as it may: this enquiry is e-mailed without being kept.')
      return undefined
    }
    const state = await box.deliver(kept.key, send)
    await box.sweep()
    log(
      state === 'sent' ? 'Enquiry kept and e-mailed.' : `Enquiry kept; ${state}: it is tried again at later requests.`,
    )
    return 'sent'
  } catch (error) {
    logError(`The enquiry store failed (${String(error)}): this enquiry is e-mailed without being kept.`)
    return undefined
  }
}

/**
 * @typedef {{
 *   box: import('../enquiries/enquiry-box.js').EnquiryBox,
 *   visitor: string,
 *   send: import('../enquiries/enquiry-box.js').Send,
 * }} KeptDelivery
 * A host's store: the domain over it, the address the host saw the request come from, and how a
 * kept enquiry is e-mailed.
 */

/**
 * Answers one request to the enquiry endpoint, sending each enquiry as one mail to the site's
 * contact address with the visitor as Reply-To.
 * @param {EnquiryRequest} request
 * @param {{
 *   site: EnquirySite,
 *   send: (mail: EnquiryMail) => Promise<void>,
 *   from?: string,
 *   log?: (line: string) => void,
 *   logError?: (line: string) => void,
 *   now?: () => Date,
 *   keep?: KeptDelivery,
 * }} options
 * `send` resolves once the mail server took the mail; `from`: the address it is sent from
 * (SMTP_FROM or the mailbox's user, ./smtp-url.js `senderAddress`), else the contact address.
 * @returns {Promise<EnquiryAnswer>}
 */
export async function handleEnquiry(
  request,
  { site, send, from, log = console.log, logError = console.error, now, keep },
) {
  // Whatever the request, what waits and is due goes first: a host's function runs only when asked.
  if (keep)
    await keep.box
      .deliverDue(keep.send)
      .catch((error) => logError(`Retrying kept enquiries failed (${String(error)}).`))
  if (request.method !== 'POST') return textAnswer(site, 405, 'Method Not Allowed', { allow: 'POST' })
  const outcome = readEnquiry(request, site)
  switch (outcome.kind) {
    case 'refused':
      return textAnswer(site, outcome.status, outcome.text)
    case 'spam':
      log("Enquiry dropped as spam (the form's hidden field was filled): not e-mailed.")
      return sentAnswer(site, outcome.form)
    case 'invalid':
      return invalidAnswer(site, outcome)
  }
  if (keep) {
    const kept = await keepFirst(keep, outcome.fields, log, logError)
    if (kept === 'limited') return limitedAnswer(site, outcome)
    if (kept === 'sent') return sentAnswer(site, outcome.form)
  }
  const receivedAt = now?.() ?? new Date()
  const mail = composeEnquiryMail(outcome.fields, {
    contact: site.contact,
    siteOrigin: site.siteOrigin,
    from: from ?? site.contact.email,
    receivedAt,
    messageId: enquiryMessageId(crypto.randomUUID(), site.siteOrigin),
  })
  try {
    await send(mail)
  } catch (error) {
    // Never silently dropped: the visitor is told, and the owner's log holds it in full.
    logError(
      `Enquiry NOT e-mailed (${String(error)}); the visitor was asked to try again. In full: ${JSON.stringify(outcome.fields)}`,
    )
    return notDeliveredAnswer(site, outcome)
  }
  log(`Enquiry e-mailed to ${site.contact.email}.`)
  return sentAnswer(site, outcome.form)
}

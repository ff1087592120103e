// @ts-check
/**
 * What every host's enquiry function does between the host's request and its answer: the body read
 * up to the size limit, the owner's mailbox (SMTP_URL, SMTP_FROM, read by the host at run time, never
 * by the build) made into a nodemailer transport, and the one handler every runtime shares
 * (server/enquiry-handler.js). Each host's adapter beside this file only turns its own request into
 * an EnquiryRequest and the answer back. Bundled by pipeline/hosts/enquiry-functions.ts into one file
 * per host, with the build's EnquirySite inlined. Why: docs/decisions/033-enquiries-from-each-hosts-function.md.
 */
import { createEnquiryBox } from '../../../enquiries/enquiry-box.js'
import { testEnquiryFields } from '../../../enquiries/test-enquiry.js'
import { MAX_BODY_BYTES } from '../../../server/enquiry-endpoint.js'
import { handleEnquiry } from '../../../server/enquiry-handler.js'
import { createRepositoryAccess, handleInbox, isInboxRequest } from '../../../server/enquiry-inbox.js'
import { createMailTransport } from '../../../server/enquiry-mail.js'
import { composeEnquiryMail, enquiryMessageId } from '../../../server/enquiry-message.js'
import { parseSmtpUrl, senderAddress } from '../../../server/smtp-url.js'

/**
 * @typedef {import('../../../server/enquiry-handler.js').EnquirySite} EnquirySite
 * @typedef {import('../../../server/enquiry-handler.js').EnquiryAnswer} EnquiryAnswer
 * @typedef {import('../../../server/enquiry-request.js').EnquiryRequest} EnquiryRequest
 * @typedef {{ SMTP_URL?: string, SMTP_FROM?: string, GITHUB_API_URL?: string }} Mailbox
 * The owner's mailbox as the host gives its variables to the function; GITHUB_API_URL, for a
 * GitHub Enterprise (and the tests' stand-in), where the inbox asks who may read.
 * @typedef {{
 *   storage: import('../../../enquiries/enquiry-box.js').EnquiryStorage | undefined,
 *   visitor: string,
 *   missing: string,
 *   host: string,
 * }} HostStore
 * The host's enquiry store, none when the owner has not added it (`missing` says how, for the
 * log), and the address the host saw the request come from.
 */

/** Said once per instance of the function, not at every request. */
let toldMissing = false

/** Who may read the inbox, one per instance, so its brief cache of GitHub's answers lasts between requests. */
let inboxAccess = /** @type {ReturnType<typeof createRepositoryAccess> | undefined} */ (undefined)

/** True when the request says its body is over the limit: then it is not read at all. */
export function declaresTooMuch(/** @type {string | undefined} */ contentLength) {
  return Number(contentLength ?? 0) > MAX_BODY_BYTES
}

/**
 * The body as text, kept up to one byte past the limit (the handler answers 413 for that) and the
 * rest read and dropped: ending a Node request's stream early would close the connection the answer
 * goes back on.
 * @param {AsyncIterable<Uint8Array | string> | null} chunks
 */
export async function readBody(chunks) {
  if (!chunks) return ''
  /** @type {Uint8Array[]} */
  const kept = []
  let size = 0
  for await (const chunk of chunks) {
    if (size > MAX_BODY_BYTES) continue
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk
    kept.push(bytes)
    size += bytes.length
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const bytes of kept) {
    body.set(bytes, offset)
    offset += bytes.length
  }
  return new TextDecoder().decode(body)
}

/**
 * A standard Request (Netlify, Cloudflare) as the handler reads one.
 * @param {Request} request @returns {Promise<EnquiryRequest>}
 */
export async function fromWebRequest(request) {
  const headers = Object.fromEntries(request.headers)
  const tooMuch = declaresTooMuch(headers['content-length'])
  const chunks = /** @type {AsyncIterable<Uint8Array> | null} */ (/** @type {unknown} */ (request.body))
  return { method: request.method, headers, body: tooMuch ? '' : await readBody(chunks) }
}

/** The handler's answer as a standard Response. @param {EnquiryAnswer} answer */
export function toResponse({ status, headers, body }) {
  return new Response(body, { status, headers })
}

/**
 * Answers one request to the endpoint, sending through the owner's mailbox. Without a usable
 * SMTP_URL (unset, or mistyped, in the host's settings) nothing can be sent: without a store the
 * visitor gets the not-sent answer, with one the enquiry is kept and waits; the host's log says
 * why, never the password. With the host's store, the enquiry is kept first
 * (server/enquiry-handler.js).
 * @param {EnquirySite} site @param {EnquiryRequest} request @param {Mailbox} mailbox
 * @param {HostStore} [store]
 * @returns {Promise<EnquiryAnswer>}
 */
export async function answerEnquiry(site, request, { SMTP_URL = '', SMTP_FROM = '', GITHUB_API_URL }, store) {
  const parsed = SMTP_URL.trim() ? parseSmtpUrl(SMTP_URL.trim()) : { problem: 'is not set' }
  const problem = 'problem' in parsed ? `SMTP_URL ${parsed.problem}: set it in the host's settings, then redeploy` : ''
  const from = 'problem' in parsed ? undefined : senderAddress(parsed.server, SMTP_FROM.trim() || undefined)
  const send = async (/** @type {import('../../../server/enquiry-message.js').EnquiryMail} */ mail) => {
    if ('problem' in parsed) throw new Error(problem)
    const transport = createMailTransport(parsed.server)
    try {
      await transport.send(mail)
    } finally {
      transport.close()
    }
  }
  if (!store?.storage && store && !toldMissing) {
    toldMissing = true
    console.error(`Enquiries are e-mailed but not kept: ${store.missing}`)
  }
  const keep = store?.storage && {
    box: createEnquiryBox(store.storage, site.retentionDays ? { limits: { retentionDays: site.retentionDays } } : {}),
    visitor: store.visitor,
    /** @type {import('../../../enquiries/enquiry-box.js').Send} */
    send: async (enquiry, id) => {
      await send(
        composeEnquiryMail(enquiry, {
          contact: site.contact,
          siteOrigin: site.siteOrigin,
          from: from ?? site.contact.email,
          receivedAt: new Date(enquiry.receivedAt),
          // The same id at every try: a mailbox that got it twice shows it once.
          messageId: enquiryMessageId(id, site.siteOrigin),
          kept: `Kept in the website's enquiry store as ${id}: the inbox in /admin shows it.`,
        }),
      )
      return { to: site.contact.email }
    },
  }
  if (store && isInboxRequest(request)) {
    if (site.repository && !inboxAccess)
      inboxAccess = createRepositoryAccess({
        repository: site.repository,
        ...(GITHUB_API_URL ? { apiUrl: GITHUB_API_URL } : {}),
      })
    // Opening the inbox is one more time to try what waits.
    if (keep) await keep.box.deliverDue(keep.send).catch(() => 0)
    const { host, missing } = store
    const sendKept = keep?.send ?? (() => Promise.reject(new Error('no store')))
    const sendTest = async () => {
      const receivedAt = new Date()
      const mail = composeEnquiryMail(testEnquiryFields(site.contact.email), {
        contact: site.contact,
        siteOrigin: site.siteOrigin,
        from: from ?? site.contact.email,
        receivedAt,
        messageId: enquiryMessageId(`test-${receivedAt.getTime()}`, site.siteOrigin),
      })
      await send(mail)
      return { to: site.contact.email }
    }
    return handleInbox(request, { site, access: inboxAccess, box: keep?.box, send: sendKept, sendTest, host, missing })
  }
  return handleEnquiry(request, { site, send, ...(from ? { from } : {}), ...(keep ? { keep } : {}) })
}

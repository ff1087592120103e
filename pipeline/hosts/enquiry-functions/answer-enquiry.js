// @ts-check
/**
 * What every host's enquiry function does between the host's request and its answer: the body read
 * up to the size limit, the owner's mailbox (SMTP_URL, SMTP_FROM, read by the host at run time, never
 * by the build) made into a nodemailer transport, and the one handler every runtime shares
 * (server/enquiry-handler.js). Each host's adapter beside this file only turns its own request into
 * an EnquiryRequest and the answer back. Bundled by pipeline/hosts/enquiry-functions.ts into one file
 * per host, with the build's EnquirySite inlined. Why: docs/decisions/033-enquiries-from-each-hosts-function.md.
 */
import { MAX_BODY_BYTES } from '../../../server/enquiry-endpoint.js'
import { handleEnquiry } from '../../../server/enquiry-handler.js'
import { createMailTransport } from '../../../server/enquiry-mail.js'
import { parseSmtpUrl, senderAddress } from '../../../server/smtp-url.js'

/**
 * @typedef {import('../../../server/enquiry-handler.js').EnquirySite} EnquirySite
 * @typedef {import('../../../server/enquiry-handler.js').EnquiryAnswer} EnquiryAnswer
 * @typedef {import('../../../server/enquiry-request.js').EnquiryRequest} EnquiryRequest
 * @typedef {{ SMTP_URL?: string, SMTP_FROM?: string }} Mailbox
 * The owner's mailbox as the host gives its variables to the function.
 */

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
 * SMTP_URL (unset, or mistyped, in the host's settings) nothing can be sent: the visitor gets the
 * not-sent answer and the host's log says why, never the password.
 * @param {EnquirySite} site @param {EnquiryRequest} request @param {Mailbox} mailbox
 * @returns {Promise<EnquiryAnswer>}
 */
export async function answerEnquiry(site, request, { SMTP_URL = '', SMTP_FROM = '' }) {
  const parsed = SMTP_URL.trim() ? parseSmtpUrl(SMTP_URL.trim()) : { problem: 'is not set' }
  if ('problem' in parsed) {
    const problem = `SMTP_URL ${parsed.problem}: set it in the host's settings, then redeploy`
    return handleEnquiry(request, { site, send: () => Promise.reject(new Error(problem)) })
  }
  const { server } = parsed
  const send = async (/** @type {import('../../../server/enquiry-message.js').EnquiryMail} */ mail) => {
    const transport = createMailTransport(server)
    try {
      await transport.send(mail)
    } finally {
      transport.close()
    }
  }
  return handleEnquiry(request, { site, send, from: senderAddress(server, SMTP_FROM.trim() || undefined) })
}

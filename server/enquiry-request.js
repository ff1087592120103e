// @ts-check
/**
 * What an enquiry request is, for every runtime (./enquiry-handler.js): the provider's JSON body
 * the form's script sends (SPEC §7, the same request the e-mail provider takes), or the form's own
 * fields posted without JavaScript (url-encoded), checked by the form's rules
 * (./enquiry-rules.js). It reads a request already in hand and decides: refused (and why), a bot
 * (the honeypot filled), fields to fix, or the visitor's enquiry. Nothing here is host-specific.
 */
import secureJson from 'secure-json-parse'
import * as z from 'zod/mini'
import { fillsHoneypot, MAX_BODY_BYTES, withoutLineBreaks } from './enquiry-endpoint.js'
import { createContactFormSchema, ENQUIRY_FIELDS, HONEYPOT_FIELD } from './enquiry-rules.js'

/**
 * @typedef {import('./enquiry-message.js').EnquiryFields} EnquiryFields
 * @typedef {import('./enquiry-answer-page.js').FormValues} FormValues
 * @typedef {import('./enquiry-answer-page.js').FieldProblem} FieldProblem
 * @typedef {{ method: string, headers: Record<string, string | undefined>, body: string }} EnquiryRequest
 * `headers` by lower-case name; `body` as received, not yet parsed.
 * @typedef {{ siteOrigin: string, services: { value: string, label: string }[] }} RequestSite
 * @typedef {(
 *   | { kind: 'refused', status: number, text: string }
 *   | { kind: 'spam', form: boolean }
 *   | { kind: 'invalid', values: FormValues, problems: FieldProblem[] }
 *   | { kind: 'enquiry', form: boolean, fields: EnquiryFields, values?: FormValues }
 * )} EnquiryOutcome
 */

export const JSON_TYPE = 'application/json'
export const FORM_TYPE = 'application/x-www-form-urlencoded'

/** A string with something besides white space in it. */
const filled = z.string().check(z.regex(/\S/, 'must not be blank'))

/** The body the provider accepts: three non-blank ids and, when present, an object of plain values. */
const SendRequestSchema = z.object({
  lib_version: z.optional(z.string()),
  user_id: filled,
  service_id: filled,
  template_id: filled,
  template_params: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
})

/** The visitor's fields, each from the template param the form's script sends it as. */
const PARAM_OF_FIELD = {
  name: 'from_name',
  email: 'from_email',
  phone: 'phone',
  company: 'company',
  service: 'service',
  message: 'message',
}

/**
 * The visitor's six fields from the provider's template params, each as text ('' when missing).
 * @param {Record<string, string | number | boolean | null | undefined>} params @returns {EnquiryFields}
 */
export function fieldsOfParams(params) {
  return /** @type {EnquiryFields} */ (
    Object.fromEntries(Object.entries(PARAM_OF_FIELD).map(([field, param]) => [field, String(params[param] ?? '')]))
  )
}

/** @param {number} status @param {string} text @returns {EnquiryOutcome} */
const refused = (status, text) => ({ kind: 'refused', status, text })

/**
 * True when a browser's Origin names this site: the host the request was sent to, or the build's
 * canonical origin. Requests without Origin come from non-browser clients, which no other website
 * can steer.
 * @param {string | undefined} origin @param {string | undefined} host @param {string} siteOrigin
 */
export function isOwnOrigin(origin, host, siteOrigin) {
  if (origin === undefined || origin === siteOrigin) return true
  try {
    const parsed = new URL(origin)
    // `new URL` of the Host under the same scheme drops a default port the same way.
    return parsed.origin === origin && host !== undefined && parsed.host === new URL(`${parsed.protocol}//${host}`).host
  } catch {
    return false
  }
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(/** @type {string | undefined} */ header) {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** The provider's JSON body, read. @param {string} body @returns {EnquiryOutcome} */
function readProviderBody(body) {
  /** @type {unknown} */
  let parsed
  try {
    // Fastify's own parser: a key that could reach an object's prototype (`__proto__`, or
    // `constructor` holding a `prototype`) is refused, wherever the body is read.
    parsed = secureJson.parse(body)
  } catch {
    return refused(400, "The body is not JSON, or names an object's prototype.")
  }
  const checked = SendRequestSchema.safeParse(parsed)
  if (!checked.success) {
    const problems = checked.error.issues.map(({ path, message }) => `${['body', ...path].join('/')}: ${message}`)
    return refused(400, `The request is not one the form sends: ${problems.join('; ')}.`)
  }
  const params = withoutLineBreaks(checked.data.template_params ?? {})
  if (fillsHoneypot(params)) return { kind: 'spam', form: false }
  return { kind: 'enquiry', form: false, fields: fieldsOfParams(params) }
}

/** The form's fields posted without JavaScript, checked by the form's rules. @returns {EnquiryOutcome} */
function readFormBody(/** @type {string} */ body, /** @type {RequestSite} */ site) {
  const posted = new URLSearchParams(body)
  /** @type {FormValues} */
  const values = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, posted.get(field) ?? '']))
  if ((posted.get(HONEYPOT_FIELD) ?? '').trim() !== '') return { kind: 'spam', form: true }
  const choices = site.services.map(({ value }) => value)
  const schema = createContactFormSchema(/** @type {[string, ...string[]]} */ (choices.length ? choices : ['other']))
  const checked = schema.safeParse(values)
  if (!checked.success) {
    /** @type {FieldProblem[]} */
    const problems = []
    for (const field of ENQUIRY_FIELDS) {
      const issue = checked.error.issues.find(({ path }) => path[0] === field)
      if (issue) problems.push({ field, message: issue.message })
    }
    return { kind: 'invalid', values, problems }
  }
  const enquiry = checked.data
  const service = site.services.find(({ value }) => value === enquiry.service)?.label ?? enquiry.service
  // One-line fields lose their line breaks here too, whatever reads them next (a header, a log).
  const fields = /** @type {EnquiryFields} */ (withoutLineBreaks({ ...enquiry, service }))
  return { kind: 'enquiry', form: true, fields, values }
}

/**
 * What one request to the enquiry endpoint is. The caller has answered other methods (405).
 * @param {EnquiryRequest} request @param {RequestSite} site @returns {EnquiryOutcome}
 */
export function readEnquiry({ headers, body }, site) {
  const type = mediaTypeOf(headers['content-type'])
  if (type !== JSON_TYPE && type !== FORM_TYPE) {
    return refused(415, `Enquiries are accepted as ${JSON_TYPE} or ${FORM_TYPE} only.`)
  }
  const declared = Number(headers['content-length'] ?? 0)
  if (declared > MAX_BODY_BYTES || new TextEncoder().encode(body).length > MAX_BODY_BYTES) {
    return refused(413, `An enquiry is at most ${MAX_BODY_BYTES / 1024} KB.`)
  }
  if (!isOwnOrigin(headers.origin, headers.host, site.siteOrigin)) {
    return refused(403, 'Enquiries are accepted from this website only.')
  }
  return type === JSON_TYPE ? readProviderBody(body) : readFormBody(body, site)
}

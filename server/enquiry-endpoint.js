// @ts-check
/**
 * The local stand-in for the e-mail provider's send endpoint (POST /api/v1.0/email/send), used by
 * `npm start` when the build has no provider keys: Fastify checks the body against the schema below
 * the way the provider would, and the route (server/enquiry-route.js, with its limits) stores each
 * enquiry (server/enquiry-store.js), so a fresh clone receives enquiries without any account.
 */

export const ENQUIRY_PATH = '/api/v1.0/email/send'
/** The provider refuses larger requests; so do we, before reading them into memory. */
export const MAX_BODY_BYTES = 32 * 1024
/**
 * @typedef {{
 *   lib_version?: string,
 *   user_id: string,
 *   service_id: string,
 *   template_id: string,
 *   template_params: Record<string, string | number | boolean | null>,
 * }} SendRequest
 */

/** A string with something besides white space in it. */
const FILLED = { type: 'string', pattern: '\\S' }

/**
 * The body the provider accepts, as the route's Fastify schema: the three ids are required
 * non-blank strings and the template params, when present, an object of plain values. The server
 * validates without type coercion (server/site-server.js), so 42 is not taken for "42".
 */
export const SEND_REQUEST_SCHEMA = {
  type: 'object',
  required: ['user_id', 'service_id', 'template_id'],
  properties: {
    lib_version: { type: 'string' },
    user_id: FILLED,
    service_id: FILLED,
    template_id: FILLED,
    template_params: {
      type: 'object',
      default: {},
      additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
    },
  },
}

/**
 * The form's honeypot (HONEYPOT_FIELD in app/features/contact/contact-schema.ts): a field people
 * never see, so only bots fill it in. Without provider keys the form sends it on when filled, so
 * that this endpoint drops and counts what bots send.
 */
export const HONEYPOT_PARAM = 'website'

/**
 * True when the honeypot holds anything but white space.
 * @param {SendRequest['template_params']} params
 */
export function fillsHoneypot(params) {
  const value = params[HONEYPOT_PARAM]
  return value !== undefined && value !== null && value !== false && String(value).trim() !== ''
}

/** Template params the form fills from one-line inputs (the message is the only multi-line one). */
const SINGLE_LINE_PARAMS = ['from_name', 'from_email', 'phone', 'company', 'service']

/**
 * CR and LF removed from one-line fields, so that nothing downstream (an e-mail template's subject
 * or headers, a log line) can be given extra lines by a crafted enquiry.
 * @param {SendRequest['template_params']} params
 */
export function withoutLineBreaks(params) {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      SINGLE_LINE_PARAMS.includes(key) && typeof value === 'string' ? value.replace(/[\r\n]+/g, ' ') : value,
    ]),
  )
}

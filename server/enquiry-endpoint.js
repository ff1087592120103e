// @ts-check
/**
 * The local stand-in for the e-mail provider's send endpoint (POST /api/v1.0/email/send), used by
 * `npm start` when the build has no provider keys: it checks the body like the provider would and
 * stores each enquiry (server/enquiry-store.js), so a fresh clone receives enquiries without any
 * account. The route itself, with its limits, is server/enquiry-route.js.
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

/** @param {unknown} value @returns {value is string} */
function isFilled(value) {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * Checks a parsed body the way the provider does: the three ids are required strings and the
 * template params, when present, an object of plain values.
 * @param {unknown} body
 * @returns {{ ok: true, request: SendRequest } | { ok: false, error: string }}
 */
export function validateSendRequest(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The request body has to be a JSON object' }
  }
  const fields = /** @type {Record<string, unknown>} */ (body)
  if (!isFilled(fields.user_id)) return { ok: false, error: 'The public key is required' }
  if (!isFilled(fields.service_id)) return { ok: false, error: 'The service ID is required' }
  if (!isFilled(fields.template_id)) return { ok: false, error: 'The template ID is required' }
  if (fields.lib_version !== undefined && typeof fields.lib_version !== 'string') {
    return { ok: false, error: 'The lib_version has to be a string' }
  }
  const params = fields.template_params ?? {}
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return { ok: false, error: 'The template params have to be an object' }
  }
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
      return { ok: false, error: `The template param "${key}" has to be a string, number or boolean` }
    }
  }
  return {
    ok: true,
    request: {
      lib_version: /** @type {string | undefined} */ (fields.lib_version),
      user_id: fields.user_id,
      service_id: fields.service_id,
      template_id: fields.template_id,
      template_params: withoutLineBreaks(/** @type {SendRequest['template_params']} */ (params)),
    },
  }
}

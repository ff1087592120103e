// @ts-check
/**
 * The site's own enquiry endpoint (POST /api/v1.0/email/send, the path of the e-mail provider's
 * send endpoint): where the form's script sends when the build has no provider keys, and where the
 * form posts without JavaScript. `npm start` answers it (./enquiry-route.js), and so does each
 * host's function (./enquiry-handler.js). Its address, size limit and the honeypot's handling.
 */
import { HONEYPOT_FIELD } from './enquiry-rules.js'

export const ENQUIRY_PATH = '/api/v1.0/email/send'
/** The provider refuses larger requests; so do we, before reading them into memory. */
export const MAX_BODY_BYTES = 32 * 1024
/**
 * The form's honeypot (./enquiry-rules.js): a field people never see, so only bots fill it in.
 * Without provider keys the form's script sends it on when filled, so that the endpoint drops and
 * counts what bots send.
 */
export const HONEYPOT_PARAM = HONEYPOT_FIELD

/**
 * True when the honeypot holds anything but white space.
 * @param {Record<string, string | number | boolean | null>} params
 */
export function fillsHoneypot(params) {
  const value = params[HONEYPOT_PARAM]
  return value !== undefined && value !== null && value !== false && String(value).trim() !== ''
}

/** Fields from one-line inputs, by their template param or form name (the message is the only multi-line one). */
const SINGLE_LINE_PARAMS = ['from_name', 'from_email', 'name', 'email', 'phone', 'company', 'service']

/**
 * CR and LF removed from one-line fields, so that nothing downstream (an e-mail template's subject
 * or headers, a log line) can be given extra lines by a crafted enquiry.
 * @template {Record<string, string | number | boolean | null>} Params
 * @param {Params} params
 * @returns {Params}
 */
export function withoutLineBreaks(params) {
  return /** @type {Params} */ (
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [
        key,
        SINGLE_LINE_PARAMS.includes(key) && typeof value === 'string' ? value.replace(/[\r\n]+/g, ' ') : value,
      ]),
    )
  )
}

// @ts-check
/**
 * The local stand-in for the e-mail provider's send endpoint (POST /api/v1.0/email/send), used by
 * `npm start` when the build has no provider keys: it checks the body like the provider would and
 * stores each enquiry as a JSON file, so a fresh clone receives enquiries without any account.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

export const ENQUIRY_PATH = '/api/v1.0/email/send'
/** The provider refuses larger requests; so do we, before reading them into memory. */
export const MAX_BODY_BYTES = 32 * 1024
/** Enough for any real visitor; stops a script from filling the disk. */
const MAX_ENQUIRIES_PER_MINUTE = 30

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/**
 * @typedef {{
 *   lib_version?: string,
 *   user_id: string,
 *   service_id: string,
 *   template_id: string,
 *   template_params: Record<string, string | number | boolean | null>,
 * }} SendRequest
 */

/**
 * @param {Response} res @param {number} status @param {string} body @param {Record<string, string>} [headers]
 */
function reply(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(body)
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

/**
 * Reads the body, refusing it as soon as it grows past `limit` bytes.
 * @param {Request} req @param {number} limit
 * @returns {Promise<Buffer | null>} null when the body is too large
 */
function readBody(req, limit) {
  return new Promise((resolveBody, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let settled = false
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (settled) return
      size += chunk.length
      if (size > limit) {
        settled = true
        resolveBody(null)
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!settled) resolveBody(Buffer.concat(chunks))
    })
    req.on('error', (error) => {
      if (!settled) reject(error)
    })
  })
}

/**
 * @param {{
 *   dir?: string,
 *   log?: (message: string) => void,
 *   now?: () => Date,
 * }} [options]
 * `dir` is where enquiries are stored (default: ENQUIRY_DIR, else .data/enquiries in the working directory).
 * @returns {(req: Request, res: Response) => Promise<void>}
 */
export function createEnquiryEndpoint({
  dir = resolve(process.env.ENQUIRY_DIR || '.data/enquiries'),
  log = console.log,
  now = () => new Date(),
} = {}) {
  /** @type {number[]} */
  let recent = []

  return async function handleEnquiry(req, res) {
    if (req.method !== 'POST') return reply(res, 405, 'Method Not Allowed', { Allow: 'POST' })

    const declared = Number(req.headers['content-length'])
    if (declared > MAX_BODY_BYTES) {
      // Answer without reading the body, and don't keep a connection the client is still filling.
      return reply(res, 413, 'Payload Too Large', { Connection: 'close' })
    }
    const raw = await readBody(req, MAX_BODY_BYTES)
    if (raw === null) return reply(res, 413, 'Payload Too Large', { Connection: 'close' })

    let body
    try {
      body = JSON.parse(raw.toString('utf8'))
    } catch {
      return reply(res, 400, 'The request body is not valid JSON')
    }
    const result = validateSendRequest(body)
    if (!result.ok) return reply(res, 400, result.error)

    const time = now()
    recent = recent.filter((at) => time.getTime() - at < 60_000)
    if (recent.length >= MAX_ENQUIRIES_PER_MINUTE) return reply(res, 429, 'Too Many Requests')
    recent.push(time.getTime())

    const file = join(dir, `${time.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`)
    await mkdir(dir, { recursive: true })
    // Enquiries hold personal details: readable by the server's user only.
    await writeFile(file, `${JSON.stringify({ receivedAt: time.toISOString(), ...result.request }, null, 2)}\n`, {
      mode: 0o600,
      flag: 'wx',
    })
    log(`Enquiry received (no e-mail provider configured): stored in ${file}`)
    reply(res, 200, 'OK')
  }
}

// @ts-check
/**
 * The local enquiry endpoint as a Fastify route, hardened for the open internet: only JSON from
 * the site's own pages, the size checked before anything is parsed, a limit per visitor and one
 * per day for everyone, and a storage cap. Nothing refused here is stored, and nothing that fails
 * to be stored is lost: it goes to stderr in full. What fills the form's honeypot is answered as a
 * success (so bots learn nothing), counted, and never stored. With an outbox (SMTP_URL), each
 * enquiry is stored marked `waiting` and then handed to it to be e-mailed (./enquiry-outbox.js):
 * the visitor's answer does not wait for the mail server.
 */
import rateLimit from '@fastify/rate-limit'
import {
  ENQUIRY_PATH,
  fillsHoneypot,
  MAX_BODY_BYTES,
  SEND_REQUEST_SCHEMA,
  withoutLineBreaks,
} from './enquiry-endpoint.js'
import { toStoredEnquiry } from './enquiry-files.js'
import { SERVER_DEFAULTS } from './server-configuration.js'

/** @typedef {import('fastify').FastifyInstance} FastifyInstance */
/** @typedef {import('fastify').FastifyRequest} FastifyRequest */
/** @typedef {ReturnType<typeof import('./enquiry-store.js').createEnquiryStore>} EnquiryStore */

/** @typedef {{ perClient: number, perClientWindowMs: number, perDay: number }} EnquiryLimits */

/** Without limits given: the defaults of the server's configuration. */
const DEFAULT_LIMITS = SERVER_DEFAULTS.enquiries.limits

/** An error the site's error handler answers with its status and message as plain text. */
function refusal(/** @type {number} */ statusCode, /** @type {string} */ message) {
  return Object.assign(new Error(message), { statusCode, expose: true })
}

/**
 * True when a browser's Origin header names this site: the host the request was sent to (as the
 * proxy in front reports it, when TRUST_PROXY trusts it), or the build's canonical origin.
 * Requests without Origin come from non-browser clients, which no other website can steer.
 * @param {FastifyRequest} request @param {string} siteOrigin
 */
function isOwnOrigin(request, siteOrigin) {
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (origin === siteOrigin) return true
  try {
    const parsed = new URL(origin)
    // `new URL` of the Host under the same scheme drops a default port the same way.
    return parsed.origin === origin && parsed.host === new URL(`${parsed.protocol}//${request.host}`).host
  } catch {
    return false
  }
}

/** @param {number} ms */
function minutes(ms) {
  const count = Math.max(1, Math.ceil(ms / 60_000))
  return `${count} minute${count === 1 ? '' : 's'}`
}

/**
 * @param {{
 *   store: EnquiryStore,
 *   siteOrigin: string | (() => string),
 *   basePath?: string,
 *   outbox?: { add: (file: string) => void },
 *   limits?: EnquiryLimits,
 *   log?: (message: string) => void,
 *   logError?: (message: string) => void,
 *   now?: () => Date,
 * }} options
 * `siteOrigin`: the build's canonical origin, or a function that answers the origin of the build
 * served now (npm start switches builds: a new site address needs no restart).
 * `basePath`: the site's, for a site served under a path: the form posts under it too.
 * @returns {(app: FastifyInstance) => Promise<void>}
 */
export function createEnquiryRoute({
  store,
  siteOrigin,
  basePath = '',
  outbox,
  limits = DEFAULT_LIMITS,
  log = console.log,
  logError = console.error,
  now = () => new Date(),
}) {
  return async function enquiryRoute(app) {
    await app.register(rateLimit, { global: false })
    const perClient = app.createRateLimit({ max: limits.perClient, timeWindow: limits.perClientWindowMs })
    const perDay = app.createRateLimit({
      max: limits.perDay,
      timeWindow: 24 * 60 * 60 * 1000,
      keyGenerator: () => 'everyone',
    })

    /** Refuses, before the body is read, what no page of this site would send. */
    async function checkRequest(/** @type {FastifyRequest} */ request) {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
      if (type !== 'application/json') {
        throw refusal(415, 'Enquiries are accepted as application/json only.')
      }
      if (!isOwnOrigin(request, typeof siteOrigin === 'function' ? siteOrigin() : siteOrigin)) {
        throw refusal(403, 'Enquiries are accepted from this website only.')
      }
    }

    /** @param {FastifyRequest} request @param {import('fastify').FastifyReply} reply */
    async function checkLimits(request, reply) {
      const client = await perClient(request)
      if (!client.isAllowed && client.isExceeded) {
        reply.header('retry-after', client.ttlInSeconds)
        throw refusal(
          429,
          `Too many enquiries from your address: at most ${limits.perClient} every ${minutes(limits.perClientWindowMs)}. Please try again in ${minutes(client.ttl)}.`,
        )
      }
      const everyone = await perDay(request)
      if (!everyone.isAllowed && everyone.isExceeded) {
        reply.header('retry-after', everyone.ttlInSeconds)
        throw refusal(
          429,
          'This website has received too many enquiries today. Please try again tomorrow or write to us.',
        )
      }
    }

    app.route({
      method: 'POST',
      url: `${basePath}${ENQUIRY_PATH}`,
      bodyLimit: MAX_BODY_BYTES,
      onRequest: [checkRequest, checkLimits],
      // Fastify answers a body that fails it with 400 and what is wrong, before the handler runs.
      schema: { body: SEND_REQUEST_SCHEMA },
      async handler(request, reply) {
        const body = /** @type {import('./enquiry-endpoint.js').SendRequest} */ (request.body)
        const receivedAt = now()
        const delivered = () =>
          reply.code(200).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('OK')
        if (fillsHoneypot(body.template_params)) {
          const dropped = await store.countSpam(receivedAt).catch((error) => {
            logError(`Spam counter not updated (${String(error)})`)
            return 'an unknown number of'
          })
          log(`Enquiry dropped as spam (the form's hidden field was filled), not stored: ${dropped} dropped so far.`)
          return delivered()
        }
        const fields = toStoredEnquiry(withoutLineBreaks(body.template_params), receivedAt)
        /** @type {import('./enquiry-files.js').StoredEnquiry} */
        const record = outbox ? { ...fields, mail: { state: 'waiting', since: fields.receivedAt, tries: 0 } } : fields
        let outcome
        try {
          outcome = await store.store(record, receivedAt)
        } catch (error) {
          logError(`Enquiry NOT stored (${String(error)}); here it is in full: ${JSON.stringify(record)}`)
          throw refusal(503, 'The enquiry could not be stored. Please write to us instead.')
        }
        if (!outcome.stored) {
          logError(`Enquiry NOT stored (storage cap reached); here it is in full: ${JSON.stringify(record)}`)
          throw refusal(507, 'The enquiry could not be stored. Please write to us instead.')
        }
        if (outbox) {
          log(`Enquiry received: stored in ${outcome.file}, and being e-mailed. Read it with: npm run enquiries`)
          outbox.add(outcome.file)
        } else {
          log(
            `Enquiry received (no e-mail provider configured): stored in ${outcome.file}. Read it with: npm run enquiries`,
          )
        }
        return delivered()
      },
    })

    app.route({
      method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: `${basePath}${ENQUIRY_PATH}`,
      handler(_request, reply) {
        reply.header('allow', 'POST')
        throw refusal(405, 'Method Not Allowed')
      },
    })
  }
}

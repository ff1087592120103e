// @ts-check
/**
 * The enquiry endpoint of `npm start` as a Fastify route, hardened for the open internet: only the
 * form's two kinds of request (the script's JSON, the plain form's post) from the site's own
 * pages, the size checked before anything is parsed, a limit per visitor and one per day for
 * everyone, and a storage cap. What a request is, and each answer, come from the module every host's
 * function shares (./enquiry-request.js, ./enquiry-handler.js); what differs here is that each
 * enquiry is stored first (./enquiry-store.js) and, with an outbox (SMTP_URL), marked `waiting` and
 * handed to it to be e-mailed (./enquiry-outbox.js): the visitor's answer does not wait for the mail
 * server, and nothing that fails to be stored is lost: it goes to stderr in full. What fills the
 * form's honeypot is answered as a success (so bots learn nothing), counted, and never stored.
 */
import rateLimit from '@fastify/rate-limit'
import { ENQUIRY_PATH, MAX_BODY_BYTES } from './enquiry-endpoint.js'
import { invalidAnswer, notDeliveredAnswer, sentAnswer } from './enquiry-handler.js'
import { isInboxRequest } from './enquiry-inbox.js'
import { FORM_TYPE, isOwnOrigin, JSON_TYPE, mediaTypeOf, readEnquiry } from './enquiry-request.js'
import { readEnquirySite } from './enquiry-site.js'
import { SERVER_DEFAULTS } from './server-configuration.js'

/** @typedef {import('fastify').FastifyInstance} FastifyInstance */
/** @typedef {import('fastify').FastifyRequest} FastifyRequest */
/** @typedef {ReturnType<typeof import('./enquiry-store.js').createEnquiryStore>} EnquiryStore */

/** @typedef {{ perClient: number, perClientWindowMs: number, perDay: number }} EnquiryLimits */

/** Without limits given: the defaults of the server's configuration. */
const DEFAULT_LIMITS = SERVER_DEFAULTS.enquiries.limits

/**
 * The inbox's own limit per client: its token is its check, but checking a token asks GitHub, so a
 * flood of made-up tokens would be a flood of GitHub's API from this server. /admin's strip asks
 * twice a minute and the inbox page once per click: 60 a minute is far above the owner's use.
 */
export const INBOX_LIMIT = { perClient: 60, windowMs: 60_000 }

/** An error the site's error handler answers with its status and message as plain text. */
function refusal(/** @type {number} */ statusCode, /** @type {string} */ message) {
  return Object.assign(new Error(message), { statusCode, expose: true })
}

/** @param {number} ms */
function minutes(ms) {
  const count = Math.max(1, Math.ceil(ms / 60_000))
  return `${count} minute${count === 1 ? '' : 's'}`
}

/** @typedef {Pick<import('./served-build.js').ServedBuild, 'rules' | 'clientDir' | 'security'>} AnsweringBuild */

/**
 * The handler's facts of each build, read once per build: its answer documents are files.
 * @returns {(build: AnsweringBuild) => import('./enquiry-handler.js').EnquirySite}
 */
function enquirySites() {
  /** @type {WeakMap<AnsweringBuild, import('./enquiry-handler.js').EnquirySite>} */
  const known = new WeakMap()
  return (build) => {
    const cached = known.get(build)
    if (cached) return cached
    const read = readEnquirySite(build.rules, build.clientDir)
    if ('problem' in read) throw refusal(503, `The enquiry form cannot be answered: ${read.problem}.`)
    known.set(build, read.site)
    return read.site
  }
}

/**
 * @param {{
 *   store: EnquiryStore,
 *   served: () => AnsweringBuild,
 *   basePath?: string,
 *   outbox?: { add: (file: string) => void },
 *   limits?: EnquiryLimits,
 *   inbox?: (request: import('./enquiry-request.js').EnquiryRequest) => Promise<import('./enquiry-handler.js').EnquiryAnswer>,
 *   log?: (message: string) => void,
 *   logError?: (message: string) => void,
 *   now?: () => Date,
 * }} options
 * `served`: the build served now (npm start switches builds: a new site address or contact needs no
 * restart); `basePath`: the site's, for a site served under a path: the form posts under it too;
 * `inbox`: answers a request with `Authorization: Bearer` (the owner's inbox, ./enquiry-local-inbox.js),
 * which the form's checks and limits do not apply to (the token is the check), only INBOX_LIMIT.
 * @returns {(app: FastifyInstance) => Promise<void>}
 */
export function createEnquiryRoute({
  store,
  served,
  basePath = '',
  outbox,
  limits = DEFAULT_LIMITS,
  inbox,
  log = console.log,
  logError = console.error,
  now = () => new Date(),
}) {
  const siteOf = enquirySites()
  return async function enquiryRoute(app) {
    await app.register(rateLimit, { global: false })
    const perClient = app.createRateLimit({ max: limits.perClient, timeWindow: limits.perClientWindowMs })
    const perDay = app.createRateLimit({
      max: limits.perDay,
      timeWindow: 24 * 60 * 60 * 1000,
      keyGenerator: () => 'everyone',
    })
    const inboxPerClient = app.createRateLimit({
      max: INBOX_LIMIT.perClient,
      timeWindow: INBOX_LIMIT.windowMs,
      keyGenerator: (request) => `inbox ${request.ip}`,
    })
    // Both kinds of body reach the handler as the text received: the shared reader parses them.
    app.addContentTypeParser([JSON_TYPE, FORM_TYPE], { parseAs: 'string' }, (_request, body, done) => done(null, body))

    const forInbox = (/** @type {FastifyRequest} */ request) =>
      inbox !== undefined &&
      isInboxRequest({ method: request.method, headers: { authorization: request.headers.authorization }, body: '' })
    /** @param {FastifyRequest} request @param {import('fastify').FastifyReply} reply */
    async function answerInbox(request, reply) {
      const answer = await (inbox ?? (() => Promise.reject(new Error('no inbox'))))({
        method: request.method,
        headers: { authorization: request.headers.authorization },
        body: typeof request.body === 'string' ? request.body : '',
      })
      return reply.code(answer.status).headers(answer.headers).send(answer.body)
    }

    /** Refuses, before the body is read, what no page of this site would send. */
    async function checkRequest(/** @type {FastifyRequest} */ request) {
      if (forInbox(request)) return
      const type = mediaTypeOf(request.headers['content-type'])
      if (type !== JSON_TYPE && type !== FORM_TYPE) {
        throw refusal(415, `Enquiries are accepted as ${JSON_TYPE} or ${FORM_TYPE} only.`)
      }
      // The host as the proxy in front reports it, when TRUST_PROXY trusts it.
      if (!isOwnOrigin(request.headers.origin, request.host, served().rules.siteOrigin ?? '')) {
        throw refusal(403, 'Enquiries are accepted from this website only.')
      }
    }

    /** @param {FastifyRequest} request @param {import('fastify').FastifyReply} reply */
    async function checkInboxLimit(request, reply) {
      const client = await inboxPerClient(request)
      if (!client.isAllowed && client.isExceeded) {
        reply.header('retry-after', client.ttlInSeconds).header('cache-control', 'no-store')
        throw refusal(429, 'Too many requests to the inbox from your address: try again in a minute.')
      }
    }

    /** @param {FastifyRequest} request @param {import('fastify').FastifyReply} reply */
    async function checkLimits(request, reply) {
      if (forInbox(request)) return checkInboxLimit(request, reply)
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
      async handler(request, reply) {
        if (forInbox(request)) return answerInbox(request, reply)
        const build = served()
        const site = siteOf(build)
        const outcome = readEnquiry(
          {
            method: request.method,
            headers: {
              'content-type': request.headers['content-type'],
              'content-length': request.headers['content-length'],
              origin: request.headers.origin,
              host: request.host,
            },
            body: String(request.body ?? ''),
          },
          site,
        )
        /** @param {import('./enquiry-handler.js').EnquiryAnswer} answer @param {string} [document] */
        const send = (answer, document) => {
          reply.code(answer.status).headers(answer.headers)
          // The document's own policy, as npm start sends it for the scheme of this request.
          if (document) build.security.applyPolicy(request.raw, reply.raw, document)
          return reply.send(answer.body)
        }
        const documents = build.rules.enquiryAnswers
        if (outcome.kind === 'refused') throw refusal(outcome.status, outcome.text)
        if (outcome.kind === 'invalid') return send(invalidAnswer(site, outcome), documents?.notSent)
        const delivered = () => send(sentAnswer(site, outcome.form))
        const receivedAt = now()
        if (outcome.kind === 'spam') {
          const dropped = await store.countSpam(receivedAt).catch((error) => {
            logError(`Spam counter not updated (${String(error)})`)
            return 'an unknown number of'
          })
          log(`Enquiry dropped as spam (the form's hidden field was filled), not stored: ${dropped} dropped so far.`)
          return delivered()
        }
        const fields = { receivedAt: receivedAt.toISOString(), ...outcome.fields }
        /** @type {import('./enquiry-files.js').StoredEnquiry} */
        const record = outbox ? { ...fields, mail: { state: 'waiting', since: fields.receivedAt, tries: 0 } } : fields
        const notStored = (/** @type {string} */ why) => {
          logError(`Enquiry NOT stored (${why}); here it is in full: ${JSON.stringify(record)}`)
          return send(notDeliveredAnswer(site, outcome), outcome.form ? documents?.notSent : undefined)
        }
        let stored
        try {
          stored = await store.store(record, receivedAt)
        } catch (error) {
          return notStored(String(error))
        }
        if (!stored.stored) return notStored('storage cap reached')
        if (outbox) {
          log(`Enquiry received: stored in ${stored.file}, and being e-mailed. Read it with: npm run enquiries`)
          outbox.add(stored.file)
        } else {
          log(`Enquiry received (SMTP_URL is not set): stored in ${stored.file}. Read it with: npm run enquiries`)
        }
        return delivered()
      },
    })

    app.route({
      method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: `${basePath}${ENQUIRY_PATH}`,
      onRequest: async (request, reply) => {
        if (request.method === 'GET' && forInbox(request)) await checkInboxLimit(request, reply)
      },
      async handler(request, reply) {
        if (request.method === 'GET' && forInbox(request)) return answerInbox(request, reply)
        reply.header('allow', 'POST')
        throw refusal(405, 'Method Not Allowed')
      },
    })
  }
}

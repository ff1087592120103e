// @ts-check
/**
 * The production server: Fastify, with @fastify/static (the `send` library) for files, so ranges,
 * conditional requests and precompressed siblings follow RFC 9110 as the widely deployed stack
 * does. What each URL answers comes from the build's serving rules (server/serving-rules.js).
 * Each request is answered from one build, rules and files together: the one current when it
 * arrived (`npm start` switches to a new build between requests, server/build-switch.js).
 */
import { STATUS_CODES } from 'node:http'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { fixedBuild } from './served-build.js'
import { cacheFor } from './serving-rules.js'

/** @typedef {import('fastify').FastifyInstance} FastifyInstance */
/** @typedef {import('fastify').FastifyReply} FastifyReply */
/** @typedef {import('fastify').FastifyRequest} FastifyRequest */
/** @typedef {import('./served-build.js').ServedBuild} ServedBuild */
/** @typedef {import('./served-build.js').Builds} Builds */

/** Request headers that would turn a not-found page into a 304, 206 or 412. */
const CONDITIONAL_HEADERS = [
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
  'range',
]

/**
 * @param {{
 *   buildDir?: string,
 *   builds?: Builds,
 *   forceHttps?: boolean,
 *   trustProxy?: number,
 *   plugins?: ((app: FastifyInstance) => Promise<void>)[],
 *   log?: (message: unknown) => void,
 * }} options
 * `builds`: where each request gets its build (`npm start`'s switch), else `buildDir` as it is;
 * `forceHttps` adds `upgrade-insecure-requests` even when no proxy says the request was https;
 * `trustProxy` is how many proxies in front may be believed about the client's address;
 * `plugins` add routes (the local enquiry endpoint).
 * @returns {Promise<FastifyInstance>}
 */
export async function createSiteServer({
  buildDir = 'build',
  builds,
  forceHttps = false,
  trustProxy = 0,
  plugins = [],
  log = console.error,
}) {
  const source = builds ?? fixedBuild(buildDir, forceHttps)
  /** The build each request is answered from, chosen when it arrives. @type {WeakMap<FastifyRequest, ServedBuild>} */
  const servedBy = new WeakMap()
  const buildOf = (/** @type {FastifyRequest} */ request) => servedBy.get(request) ?? source.current()

  const app = Fastify({
    // The client is the address `trustProxy` hops back in X-Forwarded-For (proxy-addr's hop count).
    trustProxy: (_address, hop) => hop < trustProxy,
    logger: false,
    // Route schemas (the enquiry body, server/enquiry-endpoint.js) check types as sent: 42 is not
    // "42"; a value may be one of several types ("type": ["string", "number"]).
    ajv: { customOptions: { coerceTypes: false, allowUnionTypes: true } },
    // Requests that arrive on an open connection while shutting down are still answered (with
    // Connection: close, below) rather than refused.
    return503OnClosing: false,
    // Slow or idle clients must not hold sockets forever.
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // A malformed escape in the path fails in the router, before any hook.
    frameworkErrors(_error, request, reply) {
      const build = source.current()
      build.security.apply(request.raw, reply.raw)
      return sendText(reply, build, 400, 'Bad Request')
    },
    clientErrorHandler(error, socket) {
      if (/** @type {{ code?: string }} */ (error).code === 'ECONNRESET' || !socket.writable) return
      const code = /** @type {{ code?: string }} */ (error).code
      const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
      const { rules, securityLines } = source.current()
      // No body: the request could not be read, so it may have been a HEAD.
      socket.end(
        [
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
          'Connection: close',
          `Cache-Control: ${rules.cache.error}`,
          'Content-Length: 0',
          ...securityLines,
          '',
          '',
        ].join('\r\n'),
      )
    },
  })
  app.server.headersTimeout = 15_000
  let closing = false

  await app.register(fastifyStatic, {
    // Each file is sent from its request's build (sendFile below); this is only the default.
    root: source.current().clientDir,
    serve: false,
    preCompressed: true,
    // Set from the serving rules instead; send's own default would be `max-age=0`.
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  })

  /** Every response carries the security headers, errors included; documents get their own CSP below. */
  // Callback-style hooks: they run on every request, and a promise per hook costs throughput.
  app.addHook('onRequest', (request, reply, done) => {
    const { served, release } = source.acquire()
    servedBy.set(request, served)
    reply.raw.once('close', release)
    served.security.apply(request.raw, reply.raw)
    // Before the body is read: a POST to a page is a 405, whatever its type or size.
    if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(reply, served, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
      return
    }
    done()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
  app.addHook('preClose', async () => {
    closing = true
  })

  /**
   * @param {FastifyReply} reply @param {ServedBuild} build @param {number} status @param {string} body
   * @param {Record<string, string>} [headers]
   */
  function sendText(reply, build, status, body, headers = {}) {
    return reply
      .code(status)
      .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': build.rules.cache.error, ...headers })
      .send(body)
  }

  /** @param {FastifyReply} reply @param {ServedBuild} build @param {string} file @param {string} cache */
  function sendFile(reply, build, file, cache) {
    reply.header('cache-control', cache)
    if (build.allFiles.has(`${file}.gz`) || build.allFiles.has(`${file}.br`)) reply.header('vary', 'Accept-Encoding')
    return reply.sendFile(file, build.clientDir)
  }

  // Any exception while answering one request ends in a 500 for that request only.
  app.setErrorHandler((error, request, reply) => {
    const build = buildOf(request)
    const { statusCode: status = 500, expose = false } = /** @type {{ statusCode?: number, expose?: boolean }} */ (
      error
    )
    if (status >= 500 && !expose) {
      log(error)
      return sendText(reply, build, 500, 'Internal Server Error')
    }
    // Don't keep reading a body that was refused for its size.
    /** @type {Record<string, string>} */
    const close = status === 413 ? { connection: 'close' } : {}
    // A 416 from `send` carries the Content-Range RFC 9110 asks for.
    const extra = /** @type {{ headers?: Record<string, string> }} */ (error).headers
    if (extra && typeof extra === 'object') reply.headers(extra)
    const message = error instanceof Error ? error.message : ''
    return sendText(reply, build, status, message || STATUS_CODES[status] || 'Error', close)
  })

  // Reached when a file vanished after startup, or for a method no route knows.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(reply, buildOf(request), 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    }
    return sendText(reply, buildOf(request), 404, 'Not Found')
  })

  for (const plugin of plugins) await app.register(plugin)

  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler(request, reply) {
      const build = buildOf(request)
      const { rules, security } = build
      const decision = build.decide(request.url)
      switch (decision.kind) {
        case 'error':
          return sendText(reply, build, decision.status, STATUS_CODES[decision.status] ?? 'Bad Request')
        case 'redirect':
          return reply.code(301).headers({ location: decision.location, 'cache-control': rules.cache.other }).send()
        case 'page':
          security.applyPolicy(request.raw, reply.raw, decision.file)
          return sendFile(reply, build, decision.file, rules.cache.document)
        case 'file':
          return sendFile(reply, build, decision.file, cacheFor(rules, decision.file))
        case 'not-found': {
          if (!decision.file) return sendText(reply, build, 404, 'Not Found')
          security.applyPolicy(request.raw, reply.raw, decision.file)
          for (const name of CONDITIONAL_HEADERS) delete request.raw.headers[name]
          reply.code(404)
          return sendFile(reply, build, decision.file, rules.cache.document)
        }
      }
    },
  })

  return app
}

// @ts-check
/**
 * Vercel's enquiry function (a Build Output API Node.js function, launcher `Nodejs`: Vercel calls
 * its default export with Node's request and response). Its variables are the process's environment;
 * its store is a Marketplace Redis (./vercel-store.js), and Vercel gives the visitor's address as
 * x-real-ip. Bundled with the build's site by pipeline/hosts/enquiry-functions.ts.
 */
import { answerEnquiry, declaresTooMuch, readBody } from './answer-enquiry.js'
import { vercelStorage } from './vercel-store.js'

const MISSING =
  'connect a Redis to the project to keep them until they are e-mailed (the project → Storage → Marketplace → Upstash for Redis → Connect; docs/owner-guide.md, "Receive enquiries").'

/** @param {import('./answer-enquiry.js').EnquirySite} site */
export function vercelEnquiry(site) {
  return async (
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
    )
    const body = declaresTooMuch(headers['content-length']) ? '' : await readBody(request)
    // biome-ignore lint/style/noProcessEnv: a Vercel function's one way to the variables set in Vercel's settings.
    const mailbox = process.env
    const visitor = headers['x-real-ip'] ?? request.socket.remoteAddress ?? ''
    const store = { storage: vercelStorage(mailbox), visitor, missing: MISSING, host: 'Vercel' }
    const answer = await answerEnquiry(site, { method: request.method ?? 'GET', headers, body }, mailbox, store)
    // Vercel's daily cron asks with a GET (user agent vercel-cron/1.0): the handler has just tried
    // what waits, and a 200 keeps the project's cron log from showing a failure every day.
    if (answer.status === 405 && isVercelCron(headers['user-agent'])) {
      const { allow: _allow, ...kept } = answer.headers
      response.writeHead(200, { ...kept, 'content-type': 'text/plain; charset=utf-8' }).end('Tried what waits.')
      return
    }
    response.writeHead(answer.status, answer.headers).end(answer.body)
  }
}

/** Whether Vercel's cron is asking (https://vercel.com/docs/cron-jobs: its requests' user agent). */
function isVercelCron(/** @type {string | undefined} */ userAgent) {
  return /^vercel-cron\//.test(userAgent ?? '')
}

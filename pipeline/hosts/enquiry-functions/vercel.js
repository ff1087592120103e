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
    response.writeHead(answer.status, answer.headers).end(answer.body)
  }
}

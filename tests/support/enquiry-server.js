// @ts-check
/**
 * A real site server with the local enquiry endpoint, each with its own enquiry directory (and,
 * given a mail server, e-mailing what it stores as `npm start` does with SMTP_URL), and a client
 * that posts from a chosen loopback address: for the server's enquiry tests.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { ENQUIRY_PATH } from '../../server/enquiry-endpoint.js'
import { createSmtpSender } from '../../server/enquiry-mail.js'
import { createEnquiryOutbox } from '../../server/enquiry-outbox.js'
import { createEnquiryRoute } from '../../server/enquiry-route.js'
import { createEnquiryStore } from '../../server/enquiry-store.js'
import { fixedBuild } from '../../server/served-build.js'
import { createSiteServer } from '../../server/site-server.js'
import { parseSmtpUrl } from '../../server/smtp-url.js'
import { CONTACT, makeBuild, SITE_ORIGIN } from './mini-build.js'

/** What one visitor typed, as the form names the fields it sends. */
export const visitorParams = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  phone: '+44 20 7946 0123',
  company: 'Analytical Engines',
  service: 'AI & Automation',
  message: 'Please automate our weaving.',
}

/** The same enquiry as the store keeps it, without when it arrived. */
export const visitorRecord = {
  name: visitorParams.from_name,
  email: visitorParams.from_email,
  phone: visitorParams.phone,
  company: visitorParams.company,
  service: visitorParams.service,
  message: visitorParams.message,
}

/** What the form sends without provider keys. */
export const enquiry = {
  lib_version: '4.4.1',
  user_id: 'local-stand-in',
  service_id: 'local-stand-in',
  template_id: 'local-stand-in',
  template_params: visitorParams,
}
const body = JSON.stringify(enquiry)

/** The same visitor's fields as the form posts them without JavaScript (the service by its value). */
export const visitorForm = new URLSearchParams({
  name: visitorRecord.name,
  email: visitorRecord.email,
  phone: visitorRecord.phone,
  company: visitorRecord.company,
  service: 'ai-automation',
  message: visitorRecord.message,
  website: '',
}).toString()

/** The headers of that post, as a browser sends them from one of the site's pages. */
export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' }

/** Servers on one miniature build; `stopAll` after each test, `remove` after the file. */
export function enquiryServers() {
  const build = makeBuild()
  /** @type {(() => Promise<void>)[]} */
  const cleanups = []

  /**
   * A real server with the enquiry route and its own directory; with `smtpUrl`, e-mailing each
   * enquiry to the mini build's contact address on the `retry` schedule.
   * @param {{ limits?: Parameters<typeof createEnquiryRoute>[0]['limits'], maxCount?: number, trustProxy?: number,
   *   openFile?: Parameters<typeof createEnquiryStore>[0]['openFile'], smtpUrl?: string,
   *   retry?: import('../../server/enquiry-outbox.js').RetrySchedule }} [options]
   */
  async function start({ limits, maxCount, trustProxy, openFile, smtpUrl, retry } = {}) {
    const dir = join(build.dir, `enquiries-${cleanups.length}-${Date.now()}`)
    mkdirSync(dir)
    /** @type {string[]} */
    const errors = []
    /** @type {string[]} */
    const logged = []
    const log = (/** @type {string} */ line) => logged.push(line)
    const logError = (/** @type {string} */ line) => errors.push(line)
    const store = createEnquiryStore({ dir, maxCount, openFile })
    let outbox
    if (smtpUrl) {
      const parsed = parseSmtpUrl(smtpUrl)
      if (!('server' in parsed)) throw new Error(parsed.problem)
      const recipient = () => ({ contact: CONTACT, siteOrigin: SITE_ORIGIN })
      const sender = createSmtpSender({ server: parsed.server, recipient })
      const mailing = createEnquiryOutbox({ dir, store, send: sender.send, retry, log, logError })
      cleanups.push(() => mailing.stop().then(() => sender.close()))
      outbox = mailing
    }
    const app = await createSiteServer({
      buildDir: build.dir,
      trustProxy,
      plugins: [
        createEnquiryRoute({ store, outbox, served: fixedBuild(build.dir, false).current, limits, log, logError }),
      ],
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    cleanups.push(() => app.close())
    return { port, dir, errors, logged, stored: () => readdirSync(dir).filter((name) => name.endsWith('.json')) }
  }

  return {
    start,
    stopAll: async () => {
      for (const cleanup of cleanups.splice(0)) await cleanup()
    },
    remove: () => rmSync(build.dir, { recursive: true, force: true }),
  }
}

/**
 * POSTs from a chosen loopback address, so that two "visitors" can be told apart.
 * @param {number} port @param {{ from?: string, headers?: Record<string, string>, payload?: string }} [options]
 * @returns {Promise<{ status: number, text: string, headers: import('node:http').IncomingHttpHeaders }>}
 */
export function post(port, { from = '127.0.0.2', headers = {}, payload = body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: ENQUIRY_PATH,
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

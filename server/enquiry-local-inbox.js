// @ts-check
/**
 * `npm start`'s inbox: the one inbox handler every host's function uses (./enquiry-inbox.js), over
 * `npm start`'s enquiry files (./enquiry-file-storage.js), at the same path (./enquiry-route.js hands
 * it each request with `Authorization: Bearer`). Who may read is asked of the editor's Git host, the
 * one the build's /admin/config.yml names (its `api_root`, GitHub's own when none). The
 * mailbox's health is read off the files, since `npm start`'s outbox (./enquiry-outbox.js) e-mails
 * them: when the last was sent, and what failed after it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createEnquiryBox } from '../enquiries/enquiry-box.js'
import { testEnquiryFields } from '../enquiries/test-enquiry.js'
import { createFileStorage } from './enquiry-file-storage.js'
import { createRepositoryAccess, handleInbox } from './enquiry-inbox.js'
import { createMailTransport } from './enquiry-mail.js'
import { composeEnquiryMail, enquiryMessageId } from './enquiry-message.js'
import { readEnquirySite } from './enquiry-site.js'
import { GITHUB_REST_ROOT, restRootOf } from './git-host-api.js'
import { senderAddress } from './smtp-url.js'

/** Where the editor's settings are in a build (pipeline/editor/build-editor.ts writes them, as JSON). */
const EDITOR_CONFIG = join('admin', 'config.yml')
const NOT_SET = 'SMTP_URL is not set: set it where npm start runs, then restart it.'

/**
 * When the last kept enquiry was e-mailed, and what has failed since, read off the kept enquiries.
 * @param {{ enquiry: import('../enquiries/enquiry-record.js').StoredEnquiry }[]} kept
 */
export function healthOfKept(kept) {
  const mails = kept.flatMap(({ enquiry }) => (enquiry.mail ? [enquiry.mail] : []))
  const lastSentAt = mails
    .flatMap((mail) => (mail.state === 'sent' ? [mail.sentAt] : []))
    .sort()
    .at(-1)
  const failures = mails
    .flatMap((mail) => {
      if (mail.state === 'refused') return [{ at: mail.refusedAt, error: mail.error }]
      if (mail.state === 'waiting' && mail.lastError)
        return [{ at: mail.lastTryAt ?? mail.since, error: mail.lastError }]
      return []
    })
    .filter(({ at }) => !lastSentAt || at > lastSentAt)
    .sort((a, b) => a.at.localeCompare(b.at))
  return {
    ...(lastSentAt ? { lastSentAt } : {}),
    ...(failures.length ? { failingSince: failures[0]?.at, lastError: failures.at(-1)?.error } : {}),
  }
}

/**
 * @param {{
 *   dir: string,
 *   served: () => Pick<import('./served-build.js').ServedBuild, 'rules' | 'clientDir'>,
 *   mail?: { server: import('./smtp-url.js').SmtpServer, from?: string },
 *   sender?: { send: (mailed: import('./enquiry-mail.js').MailedEnquiry, signal: AbortSignal) => Promise<{ to: string }> },
 *   apiUrl?: string,
 * }} options `mail`: SMTP_URL's server and SMTP_FROM; `sender`: what the outbox sends with
 * @returns {(request: import('./enquiry-request.js').EnquiryRequest) => Promise<import('./enquiry-handler.js').EnquiryAnswer>}
 */
export function createLocalInbox({ dir, served, mail, sender, apiUrl }) {
  const box = createEnquiryBox(createFileStorage(dir))
  const local = { ...box, health: async () => healthOfKept(await box.list()) }
  /** @type {Map<string, ReturnType<typeof createRepositoryAccess>>} */
  const accesses = new Map()
  const accessOf = (/** @type {string} */ clientDir) => {
    let backend
    try {
      backend = JSON.parse(readFileSync(join(clientDir, EDITOR_CONFIG), 'utf8')).backend
    } catch {
      return undefined
    }
    if (typeof backend?.repo !== 'string') return undefined
    const root = apiUrl ?? restRootOf(typeof backend.api_root === 'string' ? backend.api_root : GITHUB_REST_ROOT)
    const key = `${root} ${backend.repo}`
    const access = accesses.get(key) ?? createRepositoryAccess({ repository: backend.repo, apiUrl: root })
    accesses.set(key, access)
    return access
  }
  /** @type {import('../enquiries/enquiry-box.js').Send} */
  const send = async (enquiry, id) => {
    if (!sender) throw new Error(NOT_SET)
    // The file's name, as the outbox names the message: a mailbox that got it from both shows it once.
    const name = `${enquiry.receivedAt.replace(/[:.]/g, '-')}-${id}`
    return sender.send({ id, name, enquiry }, AbortSignal.timeout(60_000))
  }
  return async (request) => {
    const build = served()
    const read = readEnquirySite(build.rules, build.clientDir)
    if ('problem' in read) throw new Error(read.problem)
    const { site } = read
    const sendTest = async () => {
      if (!mail) throw new Error(NOT_SET)
      const receivedAt = new Date()
      const message = composeEnquiryMail(testEnquiryFields(site.contact.email), {
        contact: site.contact,
        siteOrigin: site.siteOrigin,
        from: senderAddress(mail.server, mail.from) ?? site.contact.email,
        receivedAt,
        messageId: enquiryMessageId(`test-${receivedAt.getTime()}`, site.siteOrigin),
      })
      const transport = createMailTransport(mail.server)
      try {
        await transport.send(message)
      } finally {
        transport.close()
      }
      return { to: site.contact.email }
    }
    const access = accessOf(build.clientDir)
    return handleInbox(request, { site, access, box: local, send, sendTest, host: 'npm start', missing: '' })
  }
}

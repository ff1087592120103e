// @ts-check
/**
 * E-mails the enquiries `npm start` stores (SMTP_URL), the store staying the source of truth:
 * an enquiry is stored first, marked `waiting`, and marked `sent` only once the mail server has
 * taken it (./enquiry-files.js holds the states). A mail server that is down, times out, refuses
 * the login or answers "later" (4xx) gets the oldest waiting enquiry again after 1 s, 2 s, 4 s …
 * and from then on every minute, until it answers; a restart resumes whatever waits. A mail server
 * that refuses one message for good (5xx) gets it marked `refused`, logged as an error and shown
 * by `npm run enquiries`, and tried once more at the next start, after the owner has fixed what
 * it said. One send at a time, oldest first. Stopping waits a moment for a send in flight, then
 * aborts it: the enquiry stays `waiting` and goes at the next start (docs/decisions/025-enquiries-by-smtp.md).
 */
import { basename } from 'node:path'
import { RETRY, retryDelay } from '../enquiries/retry.js'
import { idOf, readEnquiries, readEnquiry } from './enquiry-files.js'

/** @typedef {import('./enquiry-files.js').StoredEnquiry} StoredEnquiry */
/** @typedef {import('./enquiry-mail.js').MailedEnquiry} MailedEnquiry */
/** @typedef {import('../enquiries/retry.js').RetrySchedule} RetrySchedule */

/** Tries logged again although the error did not change: about hourly at the once-a-minute pace. */
const LOG_AGAIN_EVERY = 60

/** A delay as a log line says it. */
const inWords = (/** @type {number} */ ms) => (ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 1_000)} s`)

/**
 * @param {{
 *   dir: string,
 *   store: { rewrite: (file: string, record: StoredEnquiry) => Promise<void> },
 *   send: (mailed: MailedEnquiry, signal: AbortSignal) => Promise<{ to: string }>,
 *   retry?: RetrySchedule,
 *   graceMs?: number,
 *   log?: (message: string) => void,
 *   logError?: (message: string) => void,
 *   now?: () => Date,
 * }} options
 * `send` rejects with an error whose `permanent` is true when the server refused the message for
 * good (./enquiry-mail.js); `graceMs`: how long stopping waits for a send in flight.
 */
export function createEnquiryOutbox({
  dir,
  store,
  send,
  retry = RETRY,
  graceMs = 2_000,
  log = console.log,
  logError = console.error,
  now = () => new Date(),
}) {
  /** Files to e-mail, oldest first; the first is the one being tried. */
  const queue = /** @type {string[]} */ ([])
  let stopped = false
  /** @type {Promise<void> | undefined} */
  let running
  /** @type {(() => void) | undefined} */
  let wake
  /** @type {AbortController | undefined} */
  let inFlight

  /** Records a new state; a failure is logged, never thrown: the next try or start writes it again. */
  async function record(/** @type {string} */ file, /** @type {StoredEnquiry} */ enquiry) {
    try {
      await store.rewrite(file, enquiry)
    } catch (error) {
      logError(`Could not record in ${file} whether it was e-mailed (${String(error)}).`)
    }
  }

  function pause(/** @type {number} */ ms) {
    return new Promise((done) => {
      const timer = setTimeout(done, ms)
      wake = () => {
        clearTimeout(timer)
        done(undefined)
      }
    })
  }

  /** Tries the first queued enquiry once; answers the failures in a row after it (0: move on). */
  async function tryFirst(/** @type {string} */ file, /** @type {number} */ failures) {
    let enquiry
    try {
      enquiry = readEnquiry(file)
    } catch (error) {
      logError(`Enquiry ${file} could not be read to e-mail it (${String(error)}): skipped.`)
      return 0
    }
    const mail = enquiry.mail
    if (!mail || mail.state === 'sent') return 0
    const id = idOf(basename(file))
    const since = mail.state === 'waiting' ? mail.since : enquiry.receivedAt
    const tries = mail.tries + 1
    const startedAt = now()
    inFlight = new AbortController()
    try {
      const { to } = await send({ id, name: basename(file, '.json'), enquiry }, inFlight.signal)
      await record(file, { ...enquiry, mail: { state: 'sent', sentAt: now().toISOString(), to, tries } })
      log(`Enquiry ${id} e-mailed to ${to}${tries > 1 ? ` at try ${tries}, waiting since ${since}` : ''}.`)
      return 0
    } catch (caught) {
      const error = /** @type {Error & { permanent?: boolean }} */ (caught)
      // Aborted by stop: it stays waiting, and goes at the next start.
      if (stopped) return failures
      if (error.permanent) {
        await record(file, {
          ...enquiry,
          mail: { state: 'refused', refusedAt: startedAt.toISOString(), error: error.message, tries },
        })
        logError(
          `Enquiry ${id} NOT e-mailed: the mail server refused it for good (${error.message}). It stays stored: npm run enquiries -- ${id}. npm start tries it once more when it next starts.`,
        )
        return 0
      }
      const lastError = mail.state === 'waiting' ? mail.lastError : undefined
      await record(file, {
        ...enquiry,
        mail: { state: 'waiting', since, tries, lastTryAt: startedAt.toISOString(), lastError: error.message },
      })
      const delay = Math.max(0, retryDelay(failures + 1, retry) - (now().getTime() - startedAt.getTime()))
      if (error.message !== lastError || tries % LOG_AGAIN_EVERY === 0) {
        logError(
          `Enquiry ${id} not e-mailed yet (${error.message}), try ${tries}: it is stored, and tried again in ${inWords(delay)}, then at least once a minute until the mail server takes it.`,
        )
      }
      await pause(delay)
      return failures + 1
    } finally {
      inFlight = undefined
    }
  }

  async function run() {
    let failures = 0
    for (let file = queue[0]; file !== undefined && !stopped; file = queue[0]) {
      failures = await tryFirst(file, failures)
      if (failures === 0 && queue[0] === file) queue.shift()
    }
  }

  function kick() {
    if (running || stopped) return
    running = run().finally(() => {
      running = undefined
      // Added while the last one finished.
      if (queue.length > 0) kick()
    })
  }

  return {
    /** E-mails a newly stored enquiry (after those before it). */
    add(/** @type {string} */ file) {
      if (stopped) return
      queue.push(file)
      kick()
    },
    /**
     * Queues every enquiry in the directory that waits, or that the mail server refused (tried once
     * more), oldest first; answers how many of each.
     */
    resume() {
      const { enquiries } = readEnquiries(dir)
      const due = enquiries.filter(
        ({ enquiry }) => enquiry.mail?.state === 'waiting' || enquiry.mail?.state === 'refused',
      )
      for (const { file } of due.reverse()) if (!queue.includes(file)) queue.push(file)
      kick()
      const count = (/** @type {string} */ state) => due.filter(({ enquiry }) => enquiry.mail?.state === state).length
      return { waiting: count('waiting'), refused: count('refused') }
    },
    /** Stops sending: a send in flight gets `graceMs` to finish, then is aborted. Nothing is lost. */
    async stop() {
      stopped = true
      wake?.()
      const grace = setTimeout(() => inFlight?.abort(), graceMs)
      await running
      clearTimeout(grace)
    },
  }
}

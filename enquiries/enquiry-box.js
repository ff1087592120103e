// @ts-check
/**
 * The enquiry domain on a host's store, one module for every runtime: an enquiry is kept before the
 * visitor is answered, then e-mailed; what waits is tried again on later requests (./retry.js); one
 * refused for good is marked and kept; each is deleted after the retention period; a visitor may
 * leave only so many an hour and the store holds only so many, so a flood cannot fill it; and the
 * owner reads them newest first, with the mailbox's health. The store is a small key-value
 * interface (`EnquiryStorage`), one per host (pipeline/hosts/enquiry-functions/*-store.js) and an
 * in-memory one for tests (./memory-storage.js). It imports no host's API and no Node module.
 * Why this shape: docs/decisions/045-enquiries-kept-on-every-host.md.
 */
import { StoredEnquirySchema } from './enquiry-record.js'
import { hostRetryDelay } from './retry.js'

/**
 * @typedef {import('./enquiry-record.js').StoredEnquiry} StoredEnquiry
 * @typedef {{
 *   get(key: string): Promise<string | undefined>,
 *   put(key: string, text: string): Promise<void>,
 *   delete(key: string): Promise<void>,
 *   list(prefix: string): Promise<string[]>,
 * }} EnquiryStorage
 * Text under keys; `list` answers every key that starts with `prefix`, in any order.
 * @typedef {{ name: string, email: string, phone: string, company: string, service: string, message: string }} Fields
 * @typedef {(enquiry: StoredEnquiry, id: string) => Promise<{ to: string }>} Send
 * Resolves once the mail server took it; rejects with an error whose `permanent` is true when the
 * server refused this message for good (server/enquiry-mail.js).
 * @typedef {{ lastSentAt?: string, failingSince?: string, lastError?: string, lastErrorAt?: string }} Health
 */

/**
 * @typedef {{ perVisitor: number, visitorWindowMs: number, maxWaiting: number, maxKept: number, retentionDays: number }} Limits
 */

/** How much one store keeps, per visitor and in all (docs/decisions/045-enquiries-kept-on-every-host.md). */
export const LIMITS = /** @type {Readonly<Limits>} */ ({
  perVisitor: 10,
  visitorWindowMs: 60 * 60_000,
  maxWaiting: 100,
  maxKept: 1_000,
  retentionDays: 90,
})

/** One runtime sending an enquiry holds it this long; after that another may try it (a crash mid-send). */
const LEASE_MS = 2 * 60_000
/** Due enquiries tried per request at most, so that a visitor's answer is never held up long. */
const TRIES_PER_REQUEST = 3
const DAY_MS = 24 * 60 * 60_000

const ENQUIRY = 'enquiry/'
const WAITING = 'waiting/'
const VISITOR = 'visitor/'
const HEALTH = 'health'

/** An enquiry's key part: when it arrived (sortable), then its id. */
const keyOf = (/** @type {Date} */ at, /** @type {string} */ id) => `${at.toISOString().replace(/[:.]/g, '-')}-${id}`
const idOfKey = (/** @type {string} */ key) => key.slice(key.lastIndexOf('-') + 1)
const timeOfKey = (/** @type {string} */ key) =>
  Date.parse(key.slice(0, 24).replace(/^(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, '$1:$2:$3.$4Z'))

/** A visitor's address as a short one-way hash: the store never holds the address itself. */
async function visitorKey(/** @type {string} */ visitor) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`enquiry-visitor:${visitor}`))
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * @param {EnquiryStorage} storage
 * @param {{ now?: () => Date, limits?: Partial<Limits>, logError?: (line: string) => void }} [options]
 */
export function createEnquiryBox(storage, { now = () => new Date(), limits = {}, logError = console.error } = {}) {
  const { perVisitor, visitorWindowMs, maxWaiting, maxKept, retentionDays } = { ...LIMITS, ...limits }

  async function read(/** @type {string} */ key) {
    const text = await storage.get(`${ENQUIRY}${key}`)
    if (text === undefined) return undefined
    return StoredEnquirySchema.parse(JSON.parse(text))
  }
  const write = (/** @type {string} */ key, /** @type {StoredEnquiry} */ enquiry) =>
    storage.put(`${ENQUIRY}${key}`, JSON.stringify(enquiry))
  const keyById = async (/** @type {string} */ id) =>
    (await storage.list(ENQUIRY)).map((key) => key.slice(ENQUIRY.length)).find((key) => idOfKey(key) === id)

  /** The mailbox's health, updated by each try's outcome; never fails the caller. */
  async function noteHealth(/** @type {{ sent: true } | { sent: false, error: string }} */ outcome) {
    try {
      const before = /** @type {Health} */ (JSON.parse((await storage.get(HEALTH)) ?? '{}'))
      const at = now().toISOString()
      const health = outcome.sent
        ? { ...before, lastSentAt: at, failingSince: undefined }
        : { ...before, failingSince: before.failingSince ?? at, lastError: outcome.error, lastErrorAt: at }
      await storage.put(HEALTH, JSON.stringify(health))
    } catch (error) {
      logError(`The mailbox's health could not be recorded (${String(error)}).`)
    }
  }

  /**
   * Tries one kept enquiry once, unless it is sent, refused, or being sent elsewhere; answers its state after.
   * @param {string} key @param {Send} send @returns {Promise<'sent' | 'waiting' | 'refused' | 'busy' | 'gone'>}
   */
  async function deliver(key, send, { evenRefused = false } = {}) {
    const enquiry = await read(key)
    if (!enquiry?.mail) return 'gone'
    const mail = enquiry.mail
    if (mail.state === 'sent' || (mail.state === 'refused' && !evenRefused)) return mail.state
    const startedAt = now()
    if (mail.state === 'waiting' && mail.tryingSince && startedAt.getTime() - Date.parse(mail.tryingSince) < LEASE_MS)
      return 'busy'
    const since = mail.state === 'waiting' ? mail.since : enquiry.receivedAt
    const tries = mail.tries + 1
    const lastTry = mail.state === 'waiting' ? { lastTryAt: mail.lastTryAt, lastError: mail.lastError } : {}
    await write(key, {
      ...enquiry,
      mail: { state: 'waiting', since, tries: mail.tries, ...lastTry, tryingSince: startedAt.toISOString() },
    })
    try {
      const { to } = await send(enquiry, idOfKey(key))
      await write(key, { ...enquiry, mail: { state: 'sent', sentAt: now().toISOString(), to, tries } })
      await storage.delete(`${WAITING}${key}`)
      await noteHealth({ sent: true })
      return 'sent'
    } catch (caught) {
      const error = /** @type {Error & { permanent?: boolean }} */ (caught)
      await noteHealth({ sent: false, error: error.message })
      if (error.permanent) {
        await write(key, {
          ...enquiry,
          mail: { state: 'refused', refusedAt: startedAt.toISOString(), error: error.message, tries },
        })
        await storage.delete(`${WAITING}${key}`)
        logError(
          `Enquiry ${idOfKey(key)} NOT e-mailed: the mail server refused it for good (${error.message}). It is kept.`,
        )
        return 'refused'
      }
      const dueAt = new Date(startedAt.getTime() + hostRetryDelay(tries)).toISOString()
      const lastTryAt = startedAt.toISOString()
      await write(key, { ...enquiry, mail: { state: 'waiting', since, tries, lastTryAt, lastError: error.message } })
      await storage.put(`${WAITING}${key}`, dueAt)
      logError(`Enquiry ${idOfKey(key)} not e-mailed yet (${error.message}), try ${tries}: it is kept and tried again.`)
      return 'waiting'
    }
  }

  return {
    /**
     * Keeps a visitor's enquiry, waiting to be e-mailed, unless this visitor left too many within
     * the hour (`limited`) or the store holds as many as it may (`full`).
     * @param {Fields} fields @param {string} visitor the address the host saw the request come from
     * @returns {Promise<{ kept: true, key: string } | { kept: false, why: 'limited' | 'full' }>}
     */
    async keep(fields, visitor) {
      const at = now()
      const counter = `${VISITOR}${await visitorKey(visitor)}`
      const recent = /** @type {number[]} */ (JSON.parse((await storage.get(counter)) ?? '[]')).filter(
        (time) => at.getTime() - time < visitorWindowMs,
      )
      if (recent.length >= perVisitor) return { kept: false, why: 'limited' }
      const [kept, waiting] = await Promise.all([storage.list(ENQUIRY), storage.list(WAITING)])
      if (kept.length >= maxKept || waiting.length >= maxWaiting) return { kept: false, why: 'full' }
      await storage.put(counter, JSON.stringify([...recent, at.getTime()]))
      const key = keyOf(at, crypto.randomUUID().slice(0, 8))
      await write(key, {
        receivedAt: at.toISOString(),
        ...fields,
        mail: { state: 'waiting', since: at.toISOString(), tries: 0 },
      })
      await storage.put(`${WAITING}${key}`, at.toISOString())
      return { kept: true, key }
    },

    deliver,

    /** Tries the waiting enquiries that are due, oldest first, a few per call; answers how many went. */
    async deliverDue(/** @type {Send} */ send) {
      const at = now().getTime()
      const waiting = (await storage.list(WAITING)).map((key) => key.slice(WAITING.length)).sort()
      let sent = 0
      let tried = 0
      for (const key of waiting) {
        if (tried >= TRIES_PER_REQUEST) break
        const dueAt = Date.parse((await storage.get(`${WAITING}${key}`)) ?? '')
        if (Number.isFinite(dueAt) && dueAt > at) continue
        tried += 1
        if ((await deliver(key, send)) === 'sent') sent += 1
      }
      return sent
    },

    /** Deletes enquiries older than the retention period and visitor counters past their window. */
    async sweep() {
      const at = now().getTime()
      for (const key of await storage.list(ENQUIRY)) {
        const time = timeOfKey(key.slice(ENQUIRY.length))
        if (at - time > retentionDays * DAY_MS) {
          await storage.delete(`${WAITING}${key.slice(ENQUIRY.length)}`)
          await storage.delete(key)
        }
      }
      for (const key of await storage.list(VISITOR)) {
        const times = /** @type {number[]} */ (JSON.parse((await storage.get(key)) ?? '[]'))
        if (times.every((time) => at - time >= visitorWindowMs)) await storage.delete(key)
      }
    },

    /** Every kept enquiry, newest first, as the owner reads it. */
    async list() {
      const keys = (await storage.list(ENQUIRY))
        .map((key) => key.slice(ENQUIRY.length))
        .sort()
        .reverse()
      const listed = await Promise.all(keys.map(async (key) => ({ id: idOfKey(key), enquiry: await read(key) })))
      return listed.flatMap(({ id, enquiry }) => (enquiry ? [{ id, enquiry }] : []))
    },

    /** The owner's Retry now: one enquiry tried at once, even one refused before. */
    async retryNow(/** @type {string} */ id, /** @type {Send} */ send) {
      const key = await keyById(id)
      return key ? deliver(key, send, { evenRefused: true }) : 'gone'
    },

    /** The owner's Delete. Answers whether there was one to delete. */
    async remove(/** @type {string} */ id) {
      const key = await keyById(id)
      if (!key) return false
      await storage.delete(`${WAITING}${key}`)
      await storage.delete(`${ENQUIRY}${key}`)
      return true
    },

    /** When the last enquiry was delivered, and whether delivery is failing now, since when, with what. */
    async health() {
      return /** @type {Health} */ (JSON.parse((await storage.get(HEALTH)) ?? '{}'))
    },
  }
}

/** @typedef {ReturnType<typeof createEnquiryBox>} EnquiryBox */

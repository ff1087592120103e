// @ts-check
/**
 * What the enquiry directory holds, written by the local endpoint (./enquiry-store.js) and read by
 * the owner's command (scripts/enquiries.ts): one JSON file per enquiry, holding when it arrived
 * and the visitor's six fields, nothing of the provider's plumbing, and, when `npm start` e-mails
 * enquiries (SMTP_URL, ./enquiry-outbox.js), whether this one was e-mailed; and the spam counter.
 * Files written before this shape (the provider's whole request, the service as its id) are still read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { StoredEnquirySchema } from '../enquiries/enquiry-record.js'
import { fieldsOfParams } from './enquiry-request.js'

/** @typedef {import('../enquiries/enquiry-record.js').MailState} MailState */
/** @typedef {import('../enquiries/enquiry-record.js').StoredEnquiry} StoredEnquiry */
/** @typedef {Record<string, string | number | boolean | null | undefined>} TemplateParams */

/**
 * The record stored for one enquiry: the six fields from the provider's template params (a
 * missing one empty, a number or boolean as text); anything else in the request is left out.
 * @param {TemplateParams} params @param {Date} receivedAt
 * @returns {StoredEnquiry}
 */
export function toStoredEnquiry(params, receivedAt) {
  return { receivedAt: receivedAt.toISOString(), ...fieldsOfParams(params) }
}

/** The shape stored until the endpoint kept the visitor's fields only: the provider's whole request. */
const OldShapeSchema = z
  .object({
    receivedAt: z.iso.datetime(),
    // Required: the route's schema always gave it, and a record of today's shape with a damaged
    // `mail` must be reported unreadable, not read as an old one with every field empty.
    template_params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .transform(({ receivedAt, template_params }) => toStoredEnquiry(template_params, new Date(receivedAt)))

const EnquiryFileSchema = z.union([StoredEnquirySchema, OldShapeSchema])

/** An enquiry's file name: when it arrived, then its id, so that names sort by arrival. */
export function enquiryFileName(/** @type {Date} */ receivedAt, /** @type {string} */ id) {
  return `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${id}.json`
}

/** The id in a name enquiryFileName wrote; for any other `.json` file, its name without `.json`. */
export function idOf(/** @type {string} */ name) {
  return /-([0-9a-f]{8})\.json$/.exec(name)?.[1] ?? name.replace(/\.json$/, '')
}

/** True for the files that hold one enquiry each (not the counter, not a write in progress). */
export function isEnquiryFile(/** @type {string} */ name) {
  return name.endsWith('.json') && !name.startsWith('.')
}

/** The counter of enquiries dropped as spam, beside the enquiries. */
export const SPAM_COUNT_FILE = 'spam-count'

const SpamCountSchema = z.object({ dropped: z.number().int().min(0), lastAt: z.iso.datetime() })

/** @typedef {z.infer<typeof SpamCountSchema>} SpamCount */

/**
 * The spam counter in `dir`: none when nothing was ever dropped; an unreadable one is an error.
 * @param {string} dir @returns {SpamCount | undefined}
 */
export function readSpamCount(dir) {
  const file = join(dir, SPAM_COUNT_FILE)
  if (!existsSync(file)) return undefined
  return SpamCountSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
}

/**
 * One enquiry's file, read and checked; throws when it is not an enquiry.
 * @param {string} file @returns {StoredEnquiry}
 */
export function readEnquiry(file) {
  return EnquiryFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
}

/**
 * @typedef {{ id: string, file: string, enquiry: StoredEnquiry }} ListedEnquiry
 * @typedef {{ file: string, problem: string }} UnreadableFile
 */

/**
 * Every enquiry in `dir`, newest first, and the files that could not be read (each with why), so
 * that nothing is skipped silently. A directory that does not exist yet holds none.
 * @param {string} dir
 * @returns {{ enquiries: ListedEnquiry[], unreadable: UnreadableFile[] }}
 */
export function readEnquiries(dir) {
  /** @type {ListedEnquiry[]} */
  const enquiries = []
  /** @type {UnreadableFile[]} */
  const unreadable = []
  const names = existsSync(dir) ? readdirSync(dir).filter(isEnquiryFile) : []
  for (const name of names) {
    const file = join(dir, name)
    try {
      const enquiry = readEnquiry(file)
      enquiries.push({ id: idOf(name), file, enquiry })
    } catch (error) {
      const problem = error instanceof z.ZodError ? 'not an enquiry' : String(error)
      unreadable.push({ file, problem })
    }
  }
  // ISO times in UTC compare as text; the file name (time, then id) breaks a tie.
  const key = (/** @type {ListedEnquiry} */ listed) => `${listed.enquiry.receivedAt} ${listed.file}`
  enquiries.sort((a, b) => (key(a) < key(b) ? 1 : -1))
  return { enquiries, unreadable }
}

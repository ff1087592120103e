// @ts-check
/**
 * What one enquiry is once kept, on every runtime (`npm start`'s files, each host's store): when it
 * arrived, the visitor's six fields, nothing of the provider's plumbing, and where e-mailing it
 * stands. The one definition of the states: server/enquiry-files.js reads and writes files of it,
 * ./enquiry-box.js keeps it in a host's store. It imports no host's API and no Node module.
 */
// zod's mini build: a host's bundle takes a tenth of the full one's size.
import * as z from 'zod/mini'

const count = (/** @type {number} */ least) => z.int().check(z.minimum(least))
const optionalTime = () => z.optional(z.iso.datetime())

/**
 * Where e-mailing one enquiry stands: `waiting` since it was stored (with the tries so far and the
 * last error; `tryingSince` while one runtime is sending it, so that another does not send it
 * too); `sent`, to whom; `refused` for good by the mail server (a 5xx answer for this message),
 * kept, never retried by itself (the owner's Retry now, or `npm start`'s next start, tries it once
 * more). No `mail` at all: stored while SMTP_URL was unset, so never to be e-mailed.
 */
const MailStateSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('waiting'),
    since: z.iso.datetime(),
    tries: count(0),
    lastTryAt: optionalTime(),
    lastError: z.optional(z.string()),
    tryingSince: optionalTime(),
  }),
  z.object({ state: z.literal('sent'), sentAt: z.iso.datetime(), to: z.string(), tries: count(1) }),
  z.object({
    state: z.literal('refused'),
    refusedAt: z.iso.datetime(),
    error: z.string(),
    tries: count(1),
  }),
])

/** @typedef {z.infer<typeof MailStateSchema>} MailState */

export const StoredEnquirySchema = z.object({
  receivedAt: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  /** The service's name as the form shows it; in files of the old shape, its id. */
  service: z.string(),
  message: z.string(),
  mail: z.optional(MailStateSchema),
})

/** @typedef {z.infer<typeof StoredEnquirySchema>} StoredEnquiry */

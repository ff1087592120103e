// @ts-check
/**
 * Where the local enquiry endpoint keeps enquiries: one compact JSON file each (its shape:
 * ./enquiry-files.js), written to a temporary name and renamed into place, so a full disk or a
 * crash never leaves an empty or half-written enquiry. A cap on count and bytes keeps a flood from
 * filling the disk. Beside them, the count of enquiries dropped as spam, written the same way.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { open, rename, stat, unlink } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { enquiryFileName, isEnquiryFile, readSpamCount, SPAM_COUNT_FILE } from './enquiry-files.js'
import { SERVER_DEFAULTS } from './server-configuration.js'

/** Without a cap given: the defaults of the server's configuration (ENQUIRY_MAX_COUNT, ENQUIRY_MAX_MB). */
const { maxCount: DEFAULT_MAX_COUNT, maxBytes: DEFAULT_MAX_BYTES } = SERVER_DEFAULTS.enquiries

/**
 * Creates the directory if needed and proves it writable by writing a file, so a misconfigured
 * ENQUIRY_DIR stops `npm start` at once instead of losing the first visitor's enquiry.
 * @param {string} dir
 */
export function checkWritable(dir) {
  const probe = join(dir, `.write-check-${process.pid}`)
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    writeFileSync(probe, '')
    unlinkSync(probe)
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code ?? String(error)
    throw new Error(
      `The enquiry directory ${dir} is not writable (${code}). Set ENQUIRY_DIR to a directory the server's user can write to.`,
    )
  }
}

/** @typedef {{ stored: true, file: string } | { stored: false }} StoreResult */

/**
 * @param {{
 *   dir: string,
 *   maxCount?: number,
 *   maxBytes?: number,
 *   openFile?: typeof open,
 * }} options
 * `openFile` exists for tests that need a write to fail half-way.
 */
export function createEnquiryStore({
  dir,
  maxCount = DEFAULT_MAX_COUNT,
  maxBytes = DEFAULT_MAX_BYTES,
  openFile = open,
}) {
  // What is already there counts towards the cap; only files this store wrote are added later.
  let count = 0
  let bytes = 0
  for (const name of readdirSync(dir)) {
    if (!isEnquiryFile(name)) continue
    count += 1
    bytes += statSync(join(dir, name)).size
  }

  /**
   * Writes `text` to `dir/name` whole or not at all: to a temporary name, synced, then renamed.
   * Enquiries hold personal details: readable by the server's user only.
   * @param {string} name @param {string} text
   */
  async function writeWhole(name, text) {
    const temporary = join(dir, `.${name}.${randomUUID().slice(0, 8)}.tmp`)
    try {
      const handle = await openFile(temporary, 'wx', 0o600)
      try {
        await handle.writeFile(text)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temporary, join(dir, name))
    } catch (error) {
      await unlink(temporary).catch(() => {})
      throw error
    }
  }

  /** Counter updates one after another, so that two drops at once both count. */
  let spamUpdates = Promise.resolve(0)

  return {
    /**
     * Stores one enquiry, or answers `stored: false` when the cap would be passed. Throws when the write
     * fails; nothing is left behind then.
     * @param {import('./enquiry-files.js').StoredEnquiry} record @param {Date} receivedAt
     * @returns {Promise<StoreResult>}
     */
    async store(record, receivedAt) {
      const text = `${JSON.stringify(record)}\n`
      const size = Buffer.byteLength(text)
      if (count + 1 > maxCount || bytes + size > maxBytes) return { stored: false }
      // Reserved before the write, so concurrent requests can't all pass the check.
      count += 1
      bytes += size
      const name = enquiryFileName(receivedAt, randomUUID().slice(0, 8))
      try {
        await writeWhole(name, text)
        return { stored: true, file: join(dir, name) }
      } catch (error) {
        count -= 1
        bytes -= size
        throw error
      }
    },

    /**
     * Replaces a stored enquiry's file with `record`, whole or not at all: how whether it was
     * e-mailed is kept (./enquiry-outbox.js). Throws when the write fails; the old file stays then.
     * @param {string} file a path `store` answered @param {import('./enquiry-files.js').StoredEnquiry} record
     */
    async rewrite(file, record) {
      const text = `${JSON.stringify(record)}\n`
      const before = await stat(file).then(
        (found) => found.size,
        () => 0,
      )
      await writeWhole(basename(file), text)
      bytes += Buffer.byteLength(text) - before
    },

    /**
     * Adds one to the count of enquiries dropped as spam, read afresh from its file (another
     * server may share the directory); answers the new count. An unreadable counter starts again.
     * @param {Date} at @returns {Promise<number>}
     */
    countSpam(at) {
      const update = spamUpdates.then(async () => {
        let dropped = 0
        try {
          dropped = readSpamCount(dir)?.dropped ?? 0
        } catch {
          // A damaged counter is not worth refusing anyone: it starts again from this drop.
        }
        dropped += 1
        await writeWhole(SPAM_COUNT_FILE, `${JSON.stringify({ dropped, lastAt: at.toISOString() })}\n`)
        return dropped
      })
      spamUpdates = update.catch(() => 0)
      return update
    },
  }
}

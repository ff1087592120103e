// @ts-check
/**
 * Where the local enquiry endpoint keeps enquiries: one compact JSON file each, written to a
 * temporary name and renamed into place, so a full disk or a crash never leaves an empty or
 * half-written enquiry. A cap on count and bytes keeps a flood from filling the disk.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { open, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
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
    if (!name.endsWith('.json')) continue
    count += 1
    bytes += statSync(join(dir, name)).size
  }

  return {
    /**
     * Stores one enquiry, or answers `stored: false` when the cap would be passed. Throws when the write
     * fails; nothing is left behind then.
     * @param {Record<string, unknown>} record @param {Date} receivedAt
     * @returns {Promise<StoreResult>}
     */
    async store(record, receivedAt) {
      const text = `${JSON.stringify(record)}\n`
      const size = Buffer.byteLength(text)
      if (count + 1 > maxCount || bytes + size > maxBytes) return { stored: false }
      // Reserved before the write, so concurrent requests can't all pass the check.
      count += 1
      bytes += size
      const name = `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`
      const temporary = join(dir, `.${name}.tmp`)
      try {
        // Enquiries hold personal details: readable by the server's user only.
        const handle = await openFile(temporary, 'wx', 0o600)
        try {
          await handle.writeFile(text)
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temporary, join(dir, name))
        return { stored: true, file: join(dir, name) }
      } catch (error) {
        count -= 1
        bytes -= size
        await unlink(temporary).catch(() => {})
        throw error
      }
    },
  }
}

// @ts-check
/**
 * `npm start`'s enquiry directory (ENQUIRY_DIR) as an enquiry store (enquiries/enquiry-box.js
 * `EnquiryStorage`), so that the one domain reads, retries and deletes the very files `npm start`
 * keeps: an enquiry's key is its file's name (./enquiry-files.js `enquiryFileName`, the same form
 * as the domain's keys), and the domain's other keys (what waits, per-visitor counts, the mailbox's
 * health) live in a hidden folder beside them, which `npm run enquiries` does not list. Each write
 * is whole or not at all (a temporary name, then a rename), readable by the server's user only.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isEnquiryFile } from './enquiry-files.js'

const ENQUIRY = 'enquiry/'
/** Beside the enquiries, hidden: a name starting with a dot is never an enquiry file. */
const OWN = '.enquiry-box'

/** @param {string} dir @returns {import('../enquiries/enquiry-box.js').EnquiryStorage} */
export function createFileStorage(dir) {
  const fileOf = (/** @type {string} */ key) =>
    key.startsWith(ENQUIRY) ? join(dir, `${key.slice(ENQUIRY.length)}.json`) : join(dir, OWN, encodeURIComponent(key))
  const names = (/** @type {string} */ folder) =>
    readdir(folder).catch((/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'ENOENT') return /** @type {string[]} */ ([])
      throw error
    })
  return {
    async get(key) {
      try {
        return await readFile(fileOf(key), 'utf8')
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined
        throw error
      }
    },
    async put(key, text) {
      const file = fileOf(key)
      await mkdir(join(file, '..'), { recursive: true, mode: 0o700 })
      const temporary = `${file}.${randomUUID().slice(0, 8)}.tmp`
      try {
        await writeFile(temporary, text, { mode: 0o600, flag: 'wx' })
        await rename(temporary, file)
      } catch (error) {
        await unlink(temporary).catch(() => {})
        throw error
      }
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((/** @type {NodeJS.ErrnoException} */ error) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
    async list(prefix) {
      if (prefix.startsWith(ENQUIRY) || ENQUIRY.startsWith(prefix)) {
        const enquiries = (await names(dir)).filter(isEnquiryFile).map((name) => `${ENQUIRY}${name.slice(0, -5)}`)
        const own = (await names(join(dir, OWN))).filter((name) => !name.endsWith('.tmp')).map(decodeURIComponent)
        return [...enquiries, ...own].filter((key) => key.startsWith(prefix))
      }
      return (await names(join(dir, OWN)))
        .filter((name) => !name.endsWith('.tmp'))
        .map(decodeURIComponent)
        .filter((key) => key.startsWith(prefix))
    },
  }
}

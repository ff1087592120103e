// @ts-check
/**
 * The enquiry store's interface (./enquiry-box.js `EnquiryStorage`) kept in memory: the reference
 * the host stores are measured against in tests, counting each operation as hosts bill them.
 */

export function createMemoryStorage() {
  const entries = new Map()
  const operations = { get: 0, put: 0, delete: 0, list: 0 }
  /** @type {import('./enquiry-box.js').EnquiryStorage & { operations: typeof operations, entries: Map<string, string> }} */
  const storage = {
    operations,
    entries,
    async get(key) {
      operations.get += 1
      return entries.get(key)
    },
    async put(key, text) {
      operations.put += 1
      entries.set(key, text)
    },
    async delete(key) {
      operations.delete += 1
      entries.delete(key)
    },
    async list(prefix) {
      operations.list += 1
      return [...entries.keys()].filter((key) => key.startsWith(prefix))
    },
  }
  return storage
}

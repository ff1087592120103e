// @ts-check
/**
 * The enquiry store on Cloudflare Pages (enquiries/enquiry-box.js `EnquiryStorage`): a Workers KV
 * namespace the owner binds to the project as `ENQUIRIES` (docs/owner-guide.md, "Receive
 * enquiries"). Without the binding there is none, and the function behaves as before stores.
 */

/**
 * The parts of a KV namespace the store uses (developers.cloudflare.com/kv/api/).
 * @typedef {{
 *   get(key: string): Promise<string | null>,
 *   put(key: string, value: string): Promise<void>,
 *   delete(key: string): Promise<void>,
 *   list(options: { prefix: string, cursor?: string }): Promise<{ keys: { name: string }[], list_complete: boolean, cursor?: string }>,
 * }} KvNamespace
 */

/** @param {KvNamespace | undefined} namespace @returns {import('../../../enquiries/enquiry-box.js').EnquiryStorage | undefined} */
export function cloudflareStorage(namespace) {
  if (!namespace || typeof namespace.list !== 'function') return undefined
  return {
    get: async (key) => (await namespace.get(key)) ?? undefined,
    put: (key, text) => namespace.put(key, text),
    delete: (key) => namespace.delete(key),
    async list(prefix) {
      const names = []
      let cursor
      do {
        const page = await namespace.list({ prefix, ...(cursor ? { cursor } : {}) })
        names.push(...page.keys.map((key) => key.name))
        cursor = page.list_complete ? undefined : page.cursor
      } while (cursor)
      return names
    },
  }
}

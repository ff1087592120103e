// @ts-check
/**
 * The enquiry store on Vercel (enquiries/enquiry-box.js `EnquiryStorage`): a Redis from Vercel's
 * Marketplace (Upstash), connected to the project in its Storage tab, which sets KV_REST_API_URL
 * and KV_REST_API_TOKEN (newer connections: UPSTASH_REDIS_REST_URL and _TOKEN). Spoken to over its
 * REST API with fetch, so the bundle needs no client. Why Redis and not Vercel Blob:
 * docs/decisions/046-vercel-enquiry-store.md. Without the variables there is none, and the function
 * behaves as before stores.
 */

/** Keys the store holds live under this, so that a Redis shared with something else stays apart. */
const PREFIX = 'site-enquiries:'

/**
 * @param {Record<string, string | undefined>} env
 * @returns {import('../../../enquiries/enquiry-box.js').EnquiryStorage | undefined}
 */
export function vercelStorage(env) {
  const url = env.KV_REST_API_URL || env.UPSTASH_REDIS_REST_URL
  const token = env.KV_REST_API_TOKEN || env.UPSTASH_REDIS_REST_TOKEN
  if (!url || !token) return undefined
  /** One Redis command; answers its result, throws Redis's error. @param {string[]} command */
  async function run(command) {
    const response = await fetch(url ?? '', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(10_000),
    })
    const answer = /** @type {{ result?: unknown, error?: string }} */ (await response.json())
    if (!response.ok || answer.error) throw new Error(`Redis ${command[0]}: ${answer.error ?? response.status}`)
    return answer.result
  }
  return {
    get: async (key) => {
      const result = await run(['GET', `${PREFIX}${key}`])
      return typeof result === 'string' ? result : undefined
    },
    put: async (key, text) => {
      await run(['SET', `${PREFIX}${key}`, text])
    },
    delete: async (key) => {
      await run(['DEL', `${PREFIX}${key}`])
    },
    // The store's keys hold no glob characters; SCAN pages through them without blocking Redis.
    async list(prefix) {
      const names = []
      let cursor = '0'
      do {
        const [next, keys] = /** @type {[string, string[]]} */ (
          await run(['SCAN', cursor, 'MATCH', `${PREFIX}${prefix}*`, 'COUNT', '1000'])
        )
        names.push(...keys.map((key) => key.slice(PREFIX.length)))
        cursor = next
      } while (cursor !== '0')
      return names
    },
  }
}

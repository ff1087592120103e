// @ts-check
/**
 * The enquiry store on Netlify (enquiries/enquiry-box.js `EnquiryStorage`): Netlify Blobs, which
 * every site has without set-up, in a store named `enquiries`, read with strong consistency so a
 * retry never misses what the request before it wrote. Outside Netlify (no Blobs context) there
 * is none, and the function behaves as before stores.
 */
import { getStore } from '@netlify/blobs'

/** @returns {import('../../../enquiries/enquiry-box.js').EnquiryStorage | undefined} */
export function netlifyStorage() {
  let store
  try {
    store = getStore({ name: 'enquiries', consistency: 'strong' })
  } catch {
    // MissingBlobsEnvironmentError: not running on Netlify (or its local sandbox).
    return undefined
  }
  return {
    get: async (key) => (await store.get(key, { type: 'text' })) ?? undefined,
    put: async (key, text) => {
      await store.set(key, text)
    },
    delete: (key) => store.delete(key),
    list: async (prefix) => (await store.list({ prefix })).blobs.map((blob) => blob.key),
  }
}

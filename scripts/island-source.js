// @ts-check
/** The contact form island's entry: built by scripts/build/island-entry-plugin.ts, measured by bench/first-load.js. */
export const ISLAND_SOURCE = 'app/features/contact/contact-island.client.tsx'

/** The contact form island's entry: built by pipeline/vite-plugins/island-entry-plugin.ts, measured by scripts/measure/first-load.ts. */
export const ISLAND_SOURCE = 'app/features/contact/contact-island.client.tsx'

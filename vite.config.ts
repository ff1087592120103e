import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { contentCollections } from './scripts/content-plugin.ts'
import { islandEntryPlugin } from './scripts/island-entry-plugin.ts'

export default defineConfig({
  plugins: [contentCollections(), tailwindcss(), reactRouter(), islandEntryPlugin()],
  resolve: {
    alias: { '#app': new URL('./app', import.meta.url).pathname },
  },
  build: {
    // Source maps would publish our source; the server also refuses *.map.
    sourcemap: false,
    // Keep Vite's manifest of the client build (React Router deletes it otherwise): the byte budgets
    // and the benchmark read the contact island's files from it (bench/first-load.js).
    manifest: true,
  },
})

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { contentCollections } from './scripts/content-plugin.ts'

export default defineConfig({
  plugins: [contentCollections(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { '#app': new URL('./app', import.meta.url).pathname },
  },
  build: {
    // Source maps would publish our source; the server also refuses *.map.
    sourcemap: false,
  },
})

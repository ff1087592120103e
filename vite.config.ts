import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '#app': new URL('./app', import.meta.url).pathname },
  },
  build: {
    // Source maps would publish our source; the server also refuses *.map.
    sourcemap: false,
  },
})

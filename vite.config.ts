import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { brandPlugin } from './pipeline/vite-plugins/brand-plugin.ts'
import { configurationPlugin } from './pipeline/vite-plugins/configuration-plugin.ts'
import { contentCollections } from './pipeline/vite-plugins/content-plugin.ts'
import { iconsPlugin } from './pipeline/vite-plugins/icons-plugin.ts'
import { islandEntryPlugin } from './pipeline/vite-plugins/island-entry-plugin.ts'
import { photosPlugin } from './pipeline/vite-plugins/photos-plugin.ts'

// `#app/*` resolves through package.json "imports", which Vite and TypeScript both read.
export default defineConfig({
  plugins: [
    configurationPlugin(),
    contentCollections(),
    iconsPlugin(),
    photosPlugin(),
    // Before Tailwind: it appends the brand's tokens to app/styles/app.css.
    brandPlugin(),
    tailwindcss(),
    reactRouter(),
    islandEntryPlugin(),
  ],
  build: {
    // Source maps would publish our source; the server also refuses *.map.
    sourcemap: false,
    // Keep Vite's manifest of the client build (React Router deletes it otherwise): the byte budgets
    // and the benchmark read the contact island's files from it (scripts/measure/first-load.ts).
    manifest: true,
    // Rolldown's plugin-timing report is advice for plugin authors, printed on every build; the
    // build log stays for what an owner must act on (pipeline/check-enquiry-delivery.ts).
    rolldownOptions: { checks: { pluginTimings: false } },
  },
})

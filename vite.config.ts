import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { escapePath } from 'tinyglobby'
import { defineConfig } from 'vite'
import { brandPlugin } from './pipeline/vite-plugins/brand-plugin.ts'
import { configurationPlugin } from './pipeline/vite-plugins/configuration-plugin.ts'
import { contentCollections } from './pipeline/vite-plugins/content-plugin.ts'
import { iconsPlugin } from './pipeline/vite-plugins/icons-plugin.ts'
import { islandEntryPlugin } from './pipeline/vite-plugins/island-entry-plugin.ts'
import { photosPlugin } from './pipeline/vite-plugins/photos-plugin.ts'

/**
 * The folders .gitignore names at the top of the repository (builds, caches, reports, tools'
 * installs): `npm run dev` watches none of them. The test builds beside a working copy are thousands
 * of files, on each of which the dev server set a watch as it started (4 of its 23 CPU-s, 2 s later
 * to answer) and which it would reload for as a build rewrote them.
 */
const generatedFolders = readFileSync(join(import.meta.dirname, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^\/.+\/$/.test(line))
  .map((folder) => `${escapePath(import.meta.dirname)}${folder}**`)

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
  server: { watch: { ignored: generatedFolders } },
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

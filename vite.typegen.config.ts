/**
 * The Vite config `npm run typecheck` gives `react-router typegen` (package.json): typegen resolves
 * Vite's config only to ask whether React Router's RSC plugin is in it, and reads the routes through
 * react-router.config.ts (in mode typegen: nothing built, nothing read). The site's own plugins
 * (vite.config.ts) would read the settings and the brand for nothing: about a quarter of typegen's CPU.
 */
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [reactRouter()] })

import { defineConfig } from 'vitest/config'
import { islandEntryPlugin } from './scripts/build/island-entry-plugin.ts'

// Unit and component tests only; browser tests live in tests/e2e and run under Playwright. Not
// vite.config.ts's plugins: React Router's plugin builds the app and is not for tests, and the
// content and configuration modules run as they are under Node, reading content/ and the environment.
export default defineConfig({
  // Provides `virtual:contact-island` (the island's URL) to the components that print its loader.
  plugins: [islandEntryPlugin()],
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,js}', 'scripts/**/*.test.ts'],
    setupFiles: ['./tests/support/vitest-setup.ts'],
    restoreMocks: true,
  },
})

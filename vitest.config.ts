import { defineConfig } from 'vitest/config'
import { islandEntryPlugin } from './scripts/island-entry-plugin.ts'

// Unit and component tests only; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  // Provides `virtual:contact-island` (the island's URL) to the components that print its loader.
  plugins: [islandEntryPlugin()],
  resolve: {
    alias: { '#app': new URL('./app', import.meta.url).pathname },
  },
  test: {
    environment: 'jsdom',
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.{ts,js}',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['./tests/support/vitest-setup.ts'],
    restoreMocks: true,
  },
})

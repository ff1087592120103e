import { defineConfig } from 'vitest/config'

// Unit and component tests only; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
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

import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium'
import { SITE_PORT, TEST_BUILD_DIR } from './tests/support/test-environment'

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

// Browser tests run against the production server serving the test build (`npm run build:test`,
// whose photos the build downloaded from a local stand-in and serves itself): nothing here touches
// the internet.
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // The JSON report feeds the summary that `npm test` prints.
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // No traces by default: recording one for every test cost a fifth of the run's time. To see
    // a failure step by step: npx playwright test <file> --trace on, then npx playwright show-trace.
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: desktop },
    // The menus and toasts a visitor opens are checked for accessibility again in dark mode (every
    // page's contrast in both schemes is a step of tests/e2e/every-page.spec.ts).
    {
      name: 'dark',
      use: { ...desktop, colorScheme: 'dark' },
      testMatch: ['a11y.spec.ts'],
    },
  ],
  webServer: [
    {
      command: `node server/start.js`,
      env: { BUILD_DIR: TEST_BUILD_DIR, PORT: String(SITE_PORT), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      // Stopped as a process manager stops it, so it deletes its copy of the build (server/build-copy.js).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
})

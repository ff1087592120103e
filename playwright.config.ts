import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findTestChromium } from './tests/support/chromium'
import { hasNode24, NODE24 } from './tests/support/node24'
import { readSampleContent, SITE_PORT, TEST_BUILD_DIR, TEST_GITHUB_APP } from './tests/support/test-environment'

// The test build is made from the tests' copy of the shipped sample, and the specs compare pages with
// the content they were built from: every worker reads that copy (docs/decisions/031-tests-bring-their-own-content.md).
readSampleContent()

export const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

// Browser tests run against the production server serving the test build (`npm run build:test`,
// whose photos the build downloaded from a local stand-in and serves itself): nothing here touches
// the internet.
export default defineConfig({
  testDir: './tests/e2e',
  // Specs of the shared changed-content builds run once those exist: ./playwright.changed-content.config.ts.
  testIgnore: ['changed-content/**'],
  fullyParallel: true,
  // Two workers on two cores: on their own, four finished every-page.spec.ts later than two (127 s
  // against 108 s) and spent a fifth more CPU; in npm test the other stages keep the cores busy
  // while a worker waits (docs/decisions/026-tests-at-the-lowest-level.md).
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // The JSON report feeds the summary that `npm test` prints.
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  // A test's own bound: a minute, as its worker shares two cores with other stages of npm test.
  timeout: 60_000,
  // Each wait is sized to what it waits for, so that nothing waits minutes for what will not come:
  // a click or a file dialog 15 s, a page 30 s, an expectation 10 s (a test that waits longer for
  // something slow says so where it waits). A failing test prints what its page showed (tests/support/fixtures.ts).
  expect: { timeout: 10_000 },
  use: {
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    // No traces by default: recording one for every test cost a fifth of the run's time. To see
    // a failure step by step: npx playwright test <file> --trace on, then npx playwright show-trace.
    trace: 'off',
    // As a visitor who asks for reduced motion: pages then show each block as it ends up and move
    // from page to page at once, where the reveal's fades and the cross-fade of every navigation cost
    // the tests' Chromium, which draws without a GPU, a tenth more CPU in the specs that click about
    // the site. Where motion is what a spec is about, or what a visitor's first seconds are,
    // it keeps the visitor's default (`test.use({ reducedMotion: 'no-preference' })`; every page is
    // loaded so in tests/e2e/every-page.spec.ts): docs/decisions/066-browser-specs-with-reduced-motion.md.
    reducedMotion: 'reduce',
  },
  // One project: a test that needs the dark scheme switches to it on the page it has open
  // (tests/e2e/a11y.spec.ts checks each state it opens in both schemes).
  projects: [{ name: 'desktop', use: desktop }],
  webServer: [
    {
      // On Node 24 where .ci/run installed it: the Node a host runs the server on today.
      command: `${hasNode24() ? NODE24 : 'node'} server/start.js`,
      // Every test posts from 127.0.0.1: together they send more enquiries than the 5 in 10 minutes
      // one visitor's address may (server/enquiry-route.js, checked by its unit test). The GitHub
      // App's values are read at run time, as a host's function reads them (Sign in with GitHub).
      env: {
        BUILD_DIR: TEST_BUILD_DIR,
        PORT: String(SITE_PORT),
        HOST: '127.0.0.1',
        ENQUIRY_LIMIT_PER_CLIENT: '100',
        ...TEST_GITHUB_APP,
      },
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      // Stopped as a process manager stops it, so it deletes its copy of the build (server/build-copy.js).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
})

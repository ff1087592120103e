import { defineConfig } from '@playwright/test'
import base, { desktop } from './playwright.config'

// The browser specs of the shared changed-content builds (tests/support/changed-content/changes.ts):
// what a visitor sees after the owner changed content. They start their own `npm start` on those
// builds, so this run needs no server of the test build, and runs beside the main browser tests
// once scripts/build-changed.ts has made the builds (two workers: the other run has the rest).
export default defineConfig({
  ...base,
  testDir: './tests/e2e/changed-content',
  testIgnore: [],
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e-changed-content.json' }]],
  projects: [{ name: 'changed content', use: desktop }],
  webServer: [],
})

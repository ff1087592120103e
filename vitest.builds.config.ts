import { defineConfig } from 'vitest/config'
import { sampleContentEnvironment } from './tests/support/test-environment.ts'

// Checks of finished builds: what the build wrote and what its servers answer, read from the files
// or asked over HTTP, without a browser (docs/developer-guide.md "Tests"). `npm test` runs each
// project once its builds exist; by hand: `npm run build:test`, `npm run build:changed`, then
// `npm run test:builds`.
// The test build and the changed builds are made from the tests' copy of the shipped sample: the
// checks read it too (docs/decisions/031-tests-bring-their-own-content.md).
const env = sampleContentEnvironment

export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      // The test build (npm run build:test), served by npm start for the run.
      {
        test: {
          name: 'built-site',
          environment: 'node',
          env,
          include: ['tests/built-site/**/*.test.ts'],
          globalSetup: ['./tests/support/built-site-setup.ts'],
          testTimeout: 60_000,
          // Its files share a process's modules: each only reads the build and asks its servers, and
          // each stops what it starts in its afterAll. A process per file loaded the content modules,
          // jsdom and the hosts' tools again for every file: nine of its files took 38.8 CPU-s
          // isolated and 15.7 not (decision 051).
          isolate: false,
        },
      },
      // The shared changed-content builds (npm run build:changed).
      {
        test: {
          name: 'changed-site',
          environment: 'node',
          env,
          include: ['tests/changed-site/**/*.test.ts'],
          globalSetup: ['./tests/support/changed-site-setup.ts'],
          testTimeout: 60_000,
          // As the test build's checks, and for the same reason: each file reads the builds and stops
          // what it starts; none mocks a module or stubs the environment (decision 055).
          isolate: false,
        },
      },
    ],
  },
})

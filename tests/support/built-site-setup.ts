/**
 * Vitest's global set-up for the checks of the test build (tests/built-site/): `npm start`'s own
 * entry point serving .test-build on a free port for the whole run, its origin provided to every
 * file (./built-site.ts). Make the build first: `npm run build:test`.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from './free-port'
import { startSite } from './site-process'
import { TEST_BUILD_DIR, TEST_GITHUB_APP } from './test-environment'

export default async function serveTestBuild(project: TestProject) {
  if (!existsSync(join(TEST_BUILD_DIR, 'site-manifest.json'))) {
    throw new Error(`No test build in ${TEST_BUILD_DIR}: run npm run build:test first`)
  }
  // With the GitHub App's values, which npm start reads at run time for Sign in with GitHub.
  const { origin, stop } = await startSite({ buildDir: TEST_BUILD_DIR, port: await freePort(), env: TEST_GITHUB_APP })
  project.provide('siteOrigin', origin)
  return stop
}

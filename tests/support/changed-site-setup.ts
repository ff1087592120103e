/**
 * Vitest's global set-up for the checks of the shared changed-content builds (tests/changed-site/):
 * they read the builds scripts/build-changed.ts made, and stop at once, saying how to make them,
 * when there are none.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CHANGED_BUILD_DIR, CHANGED_PREVIEW_DIR, PREVIEW_RECORD, REBUILD_RECORD } from './changed-content/changes'
import { PROJECT_SITE } from './project-site'
import { TEST_BUILD_DIR } from './test-environment'

export default function checkChangedBuilds() {
  const needed = [
    join(TEST_BUILD_DIR, 'site-manifest.json'),
    join(CHANGED_BUILD_DIR, 'site-manifest.json'),
    REBUILD_RECORD,
    join(CHANGED_PREVIEW_DIR, 'site-manifest.json'),
    PREVIEW_RECORD,
    join(PROJECT_SITE.buildDir, 'site-manifest.json'),
  ]
  const missing = needed.filter((file) => !existsSync(file))
  if (missing.length > 0) {
    throw new Error(`Missing ${missing.join(', ')}: run npm run build:test, then npm run build:changed`)
  }
}

/**
 * `npm start` serving a build of the shared changed content (tests/support/changed-content/changes.ts)
 * for the browser specs in tests/e2e/changed-content/: one server per spec file, on a free port.
 */
import { test } from '@playwright/test'
import { freePort } from './free-port'
import { startSite } from './site-process'

/** Starts npm start on `buildDir` before the file's tests and stops it after; `origin()` is where it answers. */
export function serveForThisFile(buildDir: string): { origin: () => string } {
  let origin = ''
  let stop: () => Promise<void> = async () => {}
  test.beforeAll(async () => {
    ;({ origin, stop } = await startSite({ buildDir, port: await freePort() }))
  })
  test.afterAll(async () => {
    await stop()
  })
  return { origin: () => origin }
}

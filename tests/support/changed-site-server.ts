/**
 * `npm start` serving a build of the shared changed content (tests/support/changed-content/changes.ts)
 * for the browser specs in tests/e2e/changed-content/: one server per worker, on a free port
 * (./served-per-worker.ts).
 */
import { freePort } from './free-port'
import { servedPerWorker } from './served-per-worker'
import { startSite } from './site-process'

/** The worker fixture of `npm start` on `buildDir`, as `site`. */
export function changedSite(buildDir: string) {
  return servedPerWorker(async () => ({ site: await startSite({ buildDir, port: await freePort() }) }))
}

/**
 * The servers a browser spec starts for itself (`npm start` on a changed-content build, a static
 * host's stand-in), as one Playwright worker-scoped fixture: started the first time a test of the
 * worker asks for them, handed to a test only once each answers an HTTP request, and stopped when
 * the worker ends. A `beforeAll` server is not that: with `fullyParallel` each test of a file may
 * run in another worker, or after the same worker already ran the file's `afterAll` (a module-level
 * list then still named the stopped server, and a loaded machine met ERR_CONNECTION_REFUSED), and
 * a failed test restarts its worker. A worker fixture lives until the worker's last test of any
 * file, and a new worker starts its own.
 */
import { answersWithin } from './site-process'

/** Something a spec serves: where it answers, and how to stop it. */
export type Served = { origin: string; stop: () => Promise<void> }

/** Starting on a loaded two-core machine (npm start checks the whole build first): as tests/support/site-process.ts allows. */
const START_TIMEOUT_MS = 120_000

/**
 * A worker-scoped fixture of the servers `start` starts (by name), for `test.extend`:
 * `base.extend<object, { served: { site: Served } }>({ served: servedPerWorker(async () => ({ site: … })) })`.
 */
export function servedPerWorker<T extends Record<string, Served>>(
  start: () => Promise<T>,
): [(fixtures: object, use: (served: T) => Promise<void>) => Promise<void>, { scope: 'worker'; timeout: number }] {
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // biome-ignore lint/correctness/noEmptyPattern: this fixture depends on no other
  const fixture = async ({}: object, use: (served: T) => Promise<void>) => {
    const served = await start()
    try {
      const answering = await Promise.all(
        Object.values(served).map(({ origin }) => answersWithin(`${origin}/`, 30_000)),
      )
      if (answering.includes(false)) throw new Error(`not answering within 30 s: ${Object.keys(served).join(', ')}`)
      await use(served)
    } finally {
      await Promise.all(Object.values(served).map(({ stop }) => stop()))
    }
  }
  return [fixture, { scope: 'worker', timeout: START_TIMEOUT_MS }]
}

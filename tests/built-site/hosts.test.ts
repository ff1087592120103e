/**
 * Every way the README says the site can be served, checked against one table of expectations
 * (tests/support/hosts/expectations.ts) on that host's own code (tests/support/hosts/serving-hosts.ts),
 * over HTTP. Where a visitor's browser lands on each host is in tests/e2e/hosts.spec.ts.
 */
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { readServingRules } from '../../server/serving-rules.js'
import { siteOrigin } from '../support/built-site'
import { freePort } from '../support/free-port'
import { buildExpectations } from '../support/hosts/expectations'
import { servingHosts } from '../support/hosts/serving-hosts'
import { TEST_BUILD_DIR, toolEnvironment } from '../support/test-environment'

const rules = readServingRules(TEST_BUILD_DIR)
const expectations = buildExpectations(rules, join(TEST_BUILD_DIR, 'client'))
const hosts = servingHosts(TEST_BUILD_DIR, {
  npmStart: siteOrigin(),
  nginxPort: await freePort(),
  cloudflarePort: await freePort(),
})

for (const { name, unavailable, start } of hosts) {
  const missing = unavailable?.()
  // A developer's machine may lack nginx or Node 24; in CI (.ci/run installs both) that fails instead.
  test.skipIf(Boolean(missing) && !toolEnvironment.CI)(
    `${name} answers every row of the host table, or cannot for the reason the row gives`,
    { timeout: 120_000 },
    async () => {
      const host = await start()
      try {
        const failures: string[] = []
        const cannot: string[] = []
        /** Per kind of check: how many rows hold, of how many (printed for the record). */
        const tally = new Map<string, { holds: number; of: number }>()
        for (const row of expectations) {
          const problems = row.problems(await host.answer(row.path))
          const kind = tally.get(row.what) ?? { holds: 0, of: 0 }
          tally.set(row.what, { holds: kind.holds + (problems.length === 0 ? 1 : 0), of: kind.of + 1 })
          const reason = row.cannot?.[name]
          if (reason) {
            if (problems.length === 0)
              failures.push(`${row.path}: ${row.what}: holds, though the table says ${name} cannot`)
            else cannot.push(`${row.path}: ${row.what} (${reason})`)
          } else {
            failures.push(...problems.map((problem) => `${row.path}: ${row.what}: ${problem}`))
          }
        }
        // Rows, not problems: a row may have several (a status and a Location).
        const holds = [...tally.values()].reduce((sum, kind) => sum + kind.holds, 0)
        console.log(`${name}: ${holds} of ${expectations.length} checks hold; ${cannot.length} it cannot do`)
        for (const [what, kind] of tally) console.log(`  ${name} | ${what} | ${kind.holds}/${kind.of}`)
        expect(failures).toEqual([])
      } finally {
        await host.stop()
      }
    },
  )
}

/**
 * Every way the README says the site can be served, checked against one table of expectations
 * (tests/support/hosts/expectations.ts) on that host's own code (tests/support/hosts/serving-hosts.ts),
 * over HTTP; and each host with an enquiry function (Netlify, Cloudflare Pages, Vercel: the test
 * build sees SMTP_URL set) against one table of enquiries (tests/support/hosts/enquiry-cases.ts),
 * sent through the mail stand-in, on the same running host. Where a visitor's browser lands on each
 * host is in tests/e2e/hosts.spec.ts.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { NETLIFY_FUNCTIONS, NETLIFY_RATE_LIMIT } from '../../pipeline/hosts/enquiry-functions'
import { readServingRules } from '../../server/serving-rules.js'
import { startMailServer } from '../stand-ins/mail-server'
import { siteOrigin } from '../support/built-site'
import { freePort } from '../support/free-port'
import { enquiryCases, enquiryPath } from '../support/hosts/enquiry-cases'
import { buildExpectations } from '../support/hosts/expectations'
import { answerOverHttp, browserOrigin, type Host, type HostName } from '../support/hosts/host'
import { netlifyFunctions } from '../support/hosts/netlify-host'
import { servingHosts } from '../support/hosts/serving-hosts'
import { signInProblems } from '../support/hosts/sign-in-cases'
import { TEST_BUILD_DIR, TEST_GITHUB_APP, toolEnvironment } from '../support/test-environment'

const rules = readServingRules(TEST_BUILD_DIR)
const expectations = buildExpectations(rules, join(TEST_BUILD_DIR, 'client'))
const mailPort = await freePort()
// What each host's functions read at run time, as each host gives it (Vercel's: the process's): the
// mail stand-in's address, and the GitHub App's values for Sign in with GitHub.
const mailbox = { SMTP_URL: `smtp://127.0.0.1:${mailPort}`, ...TEST_GITHUB_APP }
const hosts = servingHosts(TEST_BUILD_DIR, {
  npmStart: siteOrigin(),
  nginxPort: await freePort(),
  cloudflarePort: await freePort(),
  mailbox,
})
const WITH_FUNCTIONS: HostName[] = ['Cloudflare Pages', 'Netlify', 'Vercel']

let mail = await startMailServer({ port: mailPort })
for (const [name, value] of Object.entries(mailbox)) vi.stubEnv(name, value)
afterAll(async () => {
  await mail.close()
  vi.unstubAllEnvs()
})

for (const { name, unavailable, start } of hosts) {
  const missing = unavailable?.()
  const skipReason = missing && !toolEnvironment.CI ? `skipped: this machine lacks ${missing}` : ''
  // Skipped only on a developer's machine that lacks this host's tool (nginx, or Node 24 for
  // wrangler), naming it; in CI (.ci/run installs both) a missing tool fails instead.
  describe.skipIf(skipReason !== '')(`${name}${skipReason ? ` (${skipReason})` : ''}`, () => {
    let host: Host
    // wrangler starts in seconds alone, in up to two minutes beside a whole npm test.
    beforeAll(async () => {
      host = await start()
    }, 120_000)
    afterAll(() => host?.stop())

    test(`${name} answers every row of the host table, or cannot for the reason the row gives`, {
      timeout: 120_000,
    }, async () => {
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
    })

    // Only where it applies: a test not made for a host, rather than one reported skipped.
    if (name === 'Netlify')
      test('Netlify’s own build reads the enquiry function as v2, at the endpoint, rate limited', async () => {
        const declared = (await netlifyFunctions(join(TEST_BUILD_DIR, NETLIFY_FUNCTIONS))).find(
          ({ name }) => name === 'enquiry',
        )
        expect(declared?.runtimeAPIVersion).toBe(2)
        expect(declared?.routes).toEqual([{ pattern: enquiryPath(rules), literal: enquiryPath(rules), methods: [] }])
        expect(declared?.config.rateLimit).toEqual(NETLIFY_RATE_LIMIT)
      })

    if (name === 'npm start' || WITH_FUNCTIONS.includes(name))
      test(`${name}'s own sign-in hands the token to the popup only for the state its cookie holds, once`, {
        timeout: 300_000,
      }, async () => {
        expect(await signInProblems(host, rules.basePath)).toEqual([])
      })

    if (WITH_FUNCTIONS.includes(name))
      test(`${name}'s own function answers every enquiry as the table says, through the mail stand-in`, async () => {
        const { origin, close } = await browserOrigin(host)
        const failures: string[] = []
        try {
          for (const { what, request, mailServerDown, answer, mail: delivered } of enquiryCases(rules)) {
            if (mailServerDown) await mail.close()
            const before = mail.received.length
            const response = await answerOverHttp(origin, enquiryPath(rules), request(origin))
            if (mailServerDown) mail = await startMailServer({ port: mailPort })
            const sent = mail.received.slice(before)
            const problems = [
              ...answer(response),
              ...(delivered
                ? sent.length === 1 && sent[0]
                  ? delivered(sent[0])
                  : [`${sent.length} mails, expected 1`]
                : sent.length === 0
                  ? []
                  : [`${sent.length} mails, expected none`]),
            ]
            failures.push(...problems.map((problem) => `${what}: ${problem}`))
          }
        } finally {
          await close()
        }
        expect(failures).toEqual([])
      })
  })
}

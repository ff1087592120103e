/**
 * Every way the README says the site can be served, checked against one table of expectations
 * (tests/support/hosts/expectations.ts) on that host's own code (tests/support/hosts/serving-hosts.ts),
 * over HTTP; and each host with an enquiry function (Netlify, Cloudflare Pages, Vercel: the test
 * build sees SMTP_URL set) against one table of enquiries (tests/support/hosts/enquiry-cases.ts),
 * sent through the mail stand-in, on the same running host, each with its enquiry store bound (Netlify
 * Blobs' local sandbox, a local KV namespace for wrangler, the Redis stand-in for Vercel). Where a
 * visitor's browser lands on each host is in tests/e2e/hosts.spec.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BlobsServer } from '@netlify/blobs/server'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { LIMITS } from '../../enquiries/enquiry-box.js'
import {
  NETLIFY_FUNCTIONS,
  NETLIFY_RATE_LIMIT,
  NETLIFY_RETRY_FILE,
  NETLIFY_RETRY_SCHEDULE,
} from '../../pipeline/hosts/enquiry-functions'
import { readServingRules } from '../../server/serving-rules.js'
import { startMailServer } from '../stand-ins/mail-server'
import { startRedisRest } from '../stand-ins/redis-rest'
import { siteOrigin } from '../support/built-site'
import { freePort } from '../support/free-port'
import { enquiryCases, enquiryPath, type KeptRecord, REFUSED_MESSAGE } from '../support/hosts/enquiry-cases'
import { buildExpectations } from '../support/hosts/expectations'
import { answerEachPathOnce, answerOverHttp, browserOrigin, type Host, type HostName } from '../support/hosts/host'
import { inboxProblems, startInboxGitHost } from '../support/hosts/inbox-cases'
import { netlifyFunctions } from '../support/hosts/netlify-host'
import { servingHosts } from '../support/hosts/serving-hosts'
import { signInProblems } from '../support/hosts/sign-in-cases'
import { TEST_BUILD_DIR, TEST_GITHUB_APP, toolEnvironment } from '../support/test-environment'

const rules = readServingRules(TEST_BUILD_DIR)
const expectations = buildExpectations(rules, join(TEST_BUILD_DIR, 'client'))
const mailPort = await freePort()
const github = await startInboxGitHost()
// What each host's functions read at run time, as each host gives it (Vercel's: the process's): the
// mail stand-in's address, the GitHub App's values for Sign in with GitHub, and where GitHub's API is.
const mailbox = { SMTP_URL: `smtp://127.0.0.1:${mailPort}`, ...TEST_GITHUB_APP, GITHUB_API_URL: github.apiUrl }
// Each host's enquiry store, fresh for this run: Netlify Blobs' sandbox and wrangler's KV keep
// files in folders of their own, the Redis stand-in a Map.
const storeDirs = { netlify: mkdtempSync(join(tmpdir(), 'blobs-')), cloudflare: mkdtempSync(join(tmpdir(), 'kv-')) }
const blobs = new BlobsServer({ directory: storeDirs.netlify, token: 'blobs-token' })
const { port: blobsPort } = await blobs.start()
const blobsUrl = `http://127.0.0.1:${blobsPort}`
const netlifyBlobsContext = Buffer.from(
  JSON.stringify({ edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, siteID: 'site', token: 'blobs-token' }),
).toString('base64')
const redis = await startRedisRest()
const hosts = servingHosts(TEST_BUILD_DIR, {
  npmStart: siteOrigin(),
  nginxPort: await freePort(),
  cloudflarePort: await freePort(),
  mailbox,
  stores: { netlifyBlobsContext, cloudflareKvDir: storeDirs.cloudflare },
})

/** Every enquiry record a host's store holds now, read where the store keeps it. */
function keptRecords(host: HostName): KeptRecord[] {
  const filesUnder = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  const values =
    host === 'Vercel'
      ? [...redis.data.values()]
      : filesUnder(host === 'Netlify' ? storeDirs.netlify : storeDirs.cloudflare)
  return values.flatMap((text) => {
    try {
      const value = JSON.parse(text) as Partial<KeptRecord>
      return typeof value.receivedAt === 'string' && typeof value.message === 'string' ? [value as KeptRecord] : []
    } catch {
      return []
    }
  })
}
const WITH_FUNCTIONS: HostName[] = ['Cloudflare Pages', 'Netlify', 'Vercel']
/** Netlify's scheduled function run as Netlify runs it on its schedule, in this process beside its functions. */
const runNetlifySchedule = async () =>
  (await import(pathToFileURL(join(TEST_BUILD_DIR, NETLIFY_FUNCTIONS, NETLIFY_RETRY_FILE)).href)).default()

let mail = await startMailServer({ port: mailPort })
for (const [name, value] of Object.entries(mailbox)) vi.stubEnv(name, value)
vi.stubEnv('KV_REST_API_URL', redis.url)
vi.stubEnv('KV_REST_API_TOKEN', redis.token)
afterAll(async () => {
  await Promise.all([mail.close(), blobs.stop(), redis.close(), github.close()])
  for (const dir of Object.values(storeDirs)) rmSync(dir, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

type ReceivedMail = Awaited<ReturnType<typeof startMailServer>>['received'][number]

/** The mails that arrived: exactly the one `delivered` checks, or none when it is absent. */
function exactly(sent: ReceivedMail[], delivered?: (mail: ReceivedMail) => string[]): string[] {
  if (!delivered) return sent.length === 0 ? [] : [`${sent.length} mails, expected none`]
  return sent.length === 1 && sent[0] ? delivered(sent[0]) : [`${sent.length} mails, expected 1`]
}

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
      const answer = answerEachPathOnce(host)
      for (const row of expectations) {
        const problems = row.problems(await answer(row.path))
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
        const functions = await netlifyFunctions(join(TEST_BUILD_DIR, NETLIFY_FUNCTIONS))
        expect(functions.map((each) => each.name).sort()).toEqual(['enquiry', 'enquiry-retry', 'github-sign-in'])
        const declared = functions.find((each) => each.name === 'enquiry')
        expect(declared?.runtimeAPIVersion).toBe(2)
        // Its scheduled companion, at no address, tries what waits hourly without a visitor.
        const retry = functions.find((each) => each.name === 'enquiry-retry')
        expect([retry?.runtimeAPIVersion, retry?.config, retry?.routes]).toEqual([
          2,
          { schedule: NETLIFY_RETRY_SCHEDULE },
          [],
        ])
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
          for (const { what, request, mailServer, answer, mail: delivered, later, kept } of enquiryCases(rules)) {
            if (mailServer) {
              await mail.close()
              const refuse = (to: string) => (to === rules.contact?.email ? '550 5.1.1 Mailbox unknown' : undefined)
              if (mailServer === 'refusing') mail = await startMailServer({ port: mailPort, refuse })
            }
            const before = mail.received.length
            const response = await answerOverHttp(origin, enquiryPath(rules), request(origin))
            const sent = mail.received.slice(before)
            const problems = [...answer(response), ...exactly(sent, delivered)]
            if (mailServer) {
              if (mailServer === 'refusing') await mail.close()
              mail = await startMailServer({ port: mailPort })
              // The server is back: the next request to the function delivers what waits (on Netlify its
              // scheduled run, with no visitor); the request after, nothing more.
              if (name === 'Netlify') {
                await runNetlifySchedule()
                problems.push(...exactly(mail.received, later).map((problem) => `by the scheduled run: ${problem}`))
              }
              // On Vercel the first is its daily cron's GET, with its user agent (asked of the host itself:
              // the browser origin passes a GET on as a path alone), answered 200 so its log shows no failure.
              const cron = { method: 'GET', headers: { 'user-agent': 'vercel-cron/1.0' }, body: '' }
              for (let next = name === 'Netlify' ? 1 : 0; next < 2; next += 1) {
                if (name !== 'Vercel' || next) await answerOverHttp(origin, enquiryPath(rules))
                else {
                  const asked = await host.answer(enquiryPath(rules), cron)
                  if (asked.status !== 200) problems.push(`the cron's GET answered ${asked.status}`)
                }
              }
              problems.push(...exactly(mail.received, later).map((problem) => `once the server is back: ${problem}`))
            }
            if (kept) problems.push(...kept(keptRecords(name)))
            failures.push(...problems.map((problem) => `${what}: ${problem}`))
          }
        } finally {
          await close()
        }
        expect(failures).toEqual([])
      })

    // After the table, whose refused enquiry it lists, retries and deletes.
    if (WITH_FUNCTIONS.includes(name))
      test(`${name}'s own function opens the inbox only to a token that can push: Retry now, Delete, the test enquiry`, async () => {
        const contact = rules.contact?.email ?? ''
        const problems = await inboxProblems(host, enquiryPath(rules), {
          mail: () => mail,
          contact,
          refusedMessage: REFUSED_MESSAGE,
        })
        expect(problems).toEqual([])
      })

    if (WITH_FUNCTIONS.includes(name))
      test(`${name}'s own function answers a flood from one visitor 429 and keeps no more`, async () => {
        const { origin, close } = await browserOrigin(host)
        try {
          const [post] = enquiryCases(rules)
          let answered = await answerOverHttp(origin, enquiryPath(rules), post?.request(origin))
          // The table's enquiries came from this visitor too: at most the limit more reach it.
          for (let sent = 1; answered.status === 200 && sent <= LIMITS.perVisitor; sent += 1)
            answered = await answerOverHttp(origin, enquiryPath(rules), post?.request(origin))
          const keptBefore = keptRecords(name).length
          const refused = await answerOverHttp(origin, enquiryPath(rules), post?.request(origin))
          expect([answered.status, refused.status, refused.headers['retry-after']]).toEqual([429, 429, ['3600']])
          expect(keptRecords(name).length).toBe(keptBefore)
          expect(keptBefore).toBeLessThanOrEqual(LIMITS.perVisitor)
        } finally {
          await close()
        }
      })
  })
}

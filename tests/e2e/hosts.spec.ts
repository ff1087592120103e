/**
 * Every way the README says the site can be served, checked against one table of expectations
 * (tests/support/hosts/expectations.ts) on that host's own code: `npm start`, nginx with the
 * generated config, Cloudflare Pages (wrangler's workerd), Netlify (its redirect matcher and header
 * parser), Vercel (routes compiled by @vercel/routing-utils) and a headerless host like GitHub
 * Pages, each serving the folder the build wrote for it; then, per host, Chromium visiting the
 * addresses a host may not send on itself (tests/support/hosts/visits.ts).
 */
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { HOST_FOLDERS } from '../../pipeline/hosts/write-deploy-files'
import { readServingRules } from '../../server/serving-rules.js'
import { findNginx, startNginx } from '../stand-ins/nginx'
import { expect, test } from '../support/fixtures'
import { policiesOf } from '../support/hosts/checks'
import { cloudflareUnavailable, startCloudflare } from '../support/hosts/cloudflare-host'
import { buildExpectations } from '../support/hosts/expectations'
import { startGithubPages } from '../support/hosts/github-pages-host'
import { answerOverHttp, browserOrigin, type Host, type HostName } from '../support/hosts/host'
import { startNetlify } from '../support/hosts/netlify-host'
import { startVercel } from '../support/hosts/vercel-host'
import { buildVisits, type Visit } from '../support/hosts/visits'
import { CLOUDFLARE_PORT, NGINX_PORT, SITE_PORT, TEST_BUILD_DIR, toolEnvironment } from '../support/test-environment'

const rules = readServingRules(TEST_BUILD_DIR)
const expectations = buildExpectations(rules, join(TEST_BUILD_DIR, 'client'))
const visits = buildVisits(rules, join(TEST_BUILD_DIR, 'client'))
const folder = (host: keyof typeof HOST_FOLDERS) => join(TEST_BUILD_DIR, HOST_FOLDERS[host].dir)

const hosts: { name: HostName; unavailable?: () => string; start: () => Promise<Host> }[] = [
  {
    name: 'npm start',
    start: async () => ({
      name: 'npm start',
      origin: `http://127.0.0.1:${SITE_PORT}`,
      answer: (path) => answerOverHttp(`http://127.0.0.1:${SITE_PORT}`, path),
      stop: async () => {},
    }),
  },
  {
    name: 'nginx',
    unavailable: () => (findNginx() ? '' : 'nginx is not installed (.ci/run installs nginx-light)'),
    start: async () => {
      const nginx = await startNginx({ nginx: findNginx(), buildDir: TEST_BUILD_DIR, port: NGINX_PORT })
      return {
        name: 'nginx',
        origin: nginx.origin,
        answer: (path) => answerOverHttp(nginx.origin, path),
        stop: nginx.stop,
      }
    },
  },
  {
    name: 'Cloudflare Pages',
    unavailable: cloudflareUnavailable,
    start: () => startCloudflare(folder('cloudflare'), CLOUDFLARE_PORT),
  },
  { name: 'Netlify', start: () => startNetlify(folder('netlify')) },
  { name: 'Vercel', start: async () => startVercel(folder('vercel')) },
  { name: 'GitHub Pages', start: () => startGithubPages(folder('githubPages')) },
]

for (const { name, unavailable, start } of hosts) {
  test(`${name} answers every row of the host table, or cannot for the reason the row gives`, async () => {
    const missing = unavailable?.()
    // A developer's machine may lack nginx or Node 24; in CI (.ci/run installs both) that fails instead.
    test.skip(Boolean(missing) && !toolEnvironment.CI, `${name}'s own runtime is not on this machine: ${missing}`)
    test.setTimeout(120_000)
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
  })
}

/** Where Chromium ends up after typing `visit.path` on `origin`: the problems, none if it lands. */
async function landing(page: Page, origin: string, visit: Visit): Promise<string[]> {
  await page.goto(`${origin}${visit.path}`, { waitUntil: 'commit' })
  // A not-found page's address script replaces the location while it loads; a page's own script
  // puts its canonical address in the address bar.
  await page.waitForURL((url) => url.pathname === visit.lands.path, { timeout: 5_000 }).catch(() => {})
  await page.waitForLoadState('load')
  const at = new URL(page.url()).pathname
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent({ timeout: 5_000 }))?.trim()
  return [
    ...(at === visit.lands.path ? [] : [`ended at ${at}`]),
    ...(heading === visit.lands.heading ? [] : [`shows “${heading}”, expected “${visit.lands.heading}”`]),
  ]
}

for (const { name, unavailable, start } of hosts) {
  test(`in Chromium on ${name}, other spellings of an address land on their page, or cannot for the reason given`, async ({
    page,
  }) => {
    const missing = unavailable?.()
    test.skip(Boolean(missing) && !toolEnvironment.CI, `${name}'s own runtime is not on this machine: ${missing}`)
    // Up to 14 page loads, and 5 s of waiting for each row a host cannot do, on a busy machine.
    test.setTimeout(300_000)
    const host = await start()
    const { origin, close } = await browserOrigin(host)
    try {
      const failures: string[] = []
      const cannot: string[] = []
      for (const visit of visits) {
        const problems = await landing(page, origin, visit)
        const reason = visit.cannot?.[name]
        if (reason && problems.length === 0) failures.push(`${visit.path}: ${visit.what}: holds, though ${name} cannot`)
        else if (reason) cannot.push(visit.path)
        else failures.push(...problems.map((problem) => `${visit.path}: ${visit.what}: ${problem}`))
        console.log(
          `  ${name} | in Chromium: ${visit.what} (${visit.path}) | ${problems.length === 0 ? 'holds' : 'no'}`,
        )
      }
      console.log(`${name}: ${visits.length - cannot.length - failures.length} of ${visits.length} visits land`)
      expect(failures).toEqual([])
    } finally {
      await close()
      await host.stop()
    }
  })
}

test.describe('on a headerless host', () => {
  let host: Awaited<ReturnType<typeof startGithubPages>> | undefined
  // Each worker serves its own copy, on a free port.
  test.beforeAll(async () => {
    host = await startGithubPages(folder('githubPages'))
  })
  test.afterAll(async () => {
    await host?.stop()
  })

  const visitorPages = rules.pages.filter((path) => !rules.editorPages?.includes(path))
  for (const path of [...visitorPages, '/no-such-page']) {
    test(`${path} runs under its own <meta> policy without one CSP violation`, async ({ page }) => {
      // The fixture fails the test on any CSP violation.
      const response = await page.goto(`${host?.origin}${path}`)
      expect(policiesOf({ status: 0, headers: {}, body: (await response?.text()) ?? '' })).toHaveLength(1)
      await page.waitForLoadState('load')
    })
  }
})

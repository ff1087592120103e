/**
 * Where a visitor's browser lands on every way the README says the site can be served
 * (tests/support/hosts/serving-hosts.ts): the addresses a host may not send on by itself
 * (tests/support/hosts/visits.ts), and, on a headerless host like GitHub Pages, every page running
 * under its own <meta> policy. A visit the host's redirects alone end on its page is followed over
 * HTTP (`landsOverHttp`); Chromium visits where a script of ours decides: a not-found page's
 * address script, a page served at another spelling. What each host answers over HTTP is checked
 * against the host table in tests/built-site/hosts.test.ts.
 */
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { readServingRules } from '../../server/serving-rules.js'
import { expect, test } from '../support/fixtures'
import { policiesOf } from '../support/hosts/checks'
import { browserOrigin, type Host, type HostName } from '../support/hosts/host'
import { servingHosts } from '../support/hosts/serving-hosts'
import { buildVisits, landsOverHttp, type Visit } from '../support/hosts/visits'
import { CLOUDFLARE_PORT, NGINX_PORT, SITE_PORT, TEST_BUILD_DIR, toolEnvironment } from '../support/test-environment'

const rules = readServingRules(TEST_BUILD_DIR)
const visits = buildVisits(rules, join(TEST_BUILD_DIR, 'client'))
const hosts = servingHosts(TEST_BUILD_DIR, {
  npmStart: `http://127.0.0.1:${SITE_PORT}`,
  nginxPort: NGINX_PORT,
  cloudflarePort: CLOUDFLARE_PORT,
})

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

/**
 * The visits on one host: each lands, or cannot for the reason the table gives; where no script of
 * ours decides, over HTTP.
 */
async function landingsOn(page: Page, name: HostName, host: Host, origin: string): Promise<string[]> {
  const failures: string[] = []
  const cannot: string[] = []
  let inChromium = 0
  for (const visit of visits) {
    // Answers that end on the page with no script of ours to run land in any browser: a page load saved.
    const overHttp = await landsOverHttp(host, visit)
    if (!overHttp) inChromium += 1
    const problems = overHttp ? [] : await landing(page, origin, visit)
    const reason = visit.cannot?.[name]
    if (reason && problems.length === 0) failures.push(`${visit.path}: ${visit.what}: holds, though ${name} cannot`)
    else if (reason) cannot.push(visit.path)
    else failures.push(...problems.map((problem) => `${visit.path}: ${visit.what}: ${problem}`))
    console.log(
      `  ${name} | ${overHttp ? 'over HTTP' : 'in Chromium'}: ${visit.what} (${visit.path}) | ${problems.length === 0 ? 'holds' : 'no'}`,
    )
  }
  console.log(
    `${name}: ${visits.length - cannot.length - failures.length} of ${visits.length} visits land (${inChromium} in Chromium)`,
  )
  return failures
}

/** On a headerless host, every page runs under its own <meta> policy; the fixture fails the test on any CSP violation. */
async function metaPolicies(page: Page, origin: string) {
  for (const path of [...rules.pages.filter((path) => !rules.editorPages?.includes(path)), '/no-such-page']) {
    await test.step(path, async () => {
      const response = await page.goto(`${origin}${path}`)
      expect(policiesOf({ status: 0, headers: {}, body: (await response?.text()) ?? '' }), path).toHaveLength(1)
      await page.waitForLoadState('load')
    })
  }
}

// One test, a step per host, in one page: a test per host spent a browser context on two or three
// page loads (docs/decisions/059-hosts-and-contact-in-fewer-contexts.md). A host's failures are
// soft, so every host is still visited and the report names each one that failed.
test('on every host, other spellings of an address land on their page (in Chromium where a script decides), or cannot for the reason given; on a headerless host every page runs under its own <meta> policy without one CSP violation', async ({
  page,
}) => {
  // Up to 14 page loads a host, and 5 s of waiting for each row a host cannot do, on a busy machine;
  // then every page of the headerless host.
  test.setTimeout(hosts.length * 180_000 + (rules.pages.length + 1) * 5_000)
  const notChecked: string[] = []
  for (const { name, unavailable, start } of hosts) {
    await test.step(name, async () => {
      const missing = unavailable?.()
      // A developer's machine may lack nginx or Node 24; in CI (.ci/run installs both) that fails instead.
      if (missing && !toolEnvironment.CI) {
        notChecked.push(`${name}'s own runtime is not on this machine: ${missing}`)
        console.log(`${name}: not checked, ${notChecked.at(-1)}`)
        return
      }
      const host = await start()
      const { origin, close } = await browserOrigin(host)
      try {
        expect.soft(await landingsOn(page, name, host, origin), name).toEqual([])
        if (name === 'GitHub Pages') await metaPolicies(page, origin)
      } finally {
        await close()
        await host.stop()
      }
    })
  }
  // Counted as skipped, as each host's own test was, where a host went unchecked and the rest held.
  const skipped = notChecked.length > 0 && test.info().errors.length === 0
  test.skip(skipped, notChecked.join('; ')) // reason: a host's runtime is not installed here, and this is not CI
})

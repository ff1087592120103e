/**
 * A project site (https://owner.github.io/repo) served under its path: crawled from /repo/ as GitHub
 * Pages serves its folder (404.html for anything missing) and as `npm start` serves the build,
 * every address a page names must be under /repo/ and answer 200; and every host the build writes
 * for answers the host table (tests/support/hosts/expectations.ts) under the path, on its own code.
 * Chromium's part is tests/e2e/changed-content/project-site.spec.ts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { HOST_FOLDERS, NETLIFY_EDGE_FUNCTIONS } from '../../pipeline/hosts/write-deploy-files'
import { ENQUIRY_SENT_PAGE, listFiles, readServingRules, type ServingRules } from '../../server/serving-rules.js'
import { createSiteServer } from '../../server/site-server.js'
import { findNginx, startNginx } from '../stand-ins/nginx'
import { overBudget } from '../support/budgets'
import { crawl } from '../support/crawl'
import { freePort } from '../support/free-port'
import { buildExpectations } from '../support/hosts/expectations'
import { startGithubPages } from '../support/hosts/github-pages-host'
import { answerEachPathOnce, answerOverHttp, type Host } from '../support/hosts/host'
import { startNetlify } from '../support/hosts/netlify-host'
import { startVercel } from '../support/hosts/vercel-host'
import { PROJECT_SITE } from '../support/project-site'

let buildDir = ''
let rules: ServingRules
const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()))
})

beforeAll(() => {
  buildDir = PROJECT_SITE.buildDir
  rules = readServingRules(buildDir)
})

/** `npm start`'s server on the build, on a free port of 127.0.0.1. */
async function startServer(): Promise<Host & { origin: string }> {
  const app = await createSiteServer({ buildDir, log: () => {} })
  const origin = await app.listen({ port: 0, host: '127.0.0.1' })
  return { name: 'npm start', origin, answer: (path) => answerOverHttp(origin, path), stop: () => app.close() }
}

async function crawled(origin: string) {
  const starts = [`${PROJECT_SITE.basePath}/`, `${PROJECT_SITE.basePath}/robots.txt`]
  const { read, addresses } = await crawl(origin, starts, PROJECT_SITE.url)
  const outside = [...addresses.keys()].filter((address) => !address.startsWith(`${PROJECT_SITE.basePath}/`))
  const failing = [...addresses].filter(([, { status }]) => status !== 200)
  console.log(`${origin}: ${read.length} documents read, ${addresses.size} addresses checked`)
  return { read, addresses, outside, failing }
}

test('crawled from /repo/ as GitHub Pages serves it, every address a page names is under /repo/ and answers 200', async () => {
  const pages = await startGithubPages(join(buildDir, HOST_FOLDERS.githubPages.dir), PROJECT_SITE.basePath)
  stops.push(pages.stop)
  const { read, addresses, outside, failing } = await crawled(pages.origin)
  expect(outside, 'addresses outside the project site').toEqual([])
  expect(failing.map(([address, { status, namedIn }]) => `${address}: ${status} (named in ${namedIn})`)).toEqual([])
  // Every page of the site, its feed, sitemap, manifest, robots.txt, stylesheet and photos were reached;
  // not the sent page, which no page links: the enquiry endpoint sends a browser there.
  for (const page of rules.pages.filter((path) => !rules.editorPages?.includes(path) && path !== ENQUIRY_SENT_PAGE)) {
    expect(read, page).toContain(`${PROJECT_SITE.basePath}${page}`)
  }
  for (const file of ['/sitemap.xml', '/robots.txt', '/site.webmanifest', '/insights/feed.xml']) {
    expect(read, file).toContain(`${PROJECT_SITE.basePath}${file}`)
  }
  expect([...addresses.keys()].some((address) => /\/assets\/photos\/.+\.avif$/.test(address))).toBe(true)
}, 120_000)

test('the project-site build is a production build: its pages ship no router runtime to hydrate', () => {
  const documents = listFiles(join(buildDir, 'client')).filter((file) => file.endsWith('.html'))
  const hydrated = documents.filter((file) =>
    readFileSync(join(buildDir, 'client', file), 'utf8').includes('__reactRouterContext'),
  )
  expect(documents).toContain('index.html')
  expect(hydrated).toEqual([])
})

test('the owner’s site holds the byte budgets: each page’s JavaScript, CSS and HTML, as served', () => {
  expect(overBudget(buildDir, PROJECT_SITE.basePath)).toEqual({ scripts: [], bytes: [] })
})

test('npm start serves the project-site build under /repo/, and / leads there', async () => {
  const server = await startServer()
  stops.push(server.stop)
  const { outside, failing } = await crawled(server.origin)
  expect(outside).toEqual([])
  expect(failing).toEqual([])
  const root = await server.answer('/?ref=mail')
  expect([root.status, root.headers.location]).toEqual([301, ['/repo/?ref=mail']])
  expect((await server.answer('/about')).status).toBe(404)
}, 120_000)

/** The hosts that answer in this process or start at once; Cloudflare's workerd is checked on the test build. */
const hosts: Record<string, () => Promise<Host>> = {
  'npm start': startServer,
  nginx: async () => {
    const nginx = await startNginx({ nginx: findNginx(), buildDir, port: await freePort() })
    return { name: 'nginx', answer: (path) => answerOverHttp(nginx.origin, path), stop: nginx.stop }
  },
  Netlify: () => startNetlify(join(buildDir, HOST_FOLDERS.netlify.dir), join(buildDir, NETLIFY_EDGE_FUNCTIONS)),
  Vercel: () => startVercel(join(buildDir, HOST_FOLDERS.vercel.dir)),
  'GitHub Pages': () => startGithubPages(join(buildDir, HOST_FOLDERS.githubPages.dir), PROJECT_SITE.basePath),
}

test.each(Object.keys(hosts))(
  '%s answers every row of the host table under /repo/',
  async (name) => {
    if (name === 'nginx' && !findNginx()) return
    const host = await (hosts[name] as () => Promise<Host>)()
    stops.push(host.stop)
    const failures: string[] = []
    const answer = answerEachPathOnce(host)
    for (const row of buildExpectations(rules, join(buildDir, 'client'))) {
      const problems = row.problems(await answer(row.path))
      const cannot = row.cannot?.[host.name]
      if (cannot && problems.length === 0)
        failures.push(`${row.path}: ${row.what}: holds, though the table says it cannot`)
      if (!cannot) failures.push(...problems.map((problem) => `${row.path}: ${row.what}: ${problem}`))
    }
    expect(failures).toEqual([])
  },
  120_000,
)

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { createDecider, type ServingRules } from '../../server/serving-rules.js'
import { exampleRulesWithRedirects as moved } from '../../tests/support/example-serving-rules'
import { cloudflareWorker, type FunctionFile, netlifyEdgeFunction } from './spelling-functions'

const servable = ['robots.txt', 'admin/App-Config.js', 'assets/App-Bx12.js']
const scratch = mkdtempSync(join(tmpdir(), 'spelling-functions-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The function's files written out and its entry imported, as the host loads it. */
async function load(name: string, files: FunctionFile[], entry: string) {
  for (const { path, text } of files) {
    mkdirSync(dirname(join(scratch, name, path)), { recursive: true })
    writeFileSync(join(scratch, name, path), text)
  }
  return import(pathToFileURL(join(scratch, name, entry)).href)
}

const spellings = [
  '/',
  '/About',
  '/about/?ref=mail',
  '/about.html',
  '/about/index.html',
  '//about',
  '/blog',
  '/Blog/?ref=mail',
  '/partners/',
  '/index.html',
  '/Services/AI-Automation',
  '/SERVICES/NOPE',
  '/Nope',
  '/about',
  '/services/ai-automation',
  '/robots.txt',
  '/admin/App-Config.js',
]

test('the Netlify function answers every spelling as npm start does, under a project site’s path too', async () => {
  for (const basePath of ['', '/repo']) {
    const site: ServingRules = { ...moved, basePath }
    const module = await load(`netlify${basePath}`, netlifyEdgeFunction(site, servable), 'spellings/spellings.js')
    const { answerSpelling } = await import(
      pathToFileURL(join(scratch, `netlify${basePath}`, 'spellings/answer-spelling.js')).href
    )
    const decide = createDecider(site, servable)
    const pattern = new RegExp(module.config.pattern)
    const excludedPatterns: RegExp[] = module.config.excludedPattern.map((re: string) => new RegExp(re))
    const excluded = { test: (path: string) => excludedPatterns.some((re) => re.test(path)) }
    const read: string[] = []
    const fetchDocument = async (url: URL) => {
      read.push(url.pathname)
      return new Response('<title>Not here</title>', { headers: { 'Content-Type': 'text/html' } })
    }
    for (const spelling of [...spellings.map((path) => `${basePath}${path}`), '/', '/repo', '/REPO/about']) {
      const decision = decide(spelling)
      const answer: Response | undefined = await answerSpelling(
        new Request(`https://site.example${spelling}`),
        fetchDocument,
      )
      const path = spelling.split('?')[0] ?? ''
      if (decision.kind === 'redirect') {
        expect([answer?.status, answer?.headers.get('Location')], spelling).toEqual([301, decision.location])
        // Netlify runs it for every spelling that redirects (its pattern has no look-ahead).
        expect(pattern.test(path) && !excluded.test(path), spelling).toBe(true)
      } else if (decision.kind === 'not-found') {
        expect(answer?.status, spelling).toBe(404)
        expect(answer?.headers.get('Content-Security-Policy'), spelling).toContain("default-src 'none'")
      } else {
        expect(answer, spelling).toBeUndefined()
      }
    }
    // The not-found documents are read at their clean address, which no function runs for.
    for (const document of read) expect(pattern.test(document), document).toBe(false)
    expect(read).toContain(`${basePath}/services/404`)
    for (const path of ['/about', '/', '/services/ai-automation', '/assets/App-Bx12.js', '/services/nope']) {
      const full = `${basePath}${path}`
      expect(pattern.test(full) && !excluded.test(full), full).toBe(false)
    }
  }
})

test('both functions carry the very module npm start decides with, not a copy of its rules', () => {
  const decision = readFileSync(new URL('../../server/serving-decision.js', import.meta.url), 'utf8')
  for (const files of [netlifyEdgeFunction(moved, servable), cloudflareWorker(moved, servable)]) {
    expect(files.find(({ path }) => path.endsWith('/serving-decision.js'))?.text).toBe(decision)
  }
})

test('Cloudflare runs its worker for all but the hashed assets and the pages’ own addresses, within 100 rules', async () => {
  const routesOf = (site: ServingRules) =>
    JSON.parse(cloudflareWorker(site, servable).find(({ path }) => path === '_routes.json')?.text ?? '{}')
  expect(routesOf(moved)).toEqual({
    version: 1,
    include: ['/*'],
    exclude: ['/assets/*', '/', '/about', '/admin', '/services', '/services/ai-automation'],
  })
  expect(routesOf({ ...moved, basePath: '/repo' }).exclude.slice(0, 3)).toEqual([
    '/repo/assets/*',
    '/repo/',
    '/repo/about',
  ])
  const many = { ...moved, pages: Array.from({ length: 150 }, (_, index) => `/page-${index}`) }
  const { include, exclude } = routesOf(many)
  expect(include.length + exclude.length).toBe(100)
  expect(exclude[0]).toBe('/assets/*')
  const worker = await load('cloudflare', cloudflareWorker(moved, servable), '_worker.js/index.js')
  const assets = {
    fetch: async (request: Request | URL) =>
      new Response(`static ${(request instanceof URL ? request : new URL(request.url)).pathname}`),
  }
  const answered: Response = await worker.default.fetch(new Request('https://site.example/about'), { ASSETS: assets })
  expect(await answered.text()).toBe('static /about')
})

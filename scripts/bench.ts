/**
 * `npm run bench`: builds the test build, serves it (and a copy with every <script> removed: the
 * "floor", what the same pages cost with no JavaScript at all) with the production server and
 * the local image stand-in, runs Lighthouse 12 with the system Chromium on every page, mobile
 * (default simulated throttling) and desktop, and reports medians against bench/budgets.json.
 * Writes bench/results/latest.json and latest.md; exits 1 when a budget is missed.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { digestBytes } from '../server/build-copy.js'
import { SERVING_RULES_FILE } from '../server/serving-rules.js'
import { startImageServer } from '../tests/stand-ins/image-server'
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium'
import { startSite } from '../tests/support/site-process'
import { IMAGE_PORT, SITE_PORT, TEST_BUILD_DIR, toolEnvironment } from '../tests/support/test-environment'
import { checkBudgets, type LighthouseBudgets, progressLine, type Row, renderTable } from './measure/bench-report'
import { type FormFactor, measure, type Sample, summarise } from './measure/lighthouse'
import { importTool } from './on-demand-tools'

const HELP = `Usage: npm run bench -- [options]
  --no-build            reuse the test build instead of building it first
  --runs N              Lighthouse runs per page and form factor (default 5)
  --floor-runs N        runs of the script-free floor (default 5). The floor runs on mobile only, where
                        the LCP budget applies: on desktop both LCPs are ~250 ms and a margin of one
                        round trip is within the noise
  --floor-desktop       measure the floor on desktop too
  --pages /,/about      pages to measure (default: every page the build prerendered)
  --form-factors mobile,desktop
Ports and build directory: E2E_SITE_PORT, E2E_IMAGE_PORT, E2E_BUILD_DIR (tests/support/test-environment.ts).`

if (process.argv.includes('--help')) {
  console.log(HELP)
  process.exit(0)
}

const FLOOR_DIR = `${TEST_BUILD_DIR}-floor`
const FLOOR_PORT = SITE_PORT + 3

function option(name: string, fallback: string) {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

const runs = Number(option('runs', '5'))
const floorRuns = Number(option('floor-runs', '5'))
const floorOn = (formFactor: FormFactor) => formFactor === 'mobile' || process.argv.includes('--floor-desktop')
const requestedPages = option('pages', '')
const formFactors = option('form-factors', 'mobile,desktop').split(',') as FormFactor[]
const budgets: LighthouseBudgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')).lighthouse

/**
 * A copy of the build whose pages have no <script> at all (precompressed copies rewritten to match,
 * and their digests in the serving rules, which npm start checks every file against).
 */
function makeFloor() {
  rmSync(FLOOR_DIR, { recursive: true, force: true })
  cpSync(TEST_BUILD_DIR, FLOOR_DIR, { recursive: true })
  const clientDir = join(FLOOR_DIR, 'client')
  const rulesFile = join(FLOOR_DIR, SERVING_RULES_FILE)
  const rules = JSON.parse(readFileSync(rulesFile, 'utf8')) as { files?: Record<string, string> }
  const write = (page: string, bytes: string | Buffer) => {
    writeFileSync(join(clientDir, page), bytes)
    if (rules.files) rules.files[page] = digestBytes(bytes)
  }
  for (const page of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!page.endsWith('.html')) continue
    const html = readFileSync(join(clientDir, page), 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    write(page, html)
    write(`${page}.gz`, gzipSync(html, { level: 9 }))
    write(`${page}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  }
  writeFileSync(rulesFile, JSON.stringify(rules))
}

/** Every page in each form factor, ours and the floor interleaved so a burst of load hits both alike. */
async function measureAll(pagePaths: string[], chromePort: number): Promise<Row[]> {
  const rows: Row[] = []
  for (const formFactor of formFactors) {
    for (const page of pagePaths) {
      const samples: Record<'ours' | 'floor', Sample[]> = { ours: [], floor: [] }
      const floorTimes = floorOn(formFactor) ? floorRuns : 0
      for (let run = 0; run < Math.max(runs, floorTimes); run += 1) {
        if (run < runs) {
          samples.ours.push(await measure(`http://127.0.0.1:${SITE_PORT}${page}`, formFactor, chromePort, run === 0))
        }
        if (run < floorTimes) {
          samples.floor.push(await measure(`http://127.0.0.1:${FLOOR_PORT}${page}`, formFactor, chromePort, false))
        }
      }
      for (const variant of ['ours', 'floor'] as const) {
        if (samples[variant].length === 0) continue
        rows.push({ page, formFactor, variant, runs: samples[variant].length, ...summarise(samples[variant]) })
      }
      console.log(progressLine(rows, page, formFactor))
    }
  }
  return rows
}

const started = Date.now()
const loadBefore = loadavg()
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-test.ts'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
makeFloor()
const manifestPages: string[] = JSON.parse(readFileSync(join(TEST_BUILD_DIR, 'site-manifest.json'), 'utf8')).pages
const pagePaths = requestedPages ? requestedPages.split(',') : manifestPages

const imageServer = await startImageServer(IMAGE_PORT)
const servers: Awaited<ReturnType<typeof startSite>>[] = []
try {
  servers.push(await startSite({ buildDir: TEST_BUILD_DIR, port: SITE_PORT }))
  servers.push(await startSite({ buildDir: FLOOR_DIR, port: FLOOR_PORT }))
} catch (error) {
  // A server left running would answer the next run's requests with this run's build.
  for (const server of servers) await server.stop()
  imageServer.close()
  throw error
}
/** The part of chrome-launcher we use (it comes with Lighthouse, in tools/lighthouse). */
type ChromeLauncher = {
  launch(options: {
    chromePath: string
    chromeFlags: string[]
  }): Promise<{ port: number; kill(): void | Promise<void> }>
}
const chromeLauncher = await importTool<ChromeLauncher>('lighthouse', 'chrome-launcher')
const chrome = await chromeLauncher.launch({
  chromePath: toolEnvironment.CHROME_PATH || findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
let rows: Row[] = []
try {
  rows = await measureAll(pagePaths, chrome.port)
} finally {
  await chrome.kill()
  for (const server of servers) await server.stop()
  imageServer.close()
}

const misses = checkBudgets(rows, budgets)
const seconds = Math.round((Date.now() - started) / 1000)
const averages = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ')
const machine = `${cpus().length} CPUs, load average ${averages(loadBefore)} before, ${averages(loadavg())} after; ${seconds} s`
const table = renderTable(rows, { formFactors, pagePaths, runs, floorRuns, floorOn })
const verdict = misses.length ? misses.map((miss) => `- MISSED ${miss}`).join('\n') : 'All budgets met.'
const markdown = `# Benchmark ${new Date().toISOString()}\n\nLighthouse 12, ${machine}.\nBudgets: bench/budgets.json. Bytes are transferred KB (1 KB = 1024 bytes).\n\n${table}\n## Budgets\n\n${verdict}\n`
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/latest.md', markdown)
writeFileSync(
  'bench/results/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine, runs, floorRuns, budgets, rows, misses }, null, 2)}\n`,
)
console.log(`\n${table}`)
console.log(misses.length ? `Budgets MISSED:\n  ${misses.join('\n  ')}` : 'All budgets met.')
console.log(`\nWrote bench/results/latest.json and latest.md (${machine}).`)
rmSync(FLOOR_DIR, { recursive: true, force: true })
process.exit(misses.length ? 1 : 0)

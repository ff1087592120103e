// @ts-check
/**
 * `npm run bench`: builds the test build, serves it (and a copy with every <script> removed: the
 * "floor", what the same pages cost with no JavaScript at all) with the production server and
 * the local image stand-in, runs Lighthouse 12 with the system Chromium on every page, mobile
 * (default simulated throttling) and desktop, and reports medians against bench/budgets.json.
 * Writes bench/results/latest.json and latest.md; exits 1 when a budget is missed.
 *
 * Options: --no-build (reuse the test build), --runs N (default 5), --floor-runs N (default 5;
 * the floor runs on mobile only, where the LCP budget applies: on desktop both LCPs are ~250 ms
 * and a margin of one round trip is within the noise; --floor-desktop adds it there too),
 * --pages /,/about (default every page the build prerendered), --form-factors mobile,desktop.
 * Ports and build directory follow tests/support/test-env.js (E2E_SITE_PORT, E2E_IMAGE_PORT, E2E_BUILD_DIR).
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium.js'
import { startImageServer } from '../tests/support/image-server.js'
import { IMAGE_PORT, SITE_PORT, TEST_BUILD_DIR, testBuildEnv } from '../tests/support/test-env.js'

/** @typedef {'mobile' | 'desktop'} FormFactor */
/** @typedef {'ours' | 'floor'} Variant */
/**
 * @typedef {{
 *   performance?: number, accessibility?: number, 'best-practices'?: number, seo?: number,
 *   fcp: number, lcp: number, tbt: number, cls: number, si: number,
 *   bytes: Record<string, number>,
 * }} Sample
 */
/** @typedef {Sample & { page: string, formFactor: FormFactor, variant: Variant, runs: number }} Row */

const BYTE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image', 'total']
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo'])
const FLOOR_DIR = `${TEST_BUILD_DIR}-floor`
const FLOOR_PORT = SITE_PORT + 3

function option(/** @type {string} */ name, /** @type {string} */ fallback) {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

const runs = Number(option('runs', '5'))
const floorRuns = Number(option('floor-runs', '5'))
const floorOn = (/** @type {FormFactor} */ formFactor) =>
  formFactor === 'mobile' || process.argv.includes('--floor-desktop')
/** Every prerendered page, from the build's manifest (Node 20 can't import app/content/*.ts). */
const requestedPages = option('pages', '')
const formFactors = /** @type {FormFactor[]} */ (option('form-factors', 'mobile,desktop').split(','))
/** @type {string[]} */
const pagePaths = []
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')).lighthouse

/** Every *.html under `dir`. */
function htmlFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file))
}

/** A copy of the build whose pages have no <script> at all (precompressed copies rewritten to match). */
function makeFloor() {
  rmSync(FLOOR_DIR, { recursive: true, force: true })
  cpSync(TEST_BUILD_DIR, FLOOR_DIR, { recursive: true })
  for (const file of htmlFiles(join(FLOOR_DIR, 'client'))) {
    const html = readFileSync(file, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    writeFileSync(file, html)
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }))
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  }
}

/** Starts `npm start`'s server on `port` serving `buildDir`; resolves once it answers. */
async function startSite(/** @type {string} */ buildDir, /** @type {number} */ port) {
  const child = spawn(process.execPath, ['server/start.js'], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`The server for ${buildDir} did not start on port ${port}`)
}

function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * One Lighthouse run. Only the first run of a page collects the non-performance categories:
 * they don't vary between runs, and skipping them keeps the bench to about fifteen minutes.
 * @param {string} url @param {FormFactor} formFactor @param {number} port @param {boolean} allCategories
 * @returns {Promise<Sample>}
 */
async function measure(url, formFactor, port, allCategories) {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, formFactor, port, allCategories)
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(`  retrying ${formFactor} ${url}: ${error instanceof Error ? error.message : error}`)
    }
  }
}

/** @param {string} url @param {FormFactor} formFactor @param {number} port @param {boolean} allCategories */
async function measureOnce(url, formFactor, port, allCategories) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: allCategories ? [...CATEGORIES] : ['performance'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary = /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (
    lhr.audits['resource-summary']?.details
  )
  /** @type {Sample} */
  const sample = {
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    bytes: Object.fromEntries(
      BYTE_TYPES.map((type) => [type, summary?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0]),
    ),
  }
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score
    if (typeof score === 'number') sample[category] = Math.round(score * 100)
  }
  return sample
}

/** Medians of several samples of one page. */
function summarise(/** @type {Sample[]} */ samples) {
  /** @type {Sample} */
  const row = {
    fcp: median(samples.map((sample) => sample.fcp)),
    lcp: median(samples.map((sample) => sample.lcp)),
    tbt: median(samples.map((sample) => sample.tbt)),
    cls: median(samples.map((sample) => sample.cls)),
    si: median(samples.map((sample) => sample.si)),
    bytes: Object.fromEntries(
      BYTE_TYPES.map((type) => [type, median(samples.map((sample) => sample.bytes[type] ?? 0))]),
    ),
  }
  for (const category of CATEGORIES) {
    const scores = samples.map((sample) => sample[category]).filter((score) => typeof score === 'number')
    if (scores.length) row[category] = median(scores)
  }
  return row
}

/** Budget misses, as sentences. @param {Row[]} rows */
function checkBudgets(rows) {
  const misses = []
  for (const row of rows.filter((candidate) => candidate.variant === 'ours')) {
    const label = `${row.formFactor} ${row.page}`
    for (const [category, min] of Object.entries(budgets.minScores[row.formFactor] ?? {})) {
      const score = row[/** @type {typeof CATEGORIES[number]} */ (category)]
      if (typeof score === 'number' && score < Number(min)) misses.push(`${label}: ${category} ${score} < ${min}`)
    }
    if (!(row.cls < budgets.maxCls)) misses.push(`${label}: CLS ${row.cls.toFixed(3)} not < ${budgets.maxCls}`)
    if (row.tbt > budgets.maxTbtMs) misses.push(`${label}: TBT ${Math.round(row.tbt)} ms > ${budgets.maxTbtMs} ms`)
    const floor = rows.find(
      (candidate) =>
        candidate.variant === 'floor' && candidate.page === row.page && candidate.formFactor === row.formFactor,
    )
    // Within one simulated round trip (Lighthouse mobile: 150 ms) of the page without any script.
    if (floor && row.lcp > floor.lcp + budgets.maxLcpOverFloorMs) {
      misses.push(
        `${label}: LCP ${Math.round(row.lcp)} ms > floor ${Math.round(floor.lcp)} ms + ${budgets.maxLcpOverFloorMs} ms`,
      )
    }
  }
  return misses
}

const ms = (/** @type {number} */ value) => `${Math.round(value)}`
const kb = (/** @type {number | undefined} */ value) => ((value ?? 0) / 1024).toFixed(1)

/** The Markdown report: our medians per page, and our LCP/TBT beside the floor's. @param {Row[]} rows */
function renderTable(rows) {
  const lines = []
  for (const formFactor of formFactors) {
    const floorNote = floorOn(formFactor) ? `; floor: median of ${floorRuns}` : '; no floor runs'
    lines.push(`### ${formFactor} (median of ${runs} runs${floorNote})`, '')
    lines.push(
      '| page | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | SI ms | doc KB | js KB | css KB | font KB | img KB | total KB | floor FCP | floor LCP | floor TBT | LCP vs floor |',
    )
    lines.push(`|${' --- |'.repeat(20)}`)
    for (const page of pagePaths) {
      const ours = rows.find((row) => row.variant === 'ours' && row.page === page && row.formFactor === formFactor)
      const floor = rows.find((row) => row.variant === 'floor' && row.page === page && row.formFactor === formFactor)
      if (!ours) continue
      const ratio = floor ? `${Math.round(ours.lcp - floor.lcp)} ms` : 'n/a'
      lines.push(
        `| ${page} | ${ours.performance ?? ''} | ${ours.accessibility ?? ''} | ${ours['best-practices'] ?? ''} | ${ours.seo ?? ''} | ${ms(ours.fcp)} | ${ms(ours.lcp)} | ${ms(ours.tbt)} | ${ours.cls.toFixed(3)} | ${ms(ours.si)} | ${kb(ours.bytes.document)} | ${kb(ours.bytes.script)} | ${kb(ours.bytes.stylesheet)} | ${kb(ours.bytes.font)} | ${kb(ours.bytes.image)} | ${kb(ours.bytes.total)} | ${floor ? ms(floor.fcp) : ''} | ${floor ? ms(floor.lcp) : ''} | ${floor ? ms(floor.tbt) : ''} | ${ratio} |`,
      )
    }
    lines.push('')
  }
  return lines.join('\n')
}

async function main() {
  const started = Date.now()
  const loadBefore = loadavg()
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, ['scripts/build-test.js'], {
      stdio: 'inherit',
      env: { ...process.env, ...testBuildEnv },
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  makeFloor()
  /** @type {string[]} */
  const manifestPages = JSON.parse(readFileSync(join(TEST_BUILD_DIR, 'site-manifest.json'), 'utf8')).pages
  pagePaths.push(...(requestedPages ? requestedPages.split(',') : manifestPages))

  const imageServer = await startImageServer(IMAGE_PORT)
  const servers = [await startSite(TEST_BUILD_DIR, SITE_PORT), await startSite(FLOOR_DIR, FLOOR_PORT)]
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })

  /** @type {Row[]} */
  const rows = []
  try {
    for (const formFactor of formFactors) {
      for (const page of pagePaths) {
        /** @type {Record<Variant, Sample[]>} */
        const samples = { ours: [], floor: [] }
        // Interleaved, so a burst of load on the machine hits both variants alike.
        const floorTimes = floorOn(formFactor) ? floorRuns : 0
        for (let run = 0; run < Math.max(runs, floorTimes); run += 1) {
          if (run < runs) {
            samples.ours.push(await measure(`http://127.0.0.1:${SITE_PORT}${page}`, formFactor, chrome.port, run === 0))
          }
          if (run < floorTimes) {
            samples.floor.push(await measure(`http://127.0.0.1:${FLOOR_PORT}${page}`, formFactor, chrome.port, false))
          }
        }
        for (const variant of /** @type {Variant[]} */ (['ours', 'floor'])) {
          if (samples[variant].length === 0) continue
          rows.push({ page, formFactor, variant, runs: samples[variant].length, ...summarise(samples[variant]) })
        }
        const ours = rows.find((row) => row.variant === 'ours' && row.page === page && row.formFactor === formFactor)
        const floor = rows.find((row) => row.variant === 'floor' && row.page === page && row.formFactor === formFactor)
        console.log(
          `${formFactor.padEnd(7)} ${page.padEnd(36)} perf ${ours?.performance} LCP ${ms(ours?.lcp ?? 0)}${floor ? ` (floor ${ms(floor.lcp)})` : ''} TBT ${ms(ours?.tbt ?? 0)} CLS ${ours?.cls.toFixed(3)}`,
        )
      }
    }
  } finally {
    await chrome.kill()
    for (const server of servers) server.kill('SIGTERM')
    imageServer.close()
  }

  const misses = checkBudgets(rows)
  const seconds = Math.round((Date.now() - started) / 1000)
  const machine = `${cpus().length} CPUs, load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')} before, ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} after; ${seconds} s`
  const table = renderTable(rows)
  const markdown = `# Benchmark ${new Date().toISOString()}\n\nLighthouse 12, ${machine}.\nBudgets: bench/budgets.json. Bytes are transferred KB (1 KB = 1024 bytes).\n\n${table}\n## Budgets\n\n${misses.length ? misses.map((miss) => `- MISSED ${miss}`).join('\n') : 'All budgets met.'}\n`
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
}

await main()

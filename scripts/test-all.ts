/**
 * `npm test`: every check, in the order a reviewer would want them, then one summary.
 * A failing step does not stop the later ones (except the browser tests, which need a build),
 * so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'

const REPORTS = '.reports'
rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })

/** A Node 24 binary from the registry's `node` package (`.ci/run` installs it); its steps are skipped without it. */
const NODE24 = resolve('.cache/node24/node_modules/node/bin/node')
const NODE24_BUILD_DIR = '.node24-build'

type Step = { name: string; command: string[]; needs?: string; optional?: () => string }
const steps: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint + format', command: ['npm', 'run', 'lint'] },
  {
    name: 'unit + component',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
  },
  { name: 'production build', command: ['npm', 'run', 'build'] },
  // The real MDN HTTP Observatory over https, on the production build: the test build's image
  // stand-in is plain http, which the Observatory rightly marks down once pages are served over https.
  { name: 'security grade', command: ['npm', 'run', 'observatory'], needs: 'production build' },
  { name: 'test build', command: ['npm', 'run', 'build:test'] },
  { name: 'browser (Playwright)', command: ['npx', 'playwright', 'test'], needs: 'test build' },
  // Supported Node versions are 20.19+, 22 and 24: the unit tests and the build must pass on the newest too.
  {
    name: 'Node 24: unit',
    command: [NODE24, 'node_modules/vitest/vitest.mjs', 'run', '--reporter=dot'],
    optional: () => (existsSync(NODE24) ? '' : 'no Node 24 in .cache/node24 (.ci/run installs it)'),
  },
  {
    name: 'Node 24: build',
    command: [NODE24, 'node_modules/@react-router/dev/bin.js', 'build'],
    optional: () => (existsSync(NODE24) ? '' : 'no Node 24 in .cache/node24 (.ci/run installs it)'),
  },
]

const results: { name: string; ok: boolean; seconds: number; skipped?: string }[] = []
for (const step of steps) {
  const dependency = step.needs && results.find((result) => result.name === step.needs)
  if (dependency && !dependency.ok) {
    results.push({ name: step.name, ok: false, seconds: 0, skipped: 'SKIPPED (needs a passing build)' })
    continue
  }
  const missing = step.optional?.()
  if (missing) {
    results.push({ name: step.name, ok: true, seconds: 0, skipped: `not run: ${missing}` })
    continue
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
  const started = Date.now()
  const [command = 'true', ...args] = step.command
  const env = step.name === 'Node 24: build' ? { ...process.env, BUILD_DIR: NODE24_BUILD_DIR } : process.env
  const run = spawnSync(command, args, { stdio: 'inherit', env })
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 })
}
rmSync(NODE24_BUILD_DIR, { recursive: true, force: true })

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } }

/** Test counts from a Vitest or Playwright JSON report. */
function counts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 }
  const report: VitestReport | PlaywrightReport = JSON.parse(readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  }
  const stats = report.stats ?? {}
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  }
}

const unit = counts(`${REPORTS}/unit.json`)
const e2e = counts(`${REPORTS}/e2e.json`)
console.log('\nSummary')
for (const result of results) {
  const status = result.skipped ?? (result.ok ? 'ok' : 'FAILED')
  console.log(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(22)} ${status.padEnd(10)} ${result.seconds.toFixed(1)}s`)
}
console.log(`  unit tests:    ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`)
console.log(`  browser tests: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`)
const failedSteps = results.filter((result) => !result.ok).length
const passed = unit.passed + e2e.passed
const failed = unit.failed + e2e.failed + (failedSteps > 0 && unit.failed + e2e.failed === 0 ? failedSteps : 0)
console.log(`\nTests: ${passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`)
process.exit(failedSteps > 0 ? 1 : 0)

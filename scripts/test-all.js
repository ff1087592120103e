// @ts-check
/**
 * `npm test`: every check, in the order a reviewer would want them, then one summary.
 * A failing step does not stop the later ones (except the browser tests, which need a build),
 * so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const REPORTS = '.reports'
rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })

/** @type {{ name: string, command: string[], needs?: string }[]} */
const steps = [
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
  { name: 'test build', command: ['node', 'scripts/build-test.js'] },
  { name: 'browser (Playwright)', command: ['npx', 'playwright', 'test'], needs: 'test build' },
]

/** @type {{ name: string, ok: boolean, seconds: number, skipped?: boolean }[]} */
const results = []
for (const step of steps) {
  const dependency = step.needs && results.find((result) => result.name === step.needs)
  if (dependency && !dependency.ok) {
    results.push({ name: step.name, ok: false, seconds: 0, skipped: true })
    continue
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
  const started = Date.now()
  const [command = 'true', ...args] = step.command
  const run = spawnSync(command, args, { stdio: 'inherit' })
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 })
}

/** Test counts from a Vitest or Playwright JSON report. */
function counts(/** @type {string} */ file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 }
  const report = JSON.parse(readFileSync(file, 'utf8'))
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
  const status = result.skipped ? 'SKIPPED (needs a passing build)' : result.ok ? 'ok' : 'FAILED'
  console.log(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(22)} ${status.padEnd(10)} ${result.seconds.toFixed(1)}s`)
}
console.log(`  unit tests:    ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`)
console.log(`  browser tests: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`)
const failedSteps = results.filter((result) => !result.ok).length
const passed = unit.passed + e2e.passed
const failed = unit.failed + e2e.failed + (failedSteps > 0 && unit.failed + e2e.failed === 0 ? failedSteps : 0)
console.log(`\nTests: ${passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`)
process.exit(failedSteps > 0 ? 1 : 0)

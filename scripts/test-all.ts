/**
 * `npm test`: every check, then one summary. Checks are stages that name what they need; two run
 * at a time (the machine's two cores), each as soon as what it needs has passed, and a failing
 * stage does not stop the others, so one run shows everything that is wrong. Each stage's output
 * is printed whole when it ends, so parallel logs stay readable. A new check is one more line in
 * `stages`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { childEnvironment } from '../tests/support/test-environment'

const REPORTS = '.reports'
rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })

/**
 * A Node 24 binary from the registry's `node` package (`.ci/run` installs it). Supported Node
 * versions are 20.19+, 22 and 24: the production build runs on the Node this runs on, the test
 * build that the browser tests check runs on Node 24, and the server's and build tools' unit
 * tests run on both.
 */
const NODE24 = resolve('.cache/node24/node_modules/node/bin/node')
const hasNode24 = existsSync(NODE24)
const withNode24 = () => (hasNode24 ? '' : 'no Node 24 in .cache/node24 (.ci/run installs it)')

type Stage = {
  name: string
  command: string[]
  needs?: string[]
  /** A reason the stage cannot run here, or '' when it can. */
  unavailable?: () => string
  env?: Record<string, string>
  /** The stage keeps both cores busy on its own (the browser tests run two workers). */
  exclusive?: boolean
  /** Output that fails the stage even when its command succeeds. */
  forbidden?: RegExp
}

const stages: Stage[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint + format', command: ['npm', 'run', 'lint'] },
  {
    name: 'unit + component',
    command: ['npx', 'vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`],
  },
  // The owner reads the build's log for what to act on: no library's deprecation or future-flag notice.
  // Built with no environment variables at all, as a host builds it, then each host's settings checked.
  {
    name: 'production build',
    command: ['npx', 'tsx', 'scripts/build-without-environment.ts'],
    forbidden: /deprecat|future flag/i,
  },
  // Tools only one check needs, each from its own lock file in tools/ (scripts/on-demand-tools.ts).
  { name: 'on-demand tools', command: ['npx', 'tsx', 'scripts/on-demand-tools.ts'] },
  // The real MDN HTTP Observatory over https, on the production build: the test build's image
  // stand-in is plain http, which the Observatory rightly marks down once pages are served over https.
  { name: 'security grade', command: ['npm', 'run', 'observatory'], needs: ['production build', 'on-demand tools'] },
  // With the stand-in photo host running, which the build downloads the stock photos from.
  {
    name: hasNode24 ? 'test build (Node 24)' : 'test build',
    command: [hasNode24 ? NODE24 : process.execPath, '--import', 'tsx', 'scripts/build-test.ts'],
  },
  // The server and the build's tools, which run on the deployer's Node; components run in browsers.
  {
    name: 'Node 24: server + build units',
    command: [NODE24, 'node_modules/vitest/vitest.mjs', 'run', '--project', 'node', '--reporter=dot'],
    unavailable: withNode24,
  },
  // Last: it runs alone, once every other stage has had the two cores.
  {
    name: 'browser (Playwright)',
    command: ['npx', 'playwright', 'test'],
    needs: [hasNode24 ? 'test build (Node 24)' : 'test build', 'on-demand tools'],
    exclusive: true,
  },
]

const CORES = 2
type Result = { name: string; ok: boolean; seconds: number; skipped?: string }
const results = new Map<string, Result>()
const running = new Map<string, Promise<void>>()

function run(stage: Stage): Promise<void> {
  const started = Date.now()
  const [command = 'true', ...args] = stage.command
  const child = spawn(command, args, { env: childEnvironment({ ...stage.env, FORCE_COLOR: '1' }) })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((done) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      const noise = stage.forbidden?.exec(output)
      results.set(stage.name, { name: stage.name, ok: code === 0 && !noise, seconds })
      console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')} (${seconds.toFixed(1)} s)\n${output}`)
      if (noise) console.log(`✗ ${stage.name} printed '${noise[0]}', which its stage forbids`)
      done()
    })
  })
}

/** The next stage whose needs have all passed, or the reason a waiting stage can never run. */
function next(waiting: Stage[]): Stage | undefined {
  for (const stage of waiting) {
    const needs = stage.needs ?? []
    const failed = needs.find((need) => results.get(need)?.ok === false)
    if (failed) {
      results.set(stage.name, { name: stage.name, ok: false, seconds: 0, skipped: `SKIPPED (needs ${failed})` })
      waiting.splice(waiting.indexOf(stage), 1)
      return next(waiting)
    }
    if (needs.every((need) => results.get(need)?.ok)) return stage
  }
  return undefined
}

const waiting = stages.filter((stage) => {
  const reason = stage.unavailable?.()
  if (reason) results.set(stage.name, { name: stage.name, ok: true, seconds: 0, skipped: `not run: ${reason}` })
  return !reason
})
const exclusiveRunning = () => [...running.keys()].some((name) => stages.find((s) => s.name === name)?.exclusive)
const started = Date.now()
while (waiting.length > 0 || running.size > 0) {
  const stage = next(waiting)
  const room = stage && !exclusiveRunning() && running.size < (stage.exclusive ? CORES - 1 : CORES)
  if (stage && room) {
    waiting.splice(waiting.indexOf(stage), 1)
    running.set(
      stage.name,
      run(stage).then(() => {
        running.delete(stage.name)
      }),
    )
    continue
  }
  if (running.size === 0) break
  await Promise.race(running.values())
}

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
console.log(`\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
for (const stage of stages) {
  const result = results.get(stage.name) ?? { name: stage.name, ok: false, seconds: 0, skipped: 'NOT RUN' }
  const status = result.skipped ?? (result.ok ? 'ok' : 'FAILED')
  console.log(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(22)} ${status.padEnd(10)} ${result.seconds.toFixed(1)}s`)
}
console.log(`  unit tests:    ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`)
console.log(`  browser tests: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`)
const failedStages = [...results.values()].filter((result) => !result.ok).length
const passed = unit.passed + e2e.passed
const failed = unit.failed + e2e.failed + (failedStages > 0 && unit.failed + e2e.failed === 0 ? failedStages : 0)
console.log(`\nTests: ${passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`)
process.exit(failedStages > 0 ? 1 : 0)

/**
 * `npm test`: every check, then one summary. Checks are stages that name what they need; each starts
 * as soon as what it needs has passed, while the machine has room (`weight` counts the cores a
 * stage keeps busy, and at most CAPACITY are asked for at once), earlier stages in the list first
 * and the browser tests, the longest, at once. A failing stage
 * does not stop the others, so one run shows everything that is wrong. Each stage's output is
 * printed whole when it ends, so parallel logs stay readable. The stages are in ./test-stages.ts.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { ensureImageServer } from '../tests/stand-ins/image-server'
import { childEnvironment } from '../tests/support/test-environment'
import { cgroupCpuSeconds, stageCgroup, timesCpuSeconds } from './stage-cpu'
import { counts, failures } from './test-reports'
import { ALLOCATOR, REPORTS, type Stage, stages } from './test-stages'

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })

/**
 * Cores asked for at once: twice the machine's two, since every stage spends time waiting (the
 * browser tests most of theirs, for pages, animations and servers), and the run is as short as the
 * cores are kept busy. Until the critical stage (the browser tests) has started, only the two
 * cores' worth: what it waits for (the test build) gets them.
 */
const CORES = 2
const CAPACITY = 4
type Result = { name: string; ok: boolean; seconds: number; from: number; cpu?: number; skipped?: string }
const results = new Map<string, Result>()
const running = new Map<string, Promise<void>>()
const started = Date.now()
const since = () => (Date.now() - started) / 1000
const load = () => loadavg()[0]?.toFixed(1)

function run(stage: Stage): Promise<void> {
  const from = since()
  // Through bash, in a cgroup of its own where one can be made, else with bash's `times`: the
  // measure of what a stage costs the two cores (./stage-cpu.ts, docs/developer-guide.md "Tests").
  const cpuFile = join(REPORTS, `cpu-${stage.name.replace(/[^a-z0-9]+/gi, '-')}.txt`)
  const cgroup = stageCgroup(stage.name)
  const enter = cgroup ? 'echo $$ > "$CGROUP/cgroup.procs"; ' : ''
  const script = `${enter}"$@"; status=$?; times > "$CPU_FILE"; exit $status`
  const child = spawn('bash', ['-c', script, 'stage', ...stage.command], {
    env: childEnvironment({ ...ALLOCATOR, ...stage.env, FORCE_COLOR: '1', CPU_FILE: cpuFile, CGROUP: cgroup ?? '' }),
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((done) => {
    child.on('close', (code) => {
      const seconds = since() - from
      const noise = stage.forbidden?.exec(output)
      const cpu = (cgroup ? cgroupCpuSeconds(cgroup) : undefined) ?? timesCpuSeconds(cpuFile)
      results.set(stage.name, { name: stage.name, ok: code === 0 && !noise, seconds, from, cpu })
      const when = `${seconds.toFixed(1)} s, from ${from.toFixed(0)} s, ${cpu.toFixed(0)} CPU-s; load ${load()}`
      console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')} (${when})\n${output}`)
      if (noise) console.log(`✗ ${stage.name} printed '${noise[0]}', which its stage forbids`)
      done()
    })
  })
}

/**
 * The first of the `considered` first waiting stages whose needs have all passed and that fits in
 * the room left (a critical one always fits; a stage heavier than the room starts only on an idle
 * machine); a stage whose need failed is skipped.
 */
function next(waiting: Stage[], room: number, considered = waiting.length): Stage | undefined {
  for (const stage of waiting.slice(0, considered)) {
    const needs = stage.needs ?? []
    const failed = needs.find((need) => results.get(need)?.ok === false)
    if (failed) {
      results.set(stage.name, {
        name: stage.name,
        ok: false,
        seconds: 0,
        from: since(),
        skipped: `SKIPPED (needs ${failed})`,
      })
      waiting.splice(waiting.indexOf(stage), 1)
      return next(waiting, room, considered - 1)
    }
    const fits = stage.critical || (stage.weight ?? 1) <= room || running.size === 0
    const ended = (stage.after ?? []).every((name) => results.has(name))
    if (fits && ended && needs.every((need) => results.get(need)?.ok)) return stage
  }
  return undefined
}

const waiting = [...stages]
const weightOf = (name: string) => stages.find((stage) => stage.name === name)?.weight ?? 1
console.log(`npm test: ${waiting.length} stages, load average ${load()} at the start`)
// One photo stand-in for every build of the run, so that none stops it while another downloads.
const stopImageServer = await ensureImageServer()
while (waiting.length > 0 || running.size > 0) {
  // Until the critical stage has started, only the stages listed before it (what it waits for).
  const critical = waiting.findIndex((stage) => stage.critical)
  const capacity = critical === -1 ? CAPACITY : CORES
  const room = capacity - [...running.keys()].reduce((sum, name) => sum + weightOf(name), 0)
  const stage = next(waiting, room, critical === -1 ? waiting.length : critical + 1)
  if (stage) {
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
stopImageServer()

/** The counts of several reports, added up. */
function countsOf(...reports: string[]) {
  return reports
    .map((report) => counts(`${REPORTS}/${report}`))
    .reduce((sum, part) => ({
      passed: sum.passed + part.passed,
      failed: sum.failed + part.failed,
      skipped: sum.skipped + part.skipped,
    }))
}

const kinds = {
  'unit tests': countsOf('unit.json'),
  'build checks': countsOf('built-site.json', 'changed-site.json'),
  'browser tests': countsOf('e2e.json', 'e2e-changed-content.json'),
}
console.log(
  `\nSummary (${since().toFixed(0)} s in all, ${[...results.values()].reduce((sum, result) => sum + (result.cpu ?? 0), 0).toFixed(0)} CPU-s; load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')})`,
)
for (const stage of stages) {
  const result = results.get(stage.name) ?? { name: stage.name, ok: false, seconds: 0, from: 0, skipped: 'NOT RUN' }
  const status = result.skipped ?? (result.ok ? 'ok' : 'FAILED')
  const span = result.skipped
    ? ''
    : `${result.seconds.toFixed(1)}s (${result.from.toFixed(0)}–${(result.from + result.seconds).toFixed(0)} s), ${(result.cpu ?? 0).toFixed(0)} CPU-s`
  console.log(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(30)} ${status.padEnd(10)} ${span}`)
}
for (const [kind, count] of Object.entries(kinds)) {
  console.log(`  ${`${kind}:`.padEnd(15)}${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`)
}
const all = Object.values(kinds)
const failedStages = [...results.values()].filter((result) => !result.ok).length
const failedTests = all.reduce((sum, count) => sum + count.failed, 0)
const failed = failedTests + (failedStages > 0 && failedTests === 0 ? failedStages : 0)
const total = (key: 'passed' | 'skipped') => all.reduce((sum, count) => sum + count[key], 0)
// Last, so that the end of a log cut short still names each failure (scripts/test-reports.ts).
const whatFailed = readdirSync(REPORTS)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => failures(join(REPORTS, file)))
if (whatFailed.length > 0) console.log('\nFailed:')
for (const { test, why } of whatFailed) console.log(`  ✗ ${test}\n      ${why}`)
console.log(`\nTests: ${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`)
process.exit(failedStages > 0 ? 1 : 0)

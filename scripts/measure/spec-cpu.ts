/**
 * `npx tsx scripts/measure/spec-cpu.ts [spec ...]`: runs each browser spec alone, with one worker,
 * and prints its wall time and the CPU the whole machine spent meanwhile (Chromium's processes
 * included, which the stages of `npm test` do not count), read from Linux's /proc/stat. Build the
 * test build first (`npm run build:test`) and run it on an idle machine: other work is counted too.
 * Every spec of tests/e2e/ unless named. Decision 032 compares browsers with it.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** CPU time spent so far by every core, in seconds: user, nice, system, irq and softirq. */
function machineCpuSeconds(): number {
  const [, user, nice, system, , , irq, softirq] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .map(Number)
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) / 100
}

const named = process.argv.slice(2)
const specs = named.length
  ? named
  : readdirSync('tests/e2e')
      .filter((file) => file.endsWith('.spec.ts'))
      .sort()
      .map((file) => `tests/e2e/${file}`)

let totalCpu = 0
for (const spec of specs) {
  const cpuBefore = machineCpuSeconds()
  const started = performance.now()
  const run = spawnSync('npx', ['playwright', 'test', spec, '--workers=1', '--reporter=dot'], { encoding: 'utf8' })
  const cpu = machineCpuSeconds() - cpuBefore
  totalCpu += cpu
  const wall = (performance.now() - started) / 1000
  const outcome = run.status === 0 ? 'passed' : `FAILED\n${run.stdout}${run.stderr}`
  console.log(`${spec}: ${wall.toFixed(1)} s, ${cpu.toFixed(0)} CPU-s, ${outcome}`)
}
console.log(`${specs.length} specs: ${totalCpu.toFixed(0)} CPU-s of the machine`)

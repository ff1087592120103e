/**
 * What a stage of `npm test` costs the machine's cores (scripts/test-all.ts). bash's `times` counts
 * only the processes a stage waited for: Chromium's processes, which Playwright's launch leaves to
 * be reaped by others, went uncounted (a quarter or more of the browser tests' CPU). Where Linux's
 * cpuacct cgroup can be made (as root, on this machine and on CI), a stage runs in a cgroup of its
 * own, which counts every process it started, wherever it was reparented; elsewhere, `times`.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'

const CPUACCT = '/sys/fs/cgroup/cpuacct'

/** A fresh cgroup for the stage `name`, or undefined where none can be made. */
export function stageCgroup(name: string): string | undefined {
  const dir = join(CPUACCT, `npm-test-${process.pid}-${name.replace(/[^a-z0-9]+/gi, '-')}`)
  try {
    mkdirSync(dir)
    return existsSync(join(dir, 'cpuacct.usage')) ? dir : undefined
  } catch {
    return undefined
  }
}

/**
 * The CPU seconds every process of the cgroup used, or undefined when none was counted (the stage
 * could not enter it); the cgroup is removed once empty.
 */
export function cgroupCpuSeconds(dir: string): number | undefined {
  try {
    const seconds = Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9
    return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
  } catch {
    return undefined
  } finally {
    try {
      rmdirSync(dir)
    } catch {
      // A process the stage left running keeps it; it goes with the machine.
    }
  }
}

/** The user and system CPU seconds of a stage's processes, from the second line of bash's `times`. */
export function timesCpuSeconds(file: string): number {
  const children = existsSync(file) ? (readFileSync(file, 'utf8').split('\n')[1] ?? '') : ''
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  )
}

/**
 * What the JSON reports of npm test's stages (./test-stages.ts) say: how many tests passed, failed
 * and were skipped, and which failed with the first line of why. The summary prints both last,
 * so that a log cut to its end (CI keeps only the end of a long one) still names what failed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults?: {
    name: string
    status: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}
type PlaywrightResult = { status: string; error?: { message?: string } }
type PlaywrightSuite = {
  title?: string
  specs?: {
    title: string
    file: string
    line: number
    tests: { projectName?: string; results: PlaywrightResult[] }[]
  }[]
  suites?: PlaywrightSuite[]
}
type PlaywrightReport = {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
  suites?: PlaywrightSuite[]
  errors?: { message?: string }[]
}
type Report = VitestReport | PlaywrightReport

export type Counts = { passed: number; failed: number; skipped: number }
/** A failed test: where and what it is, and the first line of its error. */
export type Failure = { test: string; why: string }

function read(file: string): Report | undefined {
  if (!existsSync(file)) return undefined
  return JSON.parse(readFileSync(file, 'utf8')) as Report
}

/** Test counts from a Vitest or Playwright JSON report; a flaky test counts as failed (retries are 0). */
export function counts(file: string): Counts {
  const report = read(file)
  if (!report) return { passed: 0, failed: 0, skipped: 0 }
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

/** The first line of an error that says something, without the terminal's colours. */
function firstLine(message = ''): string {
  const line =
    message
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are what is removed
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((one) => one.trim())
      .find(Boolean) ?? 'no message'
  return line.length > 200 ? `${line.slice(0, 199)}…` : line
}

/** The failed tests of Playwright's suites: a file's suite, then its `describe`s, whose titles lead the test's. */
function playwrightFailures(suite: PlaywrightSuite, titles: string[]): Failure[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap(({ results }) => {
      const failed = results.find((result) => !['passed', 'skipped'].includes(result.status))
      if (!failed) return []
      const why = firstLine(failed.error?.message)
      const test = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`
      return [{ test, why: failed.status === 'failed' ? why : `${failed.status}: ${why}` }]
    }),
  )
  const nested = (suite.suites ?? []).flatMap((inner) => playwrightFailures(inner, [...titles, inner.title ?? '']))
  return [...own, ...nested]
}

/** Every failed test of a report, and an error outside any test (a file that would not load, a server that would not start). */
export function failures(file: string): Failure[] {
  const report = read(file)
  if (!report) return []
  if ('numPassedTests' in report) {
    return (report.testResults ?? []).flatMap((result) => {
      const where = relative(process.cwd(), result.name)
      const failed = result.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ test: `${where} › ${test.fullName}`, why: firstLine(test.failureMessages?.[0]) }))
      return failed.length === 0 && result.status === 'failed'
        ? [{ test: where, why: firstLine(result.message) }]
        : failed
    })
  }
  return [
    ...(report.suites ?? []).flatMap((fileSuite) => playwrightFailures(fileSuite, [])),
    ...(report.errors ?? []).map((error) => ({ test: 'outside any test', why: firstLine(error.message) })),
  ]
}

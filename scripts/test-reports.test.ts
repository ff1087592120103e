/**
 * npm test's summary names every failed test with the first line of why (./test-reports.ts): CI
 * keeps only the end of a long log, and a run that failed must say what failed there.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { counts, failures } from './test-reports'

const folder = mkdtempSync(join(tmpdir(), 'test-reports-'))
function report(name: string, content: object) {
  const file = join(folder, name)
  writeFileSync(file, JSON.stringify(content))
  return file
}

test('a failed or timed-out browser test is named by file, line, describe and title, with its error’s first line', () => {
  const spec = (title: string, line: number, status: string, message: string) => ({
    title,
    file: 'changed-content/pages.spec.ts',
    line,
    tests: [{ results: [{ status, error: { message } }] }],
  })
  const file = report('e2e.json', {
    stats: { expected: 1, unexpected: 2, flaky: 0, skipped: 1 },
    suites: [
      {
        title: 'changed-content/pages.spec.ts',
        specs: [spec('reads well', 34, 'timedOut', '\u001b[31mTest timeout of 120000ms exceeded.\u001b[39m\n\nstack')],
        suites: [
          {
            title: 'at 375px',
            specs: [
              spec('the menu opens', 80, 'failed', '\n  Error: expect(received).toBe(expected)\n  at …'),
              spec('fine', 90, 'passed', ''),
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.' }],
  })
  expect(counts(file)).toEqual({ passed: 1, failed: 2, skipped: 1 })
  expect(failures(file)).toEqual([
    { test: 'changed-content/pages.spec.ts:34 › reads well', why: 'timedOut: Test timeout of 120000ms exceeded.' },
    {
      test: 'changed-content/pages.spec.ts:80 › at 375px › the menu opens',
      why: 'Error: expect(received).toBe(expected)',
    },
    { test: 'outside any test', why: 'Error: Timed out waiting 60000ms from config.webServer.' },
  ])
})

test('a failed unit test is named by its file and full name; a file that failed to load, by its file', () => {
  const file = report('unit.json', {
    numPassedTests: 5,
    numFailedTests: 1,
    numPendingTests: 1,
    numTodoTests: 0,
    testResults: [
      {
        name: join(process.cwd(), 'app/lib/a.test.ts'),
        status: 'failed',
        assertionResults: [
          { fullName: 'sums', status: 'passed', failureMessages: [] },
          {
            fullName: 'reads › the file',
            status: 'failed',
            failureMessages: ['AssertionError: expected 1 to be 2\n at …'],
          },
        ],
      },
      {
        name: join(process.cwd(), 'app/lib/b.test.ts'),
        status: 'failed',
        message: 'SyntaxError: Unexpected token',
        assertionResults: [],
      },
    ],
  })
  expect(counts(file)).toEqual({ passed: 5, failed: 1, skipped: 1 })
  expect(failures(file)).toEqual([
    { test: 'app/lib/a.test.ts › reads › the file', why: 'AssertionError: expected 1 to be 2' },
    { test: 'app/lib/b.test.ts', why: 'SyntaxError: Unexpected token' },
  ])
  expect(failures(join(folder, 'absent.json'))).toEqual([])
})

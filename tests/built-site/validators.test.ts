/**
 * The checks outside reviewers run on the production build, over every prerendered page of the
 * test build: the W3C Nu HTML Checker on the files, Google's CSP Evaluator on the policies npm
 * start sends. HTML_CodeSniffer runs in Chromium, on each visit of tests/e2e/every-page.spec.ts.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js'
import { Type } from 'csp_evaluator/dist/finding.js'
import { CspParser } from 'csp_evaluator/dist/parser.js'
import { expect, test } from 'vitest'
import { indexablePages } from '../../app/content/page-list'
import { toolFile } from '../../scripts/on-demand-tools'
import { get } from '../support/built-site'
import { TEST_BUILD_DIR } from '../support/test-environment'

const paths = [...indexablePages().map((page) => page.path), '/no-such-page', '/services/no-such-service']

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => resolve(entry.parentPath, entry.name))
    .sort()
}

/**
 * A JVM set for one short run on a busy machine: the quick compiler alone and one garbage-collecting
 * thread, which took the check from 12.7 to 6.6 CPU-s with the same messages (measured on the two-core
 * machine); the quick compiler's code needs a deeper stack than the 512 kB the checker asks for.
 */
const SHORT_RUN_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m']

type NuMessage = { type: 'error' | 'info' | 'non-document-error'; subType?: string; url?: string; message: string }

test('the W3C Nu HTML Checker finds no error and no warning on any prerendered page', {
  timeout: 300_000,
}, (context) => {
  const client = resolve(TEST_BUILD_DIR, 'client')
  const files = htmlFiles(client)
  expect(files.length, 'prerendered pages').toBeGreaterThanOrEqual(paths.length)
  // One Java run checks every page (a JVM start costs seconds); bounded so a hang fails the test.
  const run = spawnSync(
    'java',
    [...SHORT_RUN_JVM, '-jar', toolFile('vnu', 'vnu-jar/build/dist/vnu.jar'), '--format', 'json', '--stdout', ...files],
    {
      encoding: 'utf8',
      timeout: 240_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  expect(run.error, 'java must be installed (see docs/developer-guide.md, Tests)').toBeUndefined()
  const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] }
  // "info" without a subType is a note (React writes `<meta …/>`, which HTML allows); warnings count.
  const problems = messages.filter((message) => message.type !== 'info' || message.subType === 'warning')
  const fileOf = (message: NuMessage) => (message.url ? new URL(message.url).pathname : '')
  const perPage = files.map(
    (file) => `${relative(client, file)}: ${problems.filter((message) => fileOf(message) === file).length}`,
  )
  context.annotate(`Nu errors + warnings: ${perPage.join(', ')}`)
  expect(problems.map((message) => `${relative(client, fileOf(message))}: ${message.message}`)).toEqual([])
})

test("Google's CSP Evaluator notes only that 'self' may serve scripts, on every page", async (context) => {
  const results: string[] = []
  for (const path of paths) {
    // Photos are the site's own files: the policy names no other image origin to rewrite.
    const policy = (await get(path)).headers.get('content-security-policy') ?? ''
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate()
    results.push(`${path}: ${findings.map((finding) => `${finding.directive} ${finding.value ?? ''}`).join('; ')}`)
    expect(
      findings.map((finding) => ({ type: finding.type, directive: finding.directive, value: finding.value })),
      path,
    ).toEqual([{ type: Type.SCRIPT_ALLOWLIST_BYPASS, directive: 'script-src', value: "'self'" }])
  }
  context.annotate(`CSP Evaluator findings: ${results.join(', ')}`)
})

/**
 * The owner adds an article and rebuilds while `npm start` serves: the shared changed-content
 * build is made that way (tests/support/changed-content/rebuild-while-served.ts), and what npm
 * start answered meanwhile is recorded. Every answer came whole from the old build or the new
 * one, and the new article answered without a restart.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { createDecider, readServingRules, type ServingRules } from '../../server/serving-rules.js'
import { CHANGED_BUILD_DIR, REBUILD_RECORD } from '../support/changed-content/changes'
import {
  digestOf,
  REBUILD_PATHS,
  type RebuildRecord,
  type RecordedAnswer,
} from '../support/changed-content/rebuild-while-served'
import { TEST_BUILD_DIR } from '../support/test-environment'

/** What the answer to `path` is in one build: status, digest of the document and its CSP, from its files. */
function expectedFrom(dir: string, rules: ServingRules, path: string) {
  const decision = createDecider(rules, Object.keys(rules.files ?? {}))(path)
  if (decision.kind !== 'page' && decision.kind !== 'not-found') throw new Error(`${path}: ${decision.kind}`)
  const file = decision.file ?? ''
  return {
    status: decision.kind === 'page' ? 200 : 404,
    digest: digestOf(readFileSync(join(dir, 'client', file), 'utf8')),
    policy: rules.headers.csp.documents[file],
  }
}
const sameAs = (answer: RecordedAnswer, expected: ReturnType<typeof expectedFrom>) =>
  answer.status === expected.status && answer.digest === expected.digest && answer.policy === expected.policy

test('the owner adds an article and rebuilds while npm start serves: every answer comes whole from the old build or the new one, and the article answers without a restart', () => {
  const record = JSON.parse(readFileSync(REBUILD_RECORD, 'utf8')) as RebuildRecord
  const old = { dir: TEST_BUILD_DIR, rules: readServingRules(TEST_BUILD_DIR) }
  const fresh = { dir: CHANGED_BUILD_DIR, rules: readServingRules(CHANGED_BUILD_DIR) }
  // Once a newer build has answered, the old one never answers again.
  const firstNew = record.answers.findIndex((answer) => !sameAs(answer, expectedFrom(old.dir, old.rules, answer.path)))
  const later = firstNew === -1 ? [] : record.answers.slice(firstNew)
  for (const answer of later) {
    const expected = expectedFrom(fresh.dir, fresh.rules, answer.path)
    expect(sameAs(answer, expected), `${answer.path} answered ${answer.status}, from neither build whole`).toBe(true)
  }
  const articlePath = REBUILD_PATHS[2] ?? ''
  expect(record.articleStatus, 'the new article without a restart').toBe(200)
  expect(fresh.rules.pages).toContain(articlePath)
  expect(old.rules.pages).not.toContain(articlePath)
  const duringBuild = record.answers.filter((answer) => answer.duringBuild).length
  expect(duringBuild, 'requests answered while the build ran').toBeGreaterThan(50)
  expect(later.length, 'answers from the new build').toBeGreaterThan(0)
  expect(record.serverOutput).toContain('Serving the new build in')
  console.log(
    `${record.answers.length} answers (${duringBuild} during the ${Math.round(record.builtInMs / 1000)} s build): ` +
      `${record.answers.length - later.length} from the old build, ${later.length} from the new; the article ` +
      `answered 200 ${record.servedAfterMs} ms after the build ended`,
  )
})

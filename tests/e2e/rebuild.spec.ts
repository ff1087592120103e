import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { href } from 'react-router'
import { createDecider, readServingRules, type ServingRules } from '../../server/serving-rules.js'
import { BUILD_TIMEOUT_MS, buildSite } from '../support/build-site'
import { childEnvironment, TEST_BUILD_DIR } from '../support/test-environment'

// One real production build (up to two minutes on two busy cores) while `npm start` serves.
test.describe.configure({ timeout: BUILD_TIMEOUT_MS + 60_000 })

/** A copy of the test build that the owner rebuilds in place (inside the checkout: prerendering loads node_modules). */
const buildDir = `${TEST_BUILD_DIR}-rebuilt`
const slug = 'an-article-added-while-the-site-is-served'
const paths = ['/', href('/insights'), href('/insights/:slug', { slug }), '/about']

/** What the answer to `path` is in one build: status, document and its CSP, straight from its files. */
function expectedFrom(dir: string, rules: ServingRules, path: string) {
  const decision = createDecider(rules, Object.keys(rules.files ?? {}))(path)
  if (decision.kind !== 'page' && decision.kind !== 'not-found') throw new Error(`${path}: ${decision.kind}`)
  const file = decision.file ?? ''
  return {
    status: decision.kind === 'page' ? 200 : 404,
    body: readFileSync(join(dir, 'client', file), 'utf8'),
    policy: rules.headers.csp.documents[file],
  }
}
type Answer = { path: string; status: number; body: string; policy: string }
const sameAs = (answer: Answer, expected: ReturnType<typeof expectedFrom>) =>
  answer.status === expected.status && answer.body === expected.body && answer.policy === expected.policy

/** `npm start`'s own entry point on a free port; resolves with its origin once it listens. */
async function serve(
  dir: string,
  enquiryDir: string,
): Promise<{ origin: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['server/start.js'], {
    env: childEnvironment({ BUILD_DIR: dir, PORT: '0', HOST: '127.0.0.1', ENQUIRY_DIR: enquiryDir }),
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  await expect.poll(() => output, { timeout: 20_000 }).toMatch(/:\d+ \(process \d+\)/)
  return { origin: `http://127.0.0.1:${output.match(/:(\d+) \(process/)?.[1]}`, child, output: () => output }
}

test('the owner adds an article and rebuilds while npm start serves: every answer comes whole from the old build or the new one, and the article answers without a restart', async () => {
  rmSync(buildDir, { recursive: true, force: true })
  cpSync(TEST_BUILD_DIR, buildDir, { recursive: true })
  const scratch = mkdtempSync(join(tmpdir(), 'rebuild-'))
  const contentDir = join(scratch, 'content')
  cpSync('content', contentDir, { recursive: true })
  const [model = ''] = readdirSync(join(contentDir, 'articles')).sort()
  const article = readFileSync(join(contentDir, 'articles', model), 'utf8')
  writeFileSync(
    join(contentDir, 'articles', `${slug}.md`),
    article.replace(/^title: .*$/m, 'title: Added while served'),
  )

  const old = { dir: TEST_BUILD_DIR, rules: readServingRules(TEST_BUILD_DIR) }
  const server = await serve(buildDir, join(scratch, 'enquiries'))
  /** Answers not from the old build, checked against the new one once it exists. */
  const later: Answer[] = []
  const counts = { old: 0, duringBuild: 0, total: 0 }
  let building = true
  let requesting = true
  const loop = (async () => {
    while (requesting) {
      for (const path of paths) {
        const response = await fetch(`${server.origin}${path}`).catch(() => undefined)
        const answer = {
          path,
          status: response?.status ?? 0,
          body: (await response?.text()) ?? '',
          policy: response?.headers.get('content-security-policy') ?? '',
        }
        counts.total += 1
        if (building) counts.duringBuild += 1
        // Once a newer build has answered, the old one never answers again.
        if (later.length === 0 && sameAs(answer, expectedFrom(old.dir, old.rules, path))) counts.old += 1
        else later.push(answer)
      }
      await new Promise((pause) => setTimeout(pause, 25))
    }
  })()

  const started = Date.now()
  const result = await buildSite(contentDir, buildDir)
  building = false
  const builtInMs = Date.now() - started
  expect(result.code, result.output.slice(-2000)).toBe(0)
  const articlePath = paths[2] ?? ''
  /** The article's status, asked until it is 200 or 15 s have passed. */
  let articleStatus = 0
  while (articleStatus !== 200 && Date.now() - started - builtInMs < 15_000) {
    articleStatus = (await fetch(`${server.origin}${articlePath}`)).status
    await new Promise((pause) => setTimeout(pause, 50))
  }
  const servedAfterMs = Date.now() - started - builtInMs
  await new Promise((pause) => setTimeout(pause, 500))
  requesting = false
  await loop
  server.child.kill('SIGTERM')
  await new Promise((done) => server.child.once('exit', done))
  rmSync(scratch, { recursive: true, force: true })

  const fresh = { dir: buildDir, rules: readServingRules(buildDir) }
  for (const answer of later) {
    const expected = expectedFrom(fresh.dir, fresh.rules, answer.path)
    expect(sameAs(answer, expected), `${answer.path} answered ${answer.status}, from neither build whole`).toBe(true)
  }
  expect(articleStatus, 'the new article without a restart').toBe(200)
  expect(fresh.rules.pages).toContain(articlePath)
  expect(old.rules.pages).not.toContain(articlePath)
  expect(counts.duringBuild, 'requests answered while the build ran').toBeGreaterThan(50)
  expect(later.length, 'answers from the new build').toBeGreaterThan(0)
  expect(server.output()).toContain('Serving the new build in')
  console.log(
    `${counts.total} answers (${counts.duringBuild} during the ${Math.round(builtInMs / 1000)} s build): ` +
      `${counts.old} from the old build, ${later.length} from the new; the article answered 200 ` +
      `${servedAfterMs} ms after the build ended`,
  )
  rmSync(buildDir, { recursive: true, force: true })
})

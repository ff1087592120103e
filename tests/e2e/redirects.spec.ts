/**
 * The owner's redirects checked at build, as the owner meets the check: a real build from a scratch
 * copy of content/ with bad entries stops, naming each file and entry and what is wrong. That good
 * redirects answer permanently on every host is a part of the host table (tests/e2e/hosts.spec.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { BUILD_TIMEOUT_MS, buildSite, copyContent } from '../support/build-site'

test.describe.configure({ mode: 'parallel', timeout: BUILD_TIMEOUT_MS + 30_000 })

/** A build of a scratch copy of content/ changed by `change`; resolves with its exit code and log. */
async function buildWith(change: (dir: string) => void, buildDir: string) {
  const dir = copyContent()
  try {
    change(dir)
    return await buildSite(dir, buildDir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
    rmSync(buildDir, { recursive: true, force: true })
  }
}

test('each bad entry of content/redirects.yaml and of a renamed article stops the build, named with its problem', async () => {
  const { code, output } = await buildWith((dir) => {
    const redirects = [
      ['/about', '/contact'], // 0: a live page
      ['/gone', '/no-such-page'], // 1: leads nowhere
      ['/first-hop', '/second-hop'], // 2: a chain…
      ['/second-hop', '/services'], // 3: …through this
      ['/ping', '/pong'], // 4: a loop…
      ['/pong', '/ping'], // 5: …back
      ['/Twice/', '/insights'], // 6: listed twice…
      ['/twice', '/contact'], // 7: …in another spelling
    ]
    writeFileSync(
      join(dir, 'redirects.yaml'),
      `redirects:\n${redirects.map(([from, to]) => `  - from: ${from}\n    to: ${to}\n`).join('')}`,
    )
    const article = join(dir, 'articles', 'first-step-into-ai-automation.md')
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^---\n/, '---\nredirectFrom: [/sitemap]\n'))
  }, '.test-build-bad-redirects')
  expect(code).not.toBe(0)
  const file = String.raw`\S*redirects\.yaml, redirects`
  for (const problem of [
    String.raw`${file}\.0 \(/about → /contact\): /about is a page of this site`,
    String.raw`${file}\.1 \(/gone → /no-such-page\): /no-such-page is not a page of this site`,
    String.raw`${file}\.2 \(/first-hop → /second-hop\): /second-hop itself redirects \(/second-hop → /services\): point /first-hop straight at /services`,
    String.raw`${file}\.4 \(/ping → /pong\): a loop: /ping → /pong → /ping`,
    String.raw`${file}\.7 \(/twice → /contact\): /twice is redirected already by ${file}\.6`,
    String.raw`\S*articles/first-step-into-ai-automation\.md, redirectFrom\.0 \(/sitemap → /insights/first-step-into-ai-automation\): /sitemap is a page of this site`,
  ]) {
    expect(output).toMatch(new RegExp(problem))
  }
})

test('an old address with characters no host takes stops the build, naming the file and the entry', async () => {
  const { code, output } = await buildWith((dir) => {
    writeFileSync(join(dir, 'redirects.yaml'), 'redirects:\n  - from: /our services\n    to: /services\n')
  }, '.test-build-bad-redirect-path')
  expect(code).not.toBe(0)
  expect(output).toMatch(/Invalid content file \S*redirects\.yaml:\n\s+- redirects\.0\.from: must be a path/)
})

/**
 * The owner's redirects checked as the build checks them, against the real pages and files of the
 * test build (the build's step pipeline/addresses/add-address-script.ts calls this with its own): each
 * bad entry of content/redirects.yaml and of a renamed article stops the build, named with its
 * problem. That a failing step stops `react-router build` is pipeline/steps.test.ts; that good
 * redirects answer permanently on every host is a part of the host table (tests/built-site/hosts.test.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { loadConfiguration } from '../../app/config/read-environment'
import { siteAddresses } from '../../pipeline/site-addresses'
import { SAMPLE_CONTENT_DIR, TEST_BUILD_DIR } from '../support/test-environment'

const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** What the build's redirect check says of the test build's pages and files with content/ changed by `change`. */
function checkWith(change: (contentDir: string) => void): string {
  const contentDir = mkdtempSync(join(tmpdir(), 'redirects-'))
  scratch.push(contentDir)
  cpSync(SAMPLE_CONTENT_DIR, contentDir, { recursive: true })
  change(contentDir)
  const config = loadConfiguration()
  try {
    siteAddresses(join(TEST_BUILD_DIR, 'client'), { ...config, build: { ...config.build, contentDir } })
  } catch (error) {
    return String(error)
  }
  return 'no error'
}

test('each bad entry of content/redirects.yaml and of a renamed article stops the build, named with its problem', () => {
  const output = checkWith((dir) => {
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
  })
  const file = String.raw`\S*redirects\.yaml, redirects`
  for (const problem of [
    String.raw`${file} › item 1 \(/about → /contact\): /about is a page of this site`,
    String.raw`${file} › item 2 \(/gone → /no-such-page\): /no-such-page is not a page of this site`,
    String.raw`${file} › item 3 \(/first-hop → /second-hop\): /second-hop itself redirects \(/second-hop → /services\): point /first-hop straight at /services`,
    String.raw`${file} › item 5 \(/ping → /pong\): a loop: /ping → /pong → /ping`,
    String.raw`${file} › item 8 \(/twice → /contact\): /twice is redirected already by ${file} › item 7`,
    String.raw`\S*articles/first-step-into-ai-automation\.md, redirectFrom › item 1 \(/sitemap → /insights/first-step-into-ai-automation\): /sitemap is a page of this site`,
  ]) {
    expect(output).toMatch(new RegExp(problem))
  }
})

test('an old address with characters no host takes stops the build, naming the file and the entry', () => {
  const output = checkWith((dir) => {
    writeFileSync(join(dir, 'redirects.yaml'), 'redirects:\n  - from: /our services\n    to: /services\n')
  })
  expect(output).toMatch(/Invalid content file \S*redirects\.yaml:\n\s+- redirects › item 1 › from: must be a path/)
})

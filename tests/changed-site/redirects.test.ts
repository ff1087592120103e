/**
 * The owner's redirects resolved as the build resolves them, against the real pages and files of the
 * test build (the build's step pipeline/addresses/add-address-script.ts calls this with its own and
 * prints the warnings): each entry of content/redirects.yaml and of a renamed article that the editor
 * could save but the site cannot serve as written is left out or sent straight on, and the build log
 * names it with what was done; an entry no host takes (one the editor refuses) stops the build. That good
 * redirects answer permanently on every host is a part of the host table (tests/built-site/hosts.test.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { warningsText } from '../../app/config/owner-advice'
import { loadConfiguration } from '../../app/config/read-environment'
import { siteAddresses } from '../../pipeline/site-addresses'
import type { Redirect } from '../../server/serving-rules.js'
import { SAMPLE_CONTENT_DIR, TEST_BUILD_DIR } from '../support/test-environment'

const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * What the build's redirects are over the test build's pages and files with content/ changed by
 * `change`, and what its log says of them (or of the refusal).
 */
function checkWith(change: (contentDir: string) => void): { redirects: Redirect[]; log: string } {
  const contentDir = mkdtempSync(join(tmpdir(), 'redirects-'))
  scratch.push(contentDir)
  cpSync(SAMPLE_CONTENT_DIR, contentDir, { recursive: true })
  change(contentDir)
  const config = loadConfiguration()
  try {
    const { addresses, warnings } = siteAddresses(join(TEST_BUILD_DIR, 'client'), {
      ...config,
      build: { ...config.build, contentDir },
    })
    return { redirects: addresses.redirects ?? [], log: warningsText(warnings) }
  } catch (error) {
    return { redirects: [], log: String(error) }
  }
}

test('each entry of content/redirects.yaml and of a renamed article the site cannot serve as written is named with what the build did', () => {
  const { redirects, log } = checkWith((dir) => {
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
    String.raw`${file} › item 1 \(/about → /contact\): /about is a page of this site: .* left out \(“Redirects” in the editor\)`,
    String.raw`${file} › item 2 \(/gone → /no-such-page\): /no-such-page is not a page of this site: left out`,
    String.raw`${file} › item 3 \(/first-hop → /second-hop\): /second-hop itself redirects \(/second-hop → /services\): sent straight to /services`,
    String.raw`${file} › item 5 \(/ping → /pong\): a loop: /ping → /pong → /ping: left out`,
    String.raw`${file} › item 8 \(/twice → /contact\): /twice is redirected already by ${file} › item 7, which comes first: this one is left out`,
    String.raw`\S*articles/first-step-into-ai-automation\.md, redirectFrom › item 1 \(/sitemap → /insights/first-step-into-ai-automation\): /sitemap is a page of this site: .* left out \(“Old addresses” in the editor\)`,
  ]) {
    expect(log).toMatch(new RegExp(problem))
  }
  // The site is built with the rest, each as every host serves it.
  expect(redirects).toEqual(
    expect.arrayContaining([
      { from: '/first-hop', to: '/services' },
      { from: '/second-hop', to: '/services' },
      { from: '/twice', to: '/insights' },
    ]),
  )
  for (const from of ['/about', '/gone', '/ping', '/pong', '/sitemap']) {
    expect(redirects.map((redirect) => redirect.from)).not.toContain(from)
  }
})

test('an old address with characters no host takes stops the build, naming the file and the entry', () => {
  const { log } = checkWith((dir) => {
    writeFileSync(join(dir, 'redirects.yaml'), 'redirects:\n  - from: /our services\n    to: /services\n')
  })
  expect(log).toMatch(/Invalid content file \S*redirects\.yaml:\n\s+- redirects › item 1 › from: must be a path/)
})

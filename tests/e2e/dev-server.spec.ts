/**
 * `npm run dev` as a new owner or developer meets it on a fresh clone: it starts, serves a page,
 * shows a draft marked as one, and shows a saved change to a content file without a restart. It runs on a scratch copy of the sample content
 * (CONTENT_DIR), so the real files are never touched, on a free port, and is stopped at the end.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// Playwright's own test, not ./fixtures: development pages hydrate (production pages never do), and
// with a cold optimiser cache React can report a hydration mismatch on the stylesheet link that the
// development server adds; what this test holds is that the server starts and shows saved content.
import { expect, test } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { freePort } from '../support/free-port'
import { waitUntilServing } from '../support/site-process'
import { childEnvironment, SAMPLE_CONTENT_DIR } from '../support/test-environment'

/** The first dependency optimisation and the first page render can take a while on a busy machine. */
const START_TIMEOUT_MS = 90_000

test('npm run dev serves pages, drafts marked as such, and shows a saved content file without a restart', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const content = mkdtempSync(join(tmpdir(), 'dev-content-'))
  cpSync(SAMPLE_CONTENT_DIR, content, { recursive: true })
  // A draft the owner is still writing: dev shows it, marked, where a production build has no page for it.
  const [model] = readdirSync(join(content, 'articles')).sort()
  const source = readFileSync(join(content, 'articles', model ?? ''), 'utf8')
  writeFileSync(join(content, 'articles', 'still-writing.md'), source.replace(/^---\n/, '---\ndraft: true\n'))
  const port = await freePort()
  let output = ''
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    env: childEnvironment({ CONTENT_DIR: content }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it stops Vite too, not only npm.
    detached: true,
  })
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(
      child,
      `${origin}/about`,
      START_TIMEOUT_MS,
      () => `npm run dev did not serve /about:\n${output}`,
    )
    // On a fresh clone Vite optimises the browser's dependencies during the first visit and reloads
    // that page once (its requests for the old bundle answer 504): a first visit in a page of its
    // own, so the page under test meets the server as a developer does from then on.
    const firstVisit = await browser.newPage()
    for (let visit = 0; visit < 2; visit += 1) {
      await firstVisit.goto(`${origin}/about`, { timeout: START_TIMEOUT_MS })
      await firstVisit.waitForLoadState('networkidle', { timeout: START_TIMEOUT_MS })
    }
    await firstVisit.close()
    const heading = page.getByRole('heading', { level: 1 })
    await page.goto(`${origin}/insights/still-writing`)
    await expect(page.getByText('Draft: not on the live site')).toBeVisible({ timeout: 30_000 })

    await page.goto(`${origin}/about`)
    const aboutFile = join(content, 'pages', 'about.yaml')
    const about = parse(readFileSync(aboutFile, 'utf8'))
    await expect(heading).toHaveText(about.heading)

    const changed = `${about.heading} (edited while the dev server runs)`
    writeFileSync(aboutFile, stringify({ ...about, heading: changed }))
    // The dev server reloads the open page by itself: no navigation by the test.
    await expect(heading).toHaveText(changed, { timeout: 30_000 })
    expect(output).not.toMatch(/Error during dependency optimization|MISSING_EXPORT/)
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    rmSync(content, { recursive: true, force: true })
  }
})

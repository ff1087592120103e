/**
 * `npm run dev` as a new owner or developer meets it on a fresh clone: it starts, serves pages with
 * nothing in the browser's console, shows a draft marked as one, shows a saved change to a content
 * file without a restart, and stops when npm is stopped, as a terminal's Ctrl-C or a process manager
 * stops it. It runs on a scratch copy of the sample content (CONTENT_DIR), so the real files are never
 * touched, with the stock photos from the local stand-in, on a free port.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// Playwright's own test, not ./fixtures: development pages hydrate (production pages never do), and
// with a cold optimiser cache React can report a hydration mismatch on the stylesheet link that the
// development server adds; what this test holds is that the server starts and shows saved content.
import { expect, test } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { ensureImageServer } from '../stand-ins/image-server'
import { freePort } from '../support/free-port'
import { waitUntilServing } from '../support/site-process'
import { childEnvironment, SAMPLE_CONTENT_DIR, testBuildEnv } from '../support/test-environment'

/** The first dependency optimisation and the first page render can take a while on a busy machine. */
const START_TIMEOUT_MS = 90_000

/** The sample's page of the owner's (tests/fixtures/sample-content/pages/added/), a draft: dev shows it, marked. */
const OWNER_PAGE = '/example-page'

test('npm run dev serves pages with a clean console, drafts marked as such, a saved content file without a restart, and stops with npm', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const content = mkdtempSync(join(tmpdir(), 'dev-content-'))
  cpSync(SAMPLE_CONTENT_DIR, content, { recursive: true })
  // The test build's stock photos, from its stand-in (and its cache): no test touches the internet,
  // and a photo the browser cannot load would be a console error of the test's own making.
  const stopImageServer = await ensureImageServer()
  const port = await freePort()
  let output = ''
  // --force: Vite's optimizer bundles the browser's packages afresh, as on a fresh clone.
  const devArguments = ['--port', String(port), '--strictPort', '--host', '127.0.0.1', '--force']
  const child = spawn('npm', ['run', 'dev', '--', ...devArguments], {
    env: childEnvironment({ CONTENT_DIR: content, VITE_IMAGE_ORIGIN: testBuildEnv.VITE_IMAGE_ORIGIN }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that the cleanup below can stop whatever npm left behind.
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
    // Errors and warnings alike: Vite's notice of a Node module in the browser's code is a warning.
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => logged.push(`${page.url()}: ${error.message}`))
    // The first visit, with the optimizer cold: it found every package as the server started (the
    // routes, and the icons the content names), so the page is not reloaded under the visitor.
    await page.goto(`${origin}/`, { timeout: START_TIMEOUT_MS })
    await page.waitForLoadState('networkidle', { timeout: START_TIMEOUT_MS })
    expect(output, 'npm run dev bundled packages again on the first visit').not.toMatch(
      /new dependencies optimized|reloading/,
    )
    for (const path of ['/contact', OWNER_PAGE]) {
      await page.goto(`${origin}${path}`)
      // Hydrated: React has compared the page with the server's, where a mismatch would be logged.
      await page.waitForLoadState('networkidle')
    }
    // The sample's page of the owner's is a draft, where a production build has no page for it.
    await expect(page.getByText('Draft: not on the live site')).toBeVisible({ timeout: 30_000 })
    expect(logged, 'the console of /, /contact and an owner page').toEqual([])

    // Its main heading is its hero's: changed in the file, changed on the open page.
    const heading = page.getByRole('heading', { level: 1 })
    const ownerFile = join(content, 'pages', 'added', 'example-page.yaml')
    const ownerPage = parse(readFileSync(ownerFile, 'utf8'))
    const [hero] = ownerPage.sections
    await expect(heading).toHaveText(hero.heading)
    const changed = `${hero.heading} (edited while the dev server runs)`
    hero.heading = changed
    writeFileSync(ownerFile, stringify(ownerPage))
    // The dev server reloads the open page by itself: no navigation by the test.
    await expect(heading).toHaveText(changed, { timeout: 30_000 })
    expect(output).not.toMatch(/Error during dependency optimization|MISSING_EXPORT/)

    // npm alone, as a process manager or a terminal's Ctrl-C ends it: the server it ran must go with
    // it (package.json's `exec`: no shell between npm and react-router's process to leave it behind).
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    await expect
      .poll(
        () =>
          fetch(`${origin}/`).then(
            () => 'answering',
            () => 'free',
          ),
        { timeout: 10_000 },
      )
      .toBe('free')
  } finally {
    // Whatever is left of npm's process group when the test failed before stopping it.
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // The group is gone already: npm and the server stopped.
      }
    }
    stopImageServer()
    rmSync(content, { recursive: true, force: true })
  }
})

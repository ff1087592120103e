/**
 * A preview never goes live: `PREVIEW=1 npm run build` run into the very folder a running
 * `npm start` serves (the worst case, `BUILD_DIR=build PREVIEW=1`) leaves the live site as it was.
 * One real build of scratch content, while the server serves a copy of the test build.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { readServingRules } from '../../server/serving-rules.js'
import { BUILD_TIMEOUT_MS, buildSite, copyContent } from '../support/build-site'
import { addPreviewDraft, PREVIEW_DRAFT } from '../support/preview-content'
import { launchServer } from '../support/site-process'
import { TEST_BUILD_DIR } from '../support/test-environment'

test.describe.configure({ timeout: BUILD_TIMEOUT_MS + 60_000 })

test('PREVIEW=1 npm run build where npm start serves: the draft stays 404, the live build stays, and the log says why', async () => {
  const served = `${TEST_BUILD_DIR}-preview-over-live`
  rmSync(served, { recursive: true, force: true })
  cpSync(TEST_BUILD_DIR, served, { recursive: true })
  const scratch = mkdtempSync(join(tmpdir(), 'preview-'))
  const contentDir = copyContent()
  addPreviewDraft(contentDir)
  const server = await launchServer({ BUILD_DIR: served, ENQUIRY_DIR: join(scratch, 'enquiries') })
  try {
    const answer = async (path: string) => {
      const response = await fetch(`${server.origin}${path}`)
      return { status: response.status, body: await response.text() }
    }
    const home = await answer('/')
    expect(home.status).toBe(200)
    expect((await answer(PREVIEW_DRAFT.path)).status).toBe(404)

    const { code, output } = await buildSite(contentDir, served, { PREVIEW: '1' })
    expect(code, output.slice(-3000)).toBe(0)
    expect(output).toContain(`PREVIEW build, written to ${served}/: for a preview address only, never the live site.`)
    // The build did put the draft there, and said it is a preview.
    const rules = readServingRules(served)
    expect(rules.preview).toBe(true)
    expect(rules.pages).toContain(PREVIEW_DRAFT.path)

    await expect
      .poll(server.output, { timeout: 10_000 })
      .toContain(`Refused the build in ${join(process.cwd(), served)}`)
    const refusal =
      server
        .output()
        .split('\n')
        .find((line) => line.startsWith('Refused the build')) ?? ''
    console.log(`npm start said:\n${refusal}`)
    expect(refusal).toMatch(
      /: it is a preview build \(PREVIEW=1: drafts and scheduled articles are in it\), and a preview never goes live\. Still serving the live build served since \S+ \(\d+ pages\)\./,
    )
    const draft = await answer(PREVIEW_DRAFT.path)
    expect(draft.status).toBe(404)
    expect(draft.body).not.toContain(PREVIEW_DRAFT.title)
    expect(await answer('/'), 'the live home page, unchanged').toEqual(home)
    expect(server.output()).not.toContain('Serving the new build')
  } finally {
    await server.stop()
    for (const dir of [served, scratch, contentDir]) rmSync(dir, { recursive: true, force: true })
  }
})

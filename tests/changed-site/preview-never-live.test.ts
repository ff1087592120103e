/**
 * A preview never goes live: the changed content's PREVIEW=1 build was made into the folder a
 * running `npm start` served (tests/support/changed-content/preview-over-live.ts). The build did
 * its work, and said it is a preview; the server refused it, said why, and kept the live site.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { readServingRules } from '../../server/serving-rules.js'
import { BUILD_LOG, CHANGED_PREVIEW_DIR, PREVIEW_RECORD } from '../support/changed-content/changes'
import { PREVIEW_DRAFT_PATH, type PreviewRecord } from '../support/changed-content/preview-over-live'

const record = JSON.parse(readFileSync(PREVIEW_RECORD, 'utf8')) as PreviewRecord

test('PREVIEW=1 npm run build where npm start serves: the build says it is a preview and has the draft', () => {
  const log = readFileSync(join(CHANGED_PREVIEW_DIR, BUILD_LOG), 'utf8')
  expect(log).toContain(
    `PREVIEW build, written to ${CHANGED_PREVIEW_DIR}/: for a preview address only, never the live site.`,
  )
  const rules = readServingRules(CHANGED_PREVIEW_DIR)
  expect(rules.preview).toBe(true)
  expect(rules.pages).toContain(PREVIEW_DRAFT_PATH)
})

test('npm start refuses the preview, says why, and keeps serving the live build: the draft stays 404', () => {
  expect(record.before.home.status).toBe(200)
  expect(record.before.draft.status).toBe(404)
  const refusal = record.serverOutput.split('\n').find((line) => line.startsWith('Refused the build')) ?? ''
  expect(refusal).toContain(`Refused the build in ${join(process.cwd(), CHANGED_PREVIEW_DIR)}`)
  expect(refusal).toMatch(
    /: it is a preview build \(PREVIEW=1: drafts and scheduled articles are in it\), and a preview never goes live\. Still serving the live build served since \S+ \(\d+ pages\)\./,
  )
  expect(record.after.draft).toEqual({ ...record.before.draft, namesDraft: false })
  expect(record.after.home, 'the live home page, unchanged').toEqual(record.before.home)
  expect(record.serverOutput).not.toContain('Serving the new build')
})

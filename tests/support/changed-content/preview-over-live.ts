/**
 * A preview never goes live: the changed content's PREVIEW=1 build is made the worst way round,
 * into the very folder a running `npm start` serves (as `BUILD_DIR=build PREVIEW=1 npm run build`
 * would). This serves a copy of the test build, asks it for the home page and a draft before and
 * after the build, and keeps what it said; tests/changed-site/preview-never-live.test.ts checks
 * the record: the draft stayed 404, the home page stayed the same, and the log says why.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { href } from 'react-router'
import { buildSite } from '../build-site'
import { held } from './held-back'
import { digestOf, serve } from './rebuild-while-served'

/** A draft article of the changed content: the preview has it, the live site must not. */
export const PREVIEW_DRAFT_PATH = href('/insights/:slug', { slug: held.draftArticle.slug })

type Answer = { status: number; digest: string; namesDraft: boolean }
export type PreviewRecord = {
  before: { home: Answer; draft: Answer }
  after: { home: Answer; draft: Answer }
  /** npm start's log from its start until it refused the preview, or 15 s after the build. */
  serverOutput: string
}

/** Copies `liveBuild` into `buildDir`, serves it, builds `contentDir` with PREVIEW=1 into it, and writes the record. */
export async function previewOverLive(liveBuild: string, buildDir: string, contentDir: string, recordFile: string) {
  rmSync(buildDir, { recursive: true, force: true })
  cpSync(liveBuild, buildDir, { recursive: true })
  const enquiryDir = mkdtempSync(join(tmpdir(), 'preview-enquiries-'))
  const server = await serve(buildDir, enquiryDir)
  const answer = async (path: string): Promise<Answer> => {
    const response = await fetch(`${server.origin}${path}`)
    const body = await response.text()
    return { status: response.status, digest: digestOf(body), namesDraft: body.includes(held.draftArticle.title) }
  }
  const before = { home: await answer('/'), draft: await answer(PREVIEW_DRAFT_PATH) }
  const build = await buildSite(contentDir, buildDir, { PREVIEW: '1' })
  const deadline = Date.now() + 15_000
  while (build.code === 0 && !server.output().includes('Refused the build') && Date.now() < deadline) {
    await new Promise((pause) => setTimeout(pause, 100))
  }
  const after = { home: await answer('/'), draft: await answer(PREVIEW_DRAFT_PATH) }
  await server.stop()
  rmSync(enquiryDir, { recursive: true, force: true })
  const record: PreviewRecord = { before, after, serverOutput: server.output() }
  mkdirSync(dirname(recordFile), { recursive: true })
  writeFileSync(recordFile, `${JSON.stringify(record, null, 1)}\n`)
  return build
}

/**
 * The owner rebuilds a live site: `npm start` serves a build while a new one is written into its
 * folder. This serves a copy of the test build, asks it for a few pages the whole time a build of
 * changed content runs into that folder, and keeps every answer (status, digest of the body, its
 * policy) until the new article answers. tests/changed-site/rebuild.test.ts checks the record: every
 * answer came whole from the old build or the new one, and the new page answered without a restart.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { href } from 'react-router'
import { buildSite } from '../build-site'
import { childEnvironment } from '../test-environment'
import { added } from './added-files'

/** What the pages were asked for: the new article answers only once the new build is served. */
export const REBUILD_PATHS = ['/', href('/insights'), href('/insights/:slug', { slug: added.article.slug }), '/about']

export type RecordedAnswer = { path: string; status: number; digest: string; policy: string; duringBuild: boolean }
export type RebuildRecord = {
  answers: RecordedAnswer[]
  builtInMs: number
  /** From the end of the build until the new article answered 200, or the 15 s given up after. */
  servedAfterMs: number
  articleStatus: number
  serverOutput: string
}

export const digestOf = (body: string) => createHash('sha256').update(body).digest('base64url')

/** `npm start`'s own entry point on a free port; resolves once it listens. */
export async function serve(dir: string, enquiryDir: string) {
  const child: ChildProcess = spawn(process.execPath, ['server/start.js'], {
    env: childEnvironment({ BUILD_DIR: dir, PORT: '0', HOST: '127.0.0.1', ENQUIRY_DIR: enquiryDir }),
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 30_000
  while (!/:\d+ \(process \d+\)/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`npm start did not listen:\n${output}`)
    await new Promise((pause) => setTimeout(pause, 50))
  }
  const origin = `http://127.0.0.1:${output.match(/:(\d+) \(process/)?.[1]}`
  const stop = () => {
    child.kill('SIGTERM')
    return new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)))
  }
  return { origin, stop, output: () => output }
}

/**
 * Copies `oldBuild` into `buildDir`, serves it, builds `contentDir` into it meanwhile and writes
 * the record to `recordFile`; resolves with the build's exit code and log.
 */
export async function rebuildWhileServed(oldBuild: string, buildDir: string, contentDir: string, recordFile: string) {
  rmSync(buildDir, { recursive: true, force: true })
  cpSync(oldBuild, buildDir, { recursive: true })
  const enquiryDir = mkdtempSync(join(tmpdir(), 'rebuild-enquiries-'))
  const server = await serve(buildDir, enquiryDir)
  const answers: RecordedAnswer[] = []
  let building = true
  let requesting = true
  const loop = (async () => {
    while (requesting) {
      for (const path of REBUILD_PATHS) {
        const response = await fetch(`${server.origin}${path}`).catch(() => undefined)
        answers.push({
          path,
          status: response?.status ?? 0,
          digest: digestOf((await response?.text()) ?? ''),
          policy: response?.headers.get('content-security-policy') ?? '',
          duringBuild: building,
        })
      }
      // Four pages twice a second: hundreds of answers over a build, without taking its CPU.
      await new Promise((pause) => setTimeout(pause, 500))
    }
  })()
  const started = Date.now()
  const build = await buildSite(contentDir, buildDir)
  building = false
  const builtInMs = Date.now() - started
  let articleStatus = 0
  while (build.code === 0 && articleStatus !== 200 && Date.now() - started - builtInMs < 15_000) {
    articleStatus = (await fetch(`${server.origin}${REBUILD_PATHS[2]}`)).status
    await new Promise((pause) => setTimeout(pause, 50))
  }
  const servedAfterMs = Date.now() - started - builtInMs
  await new Promise((pause) => setTimeout(pause, 500))
  requesting = false
  await loop
  await server.stop()
  rmSync(enquiryDir, { recursive: true, force: true })
  const record: RebuildRecord = { answers, builtInMs, servedAfterMs, articleStatus, serverOutput: server.output() }
  mkdirSync(dirname(recordFile), { recursive: true })
  writeFileSync(recordFile, `${JSON.stringify(record, null, 1)}\n`)
  return build
}

// @vitest-environment node
// @ts-check
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { makeBuild } from '../tests/support/mini-build.js'
import { makeCopiesDir } from './build-copy.js'
import { openBuildSwitch } from './build-switch.js'

/** @typedef {import('./build-copy.js').Build} Build */

/** Folders to delete after each test. @type {string[]} */
const made = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * A mini build and a switch serving it; `prepare` keeps the build itself, to look into, and says
 * `refuse` about every build after the first.
 */
async function serving(/** @type {{ refuse?: string }} */ { refuse } = {}) {
  const build = makeBuild({ edition: 'first' })
  const copiesDir = mkdtempSync(join(tmpdir(), 'copies-'))
  made.push(build.dir, copiesDir)
  /** @type {string[]} */
  const logged = []
  const builds = await openBuildSwitch({
    buildDir: build.dir,
    copiesDir,
    log: (message) => logged.push(message),
    checkEveryMs: 20,
    /** @param {Build} next @param {Build | undefined} current */
    prepare(next, current) {
      if (current && refuse) throw new Error(refuse)
      return next
    },
  })
  /** The text of a page as the current build would send it. */
  const read = (/** @type {string} */ file) => readFileSync(join(builds.current().clientDir, file), 'utf8')
  return { build, copiesDir, logged, builds, read }
}

test('a rebuild that starts by deleting the build folder changes nothing served until the new build is whole', async () => {
  const { build, builds, read } = await serving()
  rmSync(build.dir, { recursive: true })
  await builds.check()
  expect(read('about.html')).toContain('Aboutfirst')
  // Half the new build written, its serving rules not yet.
  makeBuild({ dir: build.dir, edition: 'second', morePages: ['/insights/new'] })
  const rules = readFileSync(join(build.dir, 'site-manifest.json'))
  rmSync(join(build.dir, 'site-manifest.json'))
  await builds.check()
  expect(read('about.html')).toContain('Aboutfirst')
  expect(builds.current().files).not.toContain('insights/new.html')
  // The build's last step: the rules appear.
  writeFileSync(join(build.dir, 'site-manifest.json'), rules)
  await builds.check()
  expect(read('about.html')).toContain('Aboutsecond')
  expect(builds.current().rules.pages).toContain('/insights/new')
  expect(read('insights/new.html')).toContain('/assets/app-second.js')
  expect(builds.current().files).toContain('assets/app-second.js')
  expect(builds.current().files).not.toContain('assets/app-first.js')
})

test('a build whose files changed while being copied is not served, and the next whole one is', async () => {
  const { build, builds, read, logged, copiesDir } = await serving()
  // Rewritten in place (a build folder outside the project is not deleted first): the rules are
  // new, one listed file is already being overwritten by the build after.
  makeBuild({ dir: build.dir, edition: 'second' })
  writeFileSync(join(build.dir, 'client', 'about.html'), '<!doctype html><h1>Half')
  await builds.check()
  expect(read('about.html')).toContain('Aboutfirst')
  expect(logged.at(-1)).toMatch(/^Still serving the previous build: .* about\.html changed while it was copied\.$/)
  expect(readdirSync(copiesDir), 'the rejected copy is deleted').toHaveLength(1)
  makeBuild({ dir: build.dir, edition: 'third' })
  await builds.check()
  expect(read('about.html')).toContain('Aboutthird')
  expect(logged.at(-1)).toMatch(/^Serving the new build in .* \(5 pages\)\.$/)
})

test('a request started on the old build keeps its files until it is done; then they are deleted', async () => {
  const { build, builds } = await serving()
  const request = builds.acquire()
  makeBuild({ dir: build.dir, edition: 'second' })
  await builds.check()
  expect(builds.current().clientDir).not.toBe(request.served.clientDir)
  expect(readFileSync(join(request.served.clientDir, 'about.html'), 'utf8')).toContain('Aboutfirst')
  request.release()
  await expect.poll(() => existsSync(request.served.dir)).toBe(false)
  expect(existsSync(builds.current().dir)).toBe(true)
})

test('a build the server cannot switch to is refused with the reason, and the old one served whole', async () => {
  const { build, builds, read, logged } = await serving({ refuse: 'it needs a restart' })
  makeBuild({ dir: build.dir, edition: 'second' })
  await builds.check()
  expect(read('about.html')).toContain('Aboutfirst')
  expect(logged.at(-1)).toMatch(/^Still serving the previous build: .* because it needs a restart\.$/)
})

test('a preview build written where the live one is served is refused, said so once, and the live build kept', async () => {
  const { build, builds, read, logged, copiesDir } = await serving()
  // A new page that only the preview has, as a draft article would be.
  makeBuild({ dir: build.dir, edition: 'second', morePages: ['/insights/a-draft'], preview: true })
  await builds.check()
  await builds.check()
  expect(read('about.html')).toContain('Aboutfirst')
  expect(builds.current().rules.pages).not.toContain('/insights/a-draft')
  const refusals = logged.filter((line) => line.startsWith('Refused'))
  expect(refusals.map((line) => line.replace(/since \d{4}-[\d-]+T[\d:.]+Z/, 'since <time>'))).toEqual([
    `Refused the build in ${build.dir}: it is a preview build (PREVIEW=1: drafts and scheduled articles are in it), and a preview never goes live. Still serving the live build served since <time> (5 pages). Run \`npm run build\` without PREVIEW for the live site; a preview build goes to build-preview/ unless BUILD_DIR says otherwise.`,
  ])
  console.log(refusals[0])
  expect(readdirSync(copiesDir), 'the preview is not even copied').toHaveLength(1)
  // The live build made again afterwards is served.
  makeBuild({ dir: build.dir, edition: 'third' })
  await builds.check()
  expect(read('about.html')).toContain('Aboutthird')
})

test('a new build that does not say whether it is a preview is refused; at start it is served as before', async () => {
  const { build, builds, read, logged } = await serving()
  makeBuild({ dir: build.dir, edition: 'second' })
  const rules = join(build.dir, 'site-manifest.json')
  const { preview: _preview, ...unrecorded } = JSON.parse(readFileSync(rules, 'utf8'))
  writeFileSync(rules, JSON.stringify(unrecorded))
  await builds.check()
  expect(read('about.html')).toContain('Aboutfirst')
  expect(logged.at(-1)).toMatch(
    /^Refused the build in .*: its site-manifest\.json does not say whether it is a preview/,
  )

  const copiesDir = mkdtempSync(join(tmpdir(), 'copies-'))
  made.push(copiesDir)
  const restarted = await openBuildSwitch({ buildDir: build.dir, copiesDir, prepare: (next) => next, log: () => {} })
  expect(readFileSync(join(restarted.current().clientDir, 'about.html'), 'utf8')).toContain('Aboutsecond')
  await restarted.stop()
})

test('at start, a preview build is refused with why, and the first live build written there is served', async () => {
  const preview = makeBuild({ edition: 'draft', preview: true })
  const copiesDir = mkdtempSync(join(tmpdir(), 'copies-'))
  made.push(preview.dir, copiesDir)
  /** @type {string[]} */
  const logged = []
  const opening = openBuildSwitch({
    buildDir: preview.dir,
    copiesDir,
    prepare: (build) => build,
    log: (message) => logged.push(message),
    checkEveryMs: 20,
  })
  await expect
    .poll(() => logged)
    .toEqual([
      `Refused the build in ${preview.dir}: it is a preview build (PREVIEW=1: drafts and scheduled articles are in it), and a preview never goes live. Nothing is served until a live build is there. Run \`npm run build\` without PREVIEW for the live site; a preview build goes to build-preview/ unless BUILD_DIR says otherwise.`,
    ])
  await new Promise((done) => setTimeout(done, 100))
  expect(logged, 'said once, not at every look').toHaveLength(1)
  makeBuild({ dir: preview.dir, edition: 'live' })
  const builds = await opening
  expect(readFileSync(join(builds.current().clientDir, 'about.html'), 'utf8')).toContain('Aboutlive')
  await builds.stop()
})

test('a build seen before is not copied again; stop deletes every copy', async () => {
  const { build, builds, copiesDir } = await serving()
  const rules = join(build.dir, 'site-manifest.json')
  writeFileSync(rules, readFileSync(rules))
  await builds.check()
  expect(readdirSync(copiesDir)).toHaveLength(1)
  await builds.stop()
  expect(existsSync(copiesDir)).toBe(false)
})

test('at start, the server waits for a whole build, then serves it', async () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'empty-build-'))
  const copiesDir = mkdtempSync(join(tmpdir(), 'copies-'))
  made.push(buildDir, copiesDir)
  /** @type {string[]} */
  const logged = []
  const opening = openBuildSwitch({
    buildDir,
    copiesDir,
    prepare: (build) => build,
    log: (message) => logged.push(message),
    checkEveryMs: 20,
  })
  await expect.poll(() => logged).toEqual([expect.stringMatching(/^Waiting for a whole build in .*site-manifest/)])
  makeBuild({ dir: buildDir, edition: 'late' })
  const builds = await opening
  expect(builds.current().rules.pages).toContain('/about')
  expect(logged).toHaveLength(1)
})

test('copies left by a server that was killed are deleted at the next start, a running one’s kept', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'temporary-'))
  made.push(parent)
  // No process has this id: the kernel's limit is at most 2^22.
  mkdirSync(join(parent, 'npm-start-99999999-abc'))
  const mine = await makeCopiesDir(parent)
  const other = await makeCopiesDir(parent)
  expect(readdirSync(parent).sort()).toEqual([mine, other].map((dir) => dir.slice(parent.length + 1)).sort())
})

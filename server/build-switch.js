// @ts-check
/**
 * Which build `npm start` serves, and the switch to a newer one. Every second it looks at
 * BUILD_DIR's serving rules; once a rebuild has written a new set (the build's last step for what
 * the server reads, pipeline/write-serving-rules.ts), it copies and checks that build
 * (./build-copy.js) and serves it from the next request on, rules and files together. A request
 * is answered whole from the build that was current when it arrived; an old copy is deleted once
 * its last request has finished. A preview build (PREVIEW=1: drafts and scheduled articles in it)
 * is never served, however it got into BUILD_DIR: this is the last line that keeps it off the live
 * site (docs/decisions/024-a-preview-never-goes-live.md).
 */
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { copyBuild, IncompleteBuild, readRules } from './build-copy.js'
import { SERVING_RULES_FILE } from './serving-rules.js'

/** @typedef {import('./build-copy.js').Build} Build */

/** How often BUILD_DIR is looked at: a stat of one file. */
const CHECK_EVERY_MS = 1_000

/**
 * Why `rules` must not be served, or undefined. A build from before the rules said whether it is a
 * preview (`acceptUnrecorded`, at start only) is taken for the live build it was then served as.
 * @param {import('./serving-rules.js').ServingRules} rules @param {{ acceptUnrecorded?: boolean }} options
 */
function previewRefusal(rules, { acceptUnrecorded = false } = {}) {
  if (rules.preview === true) {
    return 'it is a preview build (PREVIEW=1: drafts and scheduled articles are in it), and a preview never goes live'
  }
  if (rules.preview !== false && !acceptUnrecorded) {
    return 'its site-manifest.json does not say whether it is a preview (a build made before builds recorded it)'
  }
  return undefined
}

/** What the owner does about a refused build. */
const MAKE_A_LIVE_BUILD =
  'Run `npm run build` without PREVIEW for the live site; a preview build goes to build-preview/ unless BUILD_DIR says otherwise.'

/**
 * @template T
 * @typedef {{ build: Build, served: T, requests: number, retired: boolean, since: Date }} Entry
 * `since`: when this build began to be served.
 */

/** A whole build that must not be served, with why. */
class RefusedBuild extends Error {}

/**
 * Copies the build in `buildDir` (waiting, with one message, while none is whole) and returns the
 * switch that serves it and its successors. `prepare` turns a build into what requests are
 * answered from; it may refuse a build by throwing, the message saying why (it is given what is
 * served now, undefined for the first build).
 * @template T
 * @param {{
 *   buildDir: string,
 *   copiesDir: string,
 *   prepare: (build: Build, serving: T | undefined) => T,
 *   log?: (message: string) => void,
 *   checkEveryMs?: number,
 * }} options
 */
export async function openBuildSwitch({
  buildDir,
  copiesDir,
  prepare,
  log = console.log,
  checkEveryMs = CHECK_EVERY_MS,
}) {
  const rulesFile = join(buildDir, SERVING_RULES_FILE)
  /** @type {Entry<T>} */
  /** Identity of the rules file last looked at, so an unchanged build costs one stat. */
  let seen = 'none'
  let current = await firstBuild()
  /** @type {Promise<void> | undefined} */
  let checking
  let stopped = false
  /** @type {NodeJS.Timeout | undefined} */
  let timer

  async function firstBuild() {
    /** The last reason given for not serving yet: each is logged once. */
    let told = ''
    for (;;) {
      try {
        // Looked at before reading: a build written meanwhile is then seen as new at the first check.
        seen = await identify()
        const read = await readRules(buildDir)
        const refusal = previewRefusal(read.rules, { acceptUnrecorded: true })
        if (refusal) throw new RefusedBuild(refusal)
        const build = await copyBuild(buildDir, copiesDir, read, { acceptUnlisted: true })
        return { build, served: prepare(build, undefined), requests: 0, retired: false, since: new Date() }
      } catch (error) {
        if (!(error instanceof IncompleteBuild || error instanceof RefusedBuild)) throw error
        const message =
          error instanceof RefusedBuild
            ? `Refused the build in ${buildDir}: ${error.message}. Nothing is served until a live build is there. ${MAKE_A_LIVE_BUILD}`
            : `Waiting for a whole build in ${buildDir}: ${error.message}.`
        if (message !== told) log(message)
        told = message
        await new Promise((done) => setTimeout(done, checkEveryMs))
      }
    }
  }

  function identify() {
    return stat(rulesFile).then(
      (file) => `${file.ino}:${file.size}:${file.mtimeMs}`,
      () => 'none',
    )
  }

  /** Deletes a copy; a failure is logged, never thrown: it must not take the server down. */
  function remove(/** @type {string} */ dir) {
    return rm(dir, { recursive: true, force: true }).catch((error) => log(`Could not delete ${dir}: ${error}`))
  }

  /** Deletes a copy no longer served once no request is answered from it. */
  function dropIfDone(/** @type {Entry<T>} */ entry) {
    if (entry.retired && entry.requests === 0) void remove(entry.build.dir)
  }

  async function switchIfNew() {
    const identity = await identify()
    if (identity === seen || identity === 'none') {
      seen = identity
      return
    }
    seen = identity
    /** @type {Build | undefined} */
    let build
    try {
      const read = await readRules(buildDir)
      if (read.version === current.build.version) return
      const refusal = previewRefusal(read.rules)
      if (refusal) {
        const { pages } = current.build.rules
        log(
          `Refused the build in ${buildDir}: ${refusal}. Still serving the live build served since ${current.since.toISOString()} (${pages.length} pages). ${MAKE_A_LIVE_BUILD}`,
        )
        return
      }
      build = await copyBuild(buildDir, copiesDir, read)
      const served = prepare(build, current.served)
      if (stopped) throw new Error('the server is stopping')
      const previous = current
      current = { build, served, requests: 0, retired: false, since: new Date() }
      previous.retired = true
      dropIfDone(previous)
      log(`Serving the new build in ${buildDir} (${build.rules.pages.length} pages).`)
    } catch (error) {
      if (build) await remove(build.dir)
      const reason = error instanceof Error ? error.message : String(error)
      log(`Still serving the previous build: the one in ${buildDir} is not served because ${reason}.`)
    }
  }

  /** Looks once for a new build and switches to it; resolves when done. */
  function check() {
    checking ??= switchIfNew().finally(() => {
      checking = undefined
    })
    return checking
  }

  return {
    /** What requests are answered from now. */
    current: () => current.served,
    /** The build for one request, kept on disk until `release` (call it once, when the response is done). */
    acquire() {
      const entry = current
      entry.requests += 1
      let released = false
      return {
        served: entry.served,
        release() {
          if (released) return
          released = true
          entry.requests -= 1
          dropIfDone(entry)
        },
      }
    },
    check,
    /** Looks for a new build every `checkEveryMs` from now on. */
    watch() {
      timer = setInterval(() => void check(), checkEveryMs).unref()
    },
    /** Stops looking and deletes every copy (call once nothing is answered any more). */
    async stop() {
      stopped = true
      clearInterval(timer)
      await checking
      await rm(copiesDir, { recursive: true, force: true })
    },
  }
}

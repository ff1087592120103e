// @ts-check
/**
 * A whole build, copied where a rebuild cannot reach it. `react-router build` starts by deleting
 * BUILD_DIR (a folder outside the project it overwrites file by file instead), and our build
 * steps then move and rewrite files in it for a minute or two, so `npm start` never serves
 * BUILD_DIR itself: it serves a copy of the files the serving rules list, each checked against
 * the SHA-256 the build recorded (pipeline/write-serving-rules.ts). A copy that does not
 * match was taken while a rebuild was changing the files, and is thrown away.
 */
import { createHash } from 'node:crypto'
import { constants } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve, sep } from 'node:path'
import { listFiles, SERVING_RULES_FILE } from './serving-rules.js'

/** @typedef {import('./serving-rules.js').ServingRules} ServingRules */

/**
 * @typedef {{ rules: ServingRules, version: string, clientDir: string, files: string[], dir: string }} Build
 * `version`: the SHA-256 of the serving rules file, which lists every file's, so it names the
 * build; `clientDir`: the copy's client/ folder; `files`: what it holds, paths like
 * "assets/app.js"; `dir`: the copy, deleted once the build is no longer served.
 */

/** Why a build cannot be served: it is being written, or changed while it was being copied. */
export class IncompleteBuild extends Error {}

/** SHA-256 of a file's bytes, as the serving rules record it. */
export function digestBytes(/** @type {string | Buffer} */ bytes) {
  return createHash('sha256').update(bytes).digest('base64url')
}

/** SHA-256 of one file, as the serving rules record it. */
async function digestFile(/** @type {string} */ path) {
  return digestBytes(await readFile(path))
}

/** SHA-256 of every file under `dir`, by path ("assets/app.js"), in name order. */
export async function digestFiles(/** @type {string} */ dir) {
  const files = listFiles(dir).sort()
  const digests = await Promise.all(files.map((file) => digestFile(join(dir, file))))
  return Object.fromEntries(files.map((file, index) => [file, digests[index] ?? '']))
}

/**
 * The serving rules in `buildDir` and the version they name.
 * @param {string} buildDir @returns {Promise<{ rules: ServingRules, version: string }>}
 */
export async function readRules(buildDir) {
  let text
  try {
    text = await readFile(join(buildDir, SERVING_RULES_FILE), 'utf8')
  } catch {
    throw new IncompleteBuild(`there is no ${SERVING_RULES_FILE} (a build is running, or none was made)`)
  }
  try {
    const rules = /** @type {ServingRules} */ (JSON.parse(text))
    return { rules, version: digestBytes(text) }
  } catch {
    throw new IncompleteBuild(`its ${SERVING_RULES_FILE} is not whole`)
  }
}

/**
 * Copies the build in `buildDir` into a new folder under `copiesDir` and checks every file.
 * A build written before the rules listed their files (`acceptUnlisted`, at start only) is copied
 * as it is at that moment.
 * @param {string} buildDir @param {string} copiesDir
 * @param {{ rules: ServingRules, version: string }} read what readRules gave
 * @returns {Promise<Build>}
 */
export async function copyBuild(buildDir, copiesDir, { rules, version }, { acceptUnlisted = false } = {}) {
  const source = resolve(buildDir, 'client')
  if (!rules.files && !acceptUnlisted) throw new IncompleteBuild(`its ${SERVING_RULES_FILE} lists no files`)
  const expected = rules.files ?? (await digestFiles(source).catch(missingFiles))
  const dir = await mkdtemp(join(copiesDir, 'build-'))
  try {
    // Settled, not Promise.all: no copy may still be writing into the folder once it is deleted.
    const copied = await Promise.allSettled(
      Object.entries(expected).map(async ([file, digest]) => {
        const from = resolve(source, file)
        if (!from.startsWith(`${source}${sep}`)) throw new IncompleteBuild(`it lists ${file}, outside client/`)
        const to = join(dir, 'client', file)
        await mkdir(dirname(to), { recursive: true })
        // The build's own dates, so Last-Modified and ETags stay the same across restarts.
        const { atime, mtime } = await stat(from)
        await copyFile(from, to, constants.COPYFILE_FICLONE)
        await utimes(to, atime, mtime)
        if ((await digestFile(to)) !== digest) throw new IncompleteBuild(`${file} changed while it was copied`)
      }),
    )
    for (const result of copied) if (result.status === 'rejected') missingFiles(result.reason)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return { rules, version, clientDir: join(dir, 'client'), files: Object.keys(expected), dir }
}

/**
 * A file the rules list that is gone: a rebuild has started.
 * @param {unknown} error @returns {never}
 */
function missingFiles(error) {
  if (/** @type {{ code?: string }} */ (error).code !== 'ENOENT') throw error
  throw new IncompleteBuild(`files it lists are missing (${/** @type {Error} */ (error).message})`)
}

const COPIES_PREFIX = 'npm-start-'

/**
 * A new folder for this process's copies, in the system's temporary folder (TMPDIR), after
 * deleting those left by `npm start` processes that no longer run (killed without a chance to).
 */
export async function makeCopiesDir(parent = tmpdir()) {
  for (const name of await readdir(parent)) {
    const pid = Number(name.slice(COPIES_PREFIX.length).split('-')[0])
    if (name.startsWith(COPIES_PREFIX) && pid > 0 && !isRunning(pid)) {
      // Another user's copy is theirs to delete.
      await rm(join(parent, name), { recursive: true, force: true }).catch(() => {})
    }
  }
  return mkdtemp(join(parent, `${COPIES_PREFIX}${process.pid}-`))
}

/** True while a process with this id exists (EPERM: it does, under another user). */
function isRunning(/** @type {number} */ pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {{ code?: string }} */ (error).code === 'EPERM'
  }
}

/**
 * The one reader of the environment, Vite's way: the .env files of `mode` under `root`, then the
 * process environment winning; of the owner's settings file in the content folder the environment
 * names (CONTENT_DIR, content/ by default), which the variables override; and of Git's `origin`
 * remote, where the browser editor saves when nothing else names a repository (./connection.ts).
 * Node only: the bundle receives the parsed values as data.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseEnv } from 'node:util'
import { expand } from 'dotenv-expand'
import { type Configuration, parseConfiguration } from './configuration-schema.ts'
import { readSettings } from './settings-file.ts'

/**
 * Each checkout's origin, asked of Git once by each loaded copy of this module: the content's readers
 * load the configuration several times a read of the content (seven for the site's pages and lists),
 * and each ask started a git process (about 30 ms of CPU: 189 times in the unit tests of the app, 24
 * in a test build, now 32 and 4). A remote added while a process runs is seen when it next starts,
 * as a changed .env file is.
 */
const origins = new Map<string, string>()

/** The address of the `origin` remote of the checkout at `root`; '' without Git, a checkout or that remote. */
function gitOrigin(root: string): string {
  const known = origins.get(root)
  if (known !== undefined) return known
  let origin = ''
  try {
    origin = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    // No Git, no checkout or no such remote: ''.
  }
  origins.set(root, origin)
  return origin
}

/**
 * The environment as Vite's `loadEnv(mode, root, '')` reads it: the mode's .env files, a later one
 * winning, parsed by Node and `${VARIABLE}`s expanded by dotenv-expand (as Vite does both), then
 * the process's own variables over all. Not Vite's function itself: importing Vite costs most of a
 * second, which every process and test file that reads the content paid for a few small files.
 * read-environment.test.ts holds the two equal.
 */
export function readEnvironment(mode: string, root: string): Record<string, string | undefined> {
  const files = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`].map((file) => resolve(root, file))
  const parsed: Record<string, string> = Object.assign(
    {},
    ...files
      .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile())
      .map((file) => parseEnv(readFileSync(file, 'utf8'))),
  )
  expand({ parsed, processEnv: { ...process.env } as Record<string, string> })
  return { ...parsed, ...process.env }
}

export function loadConfiguration(mode = process.env.NODE_ENV || 'production', root = process.cwd()): Configuration {
  const env = readEnvironment(mode, root)
  const contentDir = env.CONTENT_DIR?.trim() || 'content'
  return parseConfiguration(env, readSettings(resolve(root, contentDir)), gitOrigin(root))
}

/**
 * Whether this process is `npm run dev`, which shows drafts as a PREVIEW=1 build does: Vite sets
 * NODE_ENV before it loads the route table (app/routes.ts), which lists a draft page's route then.
 */
export function isDevServer(): boolean {
  return process.env.NODE_ENV === 'development'
}

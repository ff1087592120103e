/**
 * The one reader of the environment, Vite's way: the .env files of `mode` under `root`, then the
 * process environment winning; and of the owner's settings file in the content folder the
 * environment names (CONTENT_DIR, content/ by default), which the variables override. Node only:
 * the bundle receives the parsed values as data.
 */
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { type Configuration, parseConfiguration } from './configuration-schema.ts'
import { readSettings } from './settings-file.ts'

export function loadConfiguration(mode = process.env.NODE_ENV || 'production', root = process.cwd()): Configuration {
  const env = loadEnv(mode, root, '')
  const contentDir = env.CONTENT_DIR?.trim() || 'content'
  return parseConfiguration(env, readSettings(resolve(root, contentDir)))
}

/**
 * Whether this process is `npm run dev`, which shows drafts as a PREVIEW=1 build does: Vite sets
 * NODE_ENV before it loads the route table (app/routes.ts), which lists a draft page's route then.
 */
export function isDevServer(): boolean {
  return process.env.NODE_ENV === 'development'
}

/**
 * The one reader of the environment, Vite's way: the .env files of `mode` under `root`, then the
 * process environment winning. Node only: the bundle receives the parsed values as data.
 */
import { loadEnv } from 'vite'
import { type Configuration, parseConfiguration } from './configuration-schema.ts'

export function loadConfiguration(mode = process.env.NODE_ENV || 'production', root = process.cwd()): Configuration {
  return parseConfiguration(loadEnv(mode, root, ''))
}

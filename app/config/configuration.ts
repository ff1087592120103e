/**
 * Replaced at build time: pipeline/vite-plugins/configuration-plugin.ts swaps this module for the
 * values the build read, so the browser receives plain data and none of the parsing. Under Node
 * (tests, the route config) it reads the environment itself. The public part of the configuration.
 */
import { loadConfiguration } from './read-environment.ts'

export const { site, analytics } = loadConfiguration()

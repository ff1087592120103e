/**
 * The public part of the configuration, for the app. At bundle time
 * scripts/build/configuration-plugin.ts replaces this module with the values the build read, so the
 * browser receives plain data and none of the parsing; under Node (tests) it reads the environment.
 */
import { loadConfiguration } from './read-environment.ts'

export const { site, analytics } = loadConfiguration()

// @ts-check
/**
 * One build as the server answers from it: its serving rules, its folder of files, the decision
 * for each URL and its headers, made once per build (server/site-server.js answers each request
 * from the build current when it arrived; server/build-switch.js changes which that is).
 */
import { resolve } from 'node:path'
import { createSecurityHeaders } from './security-headers.js'
import { createDecider, isServable, listFiles, readServingRules } from './serving-rules.js'

/** @typedef {ReturnType<typeof prepareBuild>} ServedBuild */
/**
 * @typedef {{ current: () => ServedBuild, acquire: () => { served: ServedBuild, release: () => void } }} Builds
 * Where requests get their build; `release` once the response is done, so its files may go.
 */

/**
 * What answering from one build needs, made once per build: its rules, its folder of files, the
 * decision for each URL and its headers.
 * @param {{ rules: import('./serving-rules.js').ServingRules, clientDir: string, files: string[] }} build
 * @param {{ forceHttps?: boolean }} options
 */
export function prepareBuild({ rules, clientDir, files }, { forceHttps = false } = {}) {
  return {
    rules,
    clientDir,
    allFiles: new Set(files),
    decide: createDecider(
      rules,
      files.filter((file) => isServable(rules, file)),
    ),
    security: createSecurityHeaders(rules.headers, { forceHttps }),
    securityLines: Object.entries(rules.headers.common)
      .concat([['Content-Security-Policy', rules.headers.csp.fallback]])
      .map(([name, value]) => `${name}: ${value}`),
  }
}

/** One build served as it is on disk, for as long as the server runs (tests, tools). */
export function fixedBuild(/** @type {string} */ buildDir, /** @type {boolean} */ forceHttps) {
  const clientDir = resolve(buildDir, 'client')
  const served = prepareBuild(
    { rules: readServingRules(buildDir), clientDir, files: listFiles(clientDir) },
    { forceHttps },
  )
  return { current: () => served, acquire: () => ({ served, release: () => {} }) }
}

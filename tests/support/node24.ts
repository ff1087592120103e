/**
 * A Node 24 binary from the registry's `node` package (`.ci/run` installs it into .cache/node24).
 * Supported Node versions are 20.19+, 22 and 24: npm test builds the test build and serves it to
 * the browser tests on Node 24, runs the server's unit tests on it, and runs Cloudflare's wrangler
 * (Node 22+) with it; everything else runs on the Node that runs npm test.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

export const NODE24 = resolve('.cache/node24/node_modules/node/bin/node')

export const hasNode24 = () => existsSync(NODE24)

/**
 * The Vitest project (vitest.config.ts) of the server's and the enquiry domain's unit tests, which
 * npm test runs on Node 24 alone where it is installed (scripts/test-stages.ts).
 */
export const SERVER_UNITS = 'server'

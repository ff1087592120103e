/**
 * A Node 24 binary from the registry's `node` package (`.ci/run` installs it into .cache/node24).
 * Supported Node versions are 20.19+, 22 and 24: npm test runs its test runners and the shared test
 * builds on Node 24, serves the test build to the browser tests on it, and runs Cloudflare's wrangler
 * (Node 22+) with it; the Node that runs npm test runs what an owner runs on it (scripts/test-stages.ts).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

export const NODE24 = resolve('.cache/node24/node_modules/node/bin/node')

export const hasNode24 = () => existsSync(NODE24)

/**
 * Ports and build settings shared by the browser tests, the test build and the benchmark.
 * Overridable so that two test runs on one machine don't collide.
 */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || 4173)
export const IMAGE_PORT = Number(process.env.E2E_IMAGE_PORT || 4599)
export const TEST_BUILD_DIR = process.env.E2E_BUILD_DIR || '.test-build'
/** The Git host's API stand-in that /admin saves to in the test build (tests/e2e/cms.spec.ts). */
export const CMS_PORT = Number(process.env.E2E_CMS_PORT || SITE_PORT + 2)
/** The repository the test build's editor is configured for (VITE_CMS_REPO). */
export const CMS_TEST_REPOSITORY = 'owner/website'
/** nginx serving the same build in tests/e2e/nginx.spec.ts and `npm run load`. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT || SITE_PORT + 7)
/** Cloudflare's own runtime (`wrangler pages dev`) in tests/e2e/hosts.spec.ts. */
export const CLOUDFLARE_PORT = Number(process.env.E2E_CLOUDFLARE_PORT || SITE_PORT + 8)

/** Environment for the build that tests and benchmarks run against: images from the local stand-in. */
export const testBuildEnv = {
  BUILD_DIR: TEST_BUILD_DIR,
  VITE_IMAGE_ORIGIN: `http://127.0.0.1:${IMAGE_PORT}`,
  // The editor commits to a repository on the stand-in, as it would on GitHub (scripts/local-stand-ins/git-host/).
  VITE_CMS_REPO: CMS_TEST_REPOSITORY,
  VITE_CMS_API_ROOT: `http://127.0.0.1:${CMS_PORT}`,
}

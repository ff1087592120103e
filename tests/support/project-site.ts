/**
 * The project-site build: the owner's content/ as it is (not the tests' sample, so what checks it names
 * nothing of the sample: docs/decisions/031-tests-bring-their-own-content.md), with a site address carrying a
 * path, as a GitHub Pages project site has one (`https://owner.github.io/repo`). One real build
 * (scripts/build-changed.ts, `project-site`), shared by tests/changed-site/project-site.test.ts
 * (every address a page names, crawled over HTTP on each host) and
 * tests/e2e/changed-content/project-site.spec.ts (what Chromium shows).
 */

export const PROJECT_SITE = {
  url: 'https://owner.github.io/repo',
  basePath: '/repo',
  buildDir: '.test-build-project',
} as const

/**
 * What the project-site build adds to the test build's environment: the address with a path, and
 * a production NODE_ENV, which a build started from Vitest would otherwise inherit as `test` (and
 * ship React Router's runtime, as in development).
 */
export const projectSiteEnvironment = { VITE_SITE_URL: PROJECT_SITE.url, NODE_ENV: 'production' }

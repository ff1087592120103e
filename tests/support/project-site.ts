/**
 * The project-site build: the test build's content and settings with a site address carrying a
 * path, as a GitHub Pages project site has one (`https://owner.github.io/repo`). One real build,
 * shared by tests/support/project-site.test.ts (every address a page names, crawled over HTTP on
 * each host) and tests/e2e/project-site.spec.ts (what Chromium shows); made once, and again only
 * when something it is made from changed since.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { SERVING_RULES_FILE } from '../../server/serving-rules.js'
import { startImageServer } from '../stand-ins/image-server'
import { buildSite } from './build-site'
import { IMAGE_PORT } from './test-environment'

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
const projectSiteEnvironment = { VITE_SITE_URL: PROJECT_SITE.url, NODE_ENV: 'production' }

/** Where a build is made from: a build older than any of these is made again. */
const SOURCES = ['app', 'content', 'pipeline', 'server', 'editor', 'react-router.config.ts', 'vite.config.ts']

/** When anything under `path` last changed, tests beside the code aside. */
function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return /\.test\.[jt]sx?$/.test(path) ? 0 : stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

function isFresh(buildDir: string): boolean {
  const rules = join(buildDir, SERVING_RULES_FILE)
  return existsSync(rules) && statSync(rules).mtimeMs > Math.max(...SOURCES.map(newestChange))
}

/** The project-site build's folder, built first unless a fresh one is there; throws with the build's log if it fails. */
export async function projectSiteBuild(): Promise<string> {
  if (isFresh(PROJECT_SITE.buildDir)) return PROJECT_SITE.buildDir
  // The build downloads its stock photos from the stand-in, unless one already answers.
  const running = await fetch(`http://127.0.0.1:${IMAGE_PORT}/health`).then(
    (response) => response.ok,
    () => false,
  )
  const images = running ? undefined : await startImageServer(IMAGE_PORT)
  try {
    const { code, output } = await buildSite('content', PROJECT_SITE.buildDir, projectSiteEnvironment)
    if (code !== 0) throw new Error(`The project-site build failed:\n${output}`)
  } finally {
    images?.close()
  }
  return PROJECT_SITE.buildDir
}

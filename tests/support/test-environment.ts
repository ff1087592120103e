/**
 * The one reader of the environment for the tests and the tools that measure the site (test build,
 * benchmark, load test, Observatory, screenshots): every variable they read, with its default and
 * its check, parsed once. Nothing else under tests/ or scripts/ reads `process.env` (biome.json
 * `noProcessEnv`); a child process gets its environment from `childEnvironment`. The site's build
 * reads its own variables through app/config/read-environment.ts, `npm start` through
 * server/server-configuration.js.
 */
import { z } from 'zod'

/** A whole number from 0 to `max`; unset or blank is `fallback`. */
const wholeNumber = (fallback: number | undefined, max: number, what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((raw, context) => {
      if (!raw) return fallback
      const value = Number(raw)
      if (Number.isInteger(value) && value >= 0 && value <= max) return value
      context.addIssue({ code: 'custom', message: `must be ${what}, got "${raw}"` })
      return z.NEVER
    })
const port = (fallback?: number) => wholeNumber(fallback, 65_535, 'a port number')

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || fallback)

const ToolEnvironmentSchema = z.object({
  /** Ports of the browser tests' servers; set them so that two test runs on one machine don't collide. */
  E2E_SITE_PORT: port(4173),
  E2E_IMAGE_PORT: port(4599),
  E2E_EDITOR_PORT: port(),
  E2E_NGINX_PORT: port(),
  E2E_CLOUDFLARE_PORT: port(),
  /** The test build's folder (`npm run build:test`). */
  E2E_BUILD_DIR: text('.test-build'),
  /** The build `npm run load` and `npm run observatory` serve. */
  BUILD_DIR: text('build'),
  /** The Chromium Lighthouse drives (`npm run bench`); the system's when unset. */
  CHROME_PATH: text(''),
  OBSERVATORY_PORT: port(8443),
  /** Seconds per `npm run load` run, at most 10. */
  LOAD_SECONDS: wholeNumber(5, 10, 'a whole number of seconds up to 10'),
  LOAD_SITE_PORT: port(4490),
  LOAD_NGINX_PORT: port(4491),
  /**
   * Set to 1 for the contrast check on pixels in every state of every page (tests/support/contrast-states.ts):
   * each brand in both schemes at both widths, twice the states npm test photographs.
   */
  CONTRAST_EVERY_STATE: z
    .string()
    .optional()
    .transform((raw) => raw === '1'),
  /** Set by CI (.ci/run): tests that a developer's machine may skip for a missing tool must run. */
  CI: z
    .string()
    .optional()
    .transform((raw) => Boolean(raw) && raw !== 'false' && raw !== '0'),
})

function readToolEnvironment() {
  const parsed = ToolEnvironmentSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `- ${issue.path.join('.')} ${issue.message}`)
    throw new Error(`Invalid test environment:\n${problems.join('\n')}`)
  }
  return parsed.data
}

export const toolEnvironment = readToolEnvironment()

export const SITE_PORT = toolEnvironment.E2E_SITE_PORT ?? 4173
export const IMAGE_PORT = toolEnvironment.E2E_IMAGE_PORT ?? 4599
export const TEST_BUILD_DIR = toolEnvironment.E2E_BUILD_DIR
/** The Git host's API stand-in that /admin saves to in the test build (tests/e2e/editor.spec.ts). */
export const EDITOR_PORT = toolEnvironment.E2E_EDITOR_PORT ?? SITE_PORT + 2
/** The repository the test build's editor is configured for (VITE_EDITOR_REPO). */
export const EDITOR_TEST_REPOSITORY = 'owner/website'
/** nginx serving the test build for the browser visits of tests/e2e/hosts.spec.ts, and for `npm run load`. */
export const NGINX_PORT = toolEnvironment.E2E_NGINX_PORT ?? SITE_PORT + 7
/** Cloudflare's own runtime (`wrangler pages dev`) in tests/e2e/hosts.spec.ts. */
export const CLOUDFLARE_PORT = toolEnvironment.E2E_CLOUDFLARE_PORT ?? SITE_PORT + 8

/**
 * The shipped sample content, as the tests keep it: the test build, the shared changed-content
 * builds and every test of the code read this copy, never the owner's content/ (which the owner
 * changes from the first day). What checks content/ itself checks it whatever it holds.
 * Why: docs/decisions/031-tests-bring-their-own-content.md.
 */
export const SAMPLE_CONTENT_DIR = 'tests/fixtures/sample-content'
/** What a test process sets so that the site's content readers (app/config/read-environment.ts) read the sample. */
export const sampleContentEnvironment = { CONTENT_DIR: SAMPLE_CONTENT_DIR }

/**
 * Points this process's content readers, and every process it starts, at the sample content: the
 * browser tests' configurations call it, as the specs compare what a page shows with the content it
 * was built from.
 */
export function readSampleContent(): void {
  Object.assign(process.env, sampleContentEnvironment)
}

/** Environment for the build that tests and benchmarks run against: images from the local stand-in. */
export const testBuildEnv = {
  BUILD_DIR: TEST_BUILD_DIR,
  VITE_IMAGE_ORIGIN: `http://127.0.0.1:${IMAGE_PORT}`,
  // The editor commits to a repository on the stand-in, as it would on GitHub (scripts/local-editor/).
  VITE_EDITOR_REPO: EDITOR_TEST_REPOSITORY,
  VITE_EDITOR_API_ROOT: `http://127.0.0.1:${EDITOR_PORT}`,
}

/**
 * SMTP_URL as the test build sees it: set, so the hosts' folders get the enquiry functions
 * (pipeline/hosts/enquiry-functions.ts). Never used to send: each host's function is given the
 * mail stand-in's address when it runs, and no file of the build may contain this value.
 */
export const TEST_BUILD_SMTP_URL = 'smtps://build-time-only%40example.invalid:not-in-any-file@smtp.example.invalid:465'

/**
 * The GitHub App the test build is made with (scripts/build-test.ts), as an owner's host has it: /admin
 * then offers Sign in with GitHub, answered by `npm start` and each host's function with these values
 * against the Git-host stand-in, which knows the app (tests/support/editor-session.ts). The secret, like
 * SMTP_URL's password, must reach no file of the build.
 */
export const TEST_GITHUB_APP = {
  GITHUB_CLIENT_ID: 'Iv23-test-build-app',
  GITHUB_CLIENT_SECRET: 'app-secret-not-in-any-file',
}

/** This process's environment with `overrides` on top: what a child process (a build, a server) is started with. */
export function childEnvironment(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides }
}

/** No environment but what any shell has (PATH, HOME): a build as a host runs it before the owner sets anything. */
export function bareEnvironment(): NodeJS.ProcessEnv {
  const { PATH, HOME } = process.env
  return { PATH, HOME }
}

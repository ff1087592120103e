/**
 * A real production build, as `npm run build` makes it, from a folder of content into a folder of
 * the caller's: the test build (scripts/build-test.ts), the shared changed-content builds
 * (scripts/build-changed.ts) and the one build a test makes to see a build fail
 * (tests/changed-site/failing-build.test.ts).
 */
import { spawn } from 'node:child_process'
import { childEnvironment, testBuildEnv } from './test-environment'

/**
 * A build takes half a minute alone, and several minutes on two cores shared with the rest of npm
 * test and more; one that takes ten is stuck.
 */
const BUILD_TIMEOUT_MS = 600_000

/**
 * `react-router build` on the Node that runs this, reading content from `contentDir` (content/
 * when undefined) into `buildDir` (inside the checkout: prerendering loads the project's own
 * node_modules), with `env` on top (PREVIEW=1); resolves with its exit code and output, which
 * `print` also passes on as it comes. A build still running after `timeoutMs` is stopped.
 */
export function buildSite(
  contentDir: string | undefined,
  buildDir: string,
  env: Record<string, string> = {},
  { print = false, timeoutMs = BUILD_TIMEOUT_MS } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
      env: childEnvironment({
        ...testBuildEnv,
        ...(contentDir ? { CONTENT_DIR: contentDir } : {}),
        BUILD_DIR: buildDir,
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (print) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
      if (print) process.stderr.write(chunk)
    })
    const timer = setTimeout(() => {
      output += `\nStopped after ${timeoutMs / 1000} s`
      child.kill('SIGTERM')
    }, timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

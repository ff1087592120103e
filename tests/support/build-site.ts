/**
 * A real production build, as `npm run build` makes it, from a copy of content/ into a folder of
 * the test's: for the browser tests that show what a new or changed file does to the built site.
 */
import { spawn } from 'node:child_process'
import { testBuildEnv } from '../../scripts/local-stand-ins/test-build-env'

/** Up to two minutes on two busy cores; a test allows this and its own checks on top. */
export const BUILD_TIMEOUT_MS = 240_000

/** `react-router build` reading content from `contentDir` into `buildDir`; resolves with its exit code and output. */
export function buildSite(contentDir: string, buildDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['react-router', 'build'], {
      env: { ...process.env, ...testBuildEnv, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

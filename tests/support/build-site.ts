/**
 * A real production build, as `npm run build` makes it, from a copy of content/ into a folder of
 * the test's: for the browser tests that show what a new or changed file does to the built site.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { childEnvironment, testBuildEnv } from './test-environment'

/** Up to two minutes on two busy cores; a test allows this and its own checks on top. */
export const BUILD_TIMEOUT_MS = 240_000

/**
 * `react-router build` reading content from `contentDir` into `buildDir` (inside the checkout:
 * prerendering loads the project's own node_modules), with `env` on top (PREVIEW=1); resolves with
 * its exit code and output.
 */
export function buildSite(
  contentDir: string,
  buildDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['react-router', 'build'], {
      env: childEnvironment({ ...testBuildEnv, CONTENT_DIR: contentDir, BUILD_DIR: buildDir, ...env }),
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

/** A copy of content/ to change freely; the real files are never touched. */
export function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-build-'))
  cpSync('content', dir, { recursive: true })
  return dir
}

/** The first file of a content folder, copied under a new name with some of its lines changed or added. */
export function copyFirst(dir: string, folder: string, to: string, lines: Record<string, string>) {
  const [first] = readdirSync(join(dir, folder)).sort()
  let source = readFileSync(join(dir, folder, first ?? ''), 'utf8')
  for (const [key, value] of Object.entries(lines)) {
    const line = new RegExp(`^${key}: .*$`, 'm')
    source = line.test(source)
      ? source.replace(line, `${key}: ${value}`)
      : source.replace(/^(---\n)?/, (start) => `${start}${key}: ${value}\n`)
  }
  writeFileSync(join(dir, folder, to), source)
}

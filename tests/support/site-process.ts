/**
 * `npm start`'s server for the tools that measure it (bench, first paint, load test, observatory):
 * the same entry point as production, in its own process, on 127.0.0.1; and the wait until a
 * local server (this one, nginx, wrangler in tests/support/hosts/, a spec's own) answers.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { childEnvironment } from './test-environment'

/** npm start copies and checks the whole build before it listens: seconds, more on a busy machine. */
const START_TIMEOUT_MS = 60_000

/** Serves `buildDir` on `port` and resolves once `readyPath` answers 200. */
export async function startSite({
  buildDir,
  port,
  env = {},
  readyPath = '/',
}: {
  buildDir: string
  port: number
  env?: Record<string, string>
  readyPath?: string
}) {
  const child = spawn(process.execPath, ['server/start.js'], {
    env: childEnvironment({ ...env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = await waitUntilServing(child, `${origin}${readyPath}`, START_TIMEOUT_MS, () => {
    return `The server for ${buildDir} did not answer on ${origin} within ${START_TIMEOUT_MS / 1000} s`
  })
  return { origin, stop }
}

/**
 * Polls `url` until it answers an HTTP request (any status, or only 2xx with `ok`): true once it
 * does, false when `timeoutMs` passes or `gaveUp()` says to stop waiting first (a child that exited).
 * Every server a test starts is used only once this says it answers.
 */
export async function answersWithin(
  url: string,
  timeoutMs: number,
  { ok = false, gaveUp = () => false }: { ok?: boolean; gaveUp?: () => boolean } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() <= deadline && !gaveUp()) {
    const answered = await fetch(url, { redirect: 'manual' })
      .then((response) => !ok || response.ok)
      .catch(() => false)
    if (answered) return true
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return false
}

/**
 * Waits until `url` answers 2xx and returns a function that stops `child`. When the child exits
 * first or `timeoutMs` passes, stops it and throws the message `failure` gives.
 */
export async function waitUntilServing(child: ChildProcess, url: string, timeoutMs: number, failure: () => string) {
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)))
  }
  if (!(await answersWithin(url, timeoutMs, { ok: true, gaveUp: () => child.exitCode !== null }))) {
    await stop()
    throw new Error(failure())
  }
  return stop
}

/**
 * `npm start`'s entry point in its own process with `env` (BUILD_DIR, ENQUIRY_DIR, SMTP_URL …) on
 * 127.0.0.1 and a free port, its output kept: resolves once it says where it serves, or exits.
 */
export async function launchServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/start.js'], {
    env: childEnvironment({ PORT: '0', HOST: '127.0.0.1', ...env }),
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!/:\d+ \(process \d+\)/.test(output) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 50))
  }
  const port = output.match(/:(\d+) \(process \d+\)/)?.[1]
  return {
    child,
    exited,
    output: () => output,
    origin: port ? `http://127.0.0.1:${port}` : '',
    port: Number(port ?? 0),
    /** SIGTERM, as a process manager stops it; resolves with its exit code. */
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

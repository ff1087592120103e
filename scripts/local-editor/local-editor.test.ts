/**
 * `npm run editor` as the owner's guide tells it ("On your own computer"): it prints the address
 * with its process id, which button to choose and the token to paste; and stopped by that process
 * id, or npm's, it stops whole: nothing is left running and its port is free.
 */
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { freePort } from '../../tests/support/free-port'
import { childEnvironment } from '../../tests/support/test-environment'
import { SIGN_IN } from './sign-in'

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('npm run editor says which button and token to use and what its preview shows, and SIGTERM to npm’s process id stops it whole', {
  // It prepares the editor's files and the site's icon before it listens: seconds alone, more in npm test.
  timeout: 90_000,
}, async () => {
  const port = await freePort()
  // A working copy not built yet (BUILD_DIR names a folder that is not there), as a fresh clone is.
  const unbuilt = join(tmpdir(), `not-built-${port}`)
  const env = childEnvironment({ VITE_EDITOR_LOCAL_PORT: String(port), BUILD_DIR: unbuilt })
  const child = spawn('npm', ['run', 'editor'], { env })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)))
  try {
    await expect.poll(() => output, { timeout: 75_000, interval: 200 }).toMatch(/The preview .*\n/)
    expect(output).toMatch(/Stop with Ctrl\+C/)
    // What the preview shows: with no build, the fields, and how to get the site's styles.
    expect(output).toContain('The preview lists the fields: run `npm run build` once, then start the editor again')
    expect(output).toContain(`http://127.0.0.1:${port}/admin/`)
    expect(output).toContain(`"${SIGN_IN.button}" (not "${SIGN_IN.notThis}")`)
    expect(output).toMatch(/not one made on GitHub/)
    expect(output).toMatch(/\n {2}[0-9a-f]{32}\n/)
    const editorPid = Number(/\(process (\d+)\)/.exec(output)?.[1])
    expect(await isListening(port)).toBe(true)

    child.kill('SIGTERM')
    await exited
    await expect.poll(() => isRunning(editorPid), { timeout: 10_000 }).toBe(false)
    expect(await isListening(port)).toBe(false)
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
})

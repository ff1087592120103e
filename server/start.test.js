// @ts-check
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'

const buildDir = mkdtempSync(join(tmpdir(), 'start-build-'))
mkdirSync(join(buildDir, 'client'), { recursive: true })
writeFileSync(join(buildDir, 'client/index.html'), '<h1>Home</h1>')
writeFileSync(join(buildDir, 'client/404.html'), '<h1>404</h1>')
writeFileSync(
  join(buildDir, 'site-manifest.json'),
  JSON.stringify({ pages: ['/'], notFound: [{ prefix: '/', file: '404.html' }] }),
)
afterAll(() => rmSync(buildDir, { recursive: true, force: true }))

test('npm start serves the build on PORT and exits cleanly on SIGTERM', async () => {
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const child = spawn(process.execPath, ['server/start.js'], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1' },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  await expect.poll(() => output, { timeout: 10_000 }).toContain(`http://127.0.0.1:${port}`)
  const response = await fetch(`http://127.0.0.1:${port}/`)
  expect(await response.text()).toBe('<h1>Home</h1>')

  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(output).toContain('SIGTERM received')
})

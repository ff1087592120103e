/**
 * Builds the site for the browser tests and the benchmark: into .test-build, its stock photos
 * downloaded from the local stand-in of the photo host, which runs for the length of the build
 * (unless one already answers on its port). The build runs on the Node that runs this, so
 * `npm test` can make the test build with Node 24.
 */
import { spawn } from 'node:child_process'
import { startImageServer } from '../tests/stand-ins/image-server'
import { childEnvironment, IMAGE_PORT, testBuildEnv } from '../tests/support/test-environment'

const running = await fetch(`http://127.0.0.1:${IMAGE_PORT}/health`).then(
  (response) => response.ok,
  () => false,
)
const imageServer = running ? undefined : await startImageServer(IMAGE_PORT)
const build = spawn(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
  stdio: 'inherit',
  env: childEnvironment(testBuildEnv),
})
const status = await new Promise<number>((resolve) => build.on('exit', (code) => resolve(code ?? 1)))
imageServer?.close()
process.exit(status)

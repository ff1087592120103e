/** Builds the site for the browser tests and the benchmark: into .test-build, images from the local stand-in. */
import { spawnSync } from 'node:child_process'
import { testBuildEnv } from './local-stand-ins/test-build-env'

const result = spawnSync('npx', ['react-router', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...testBuildEnv },
})
process.exit(result.status ?? 1)

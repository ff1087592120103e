/**
 * `npm test`'s production build, made as a host makes it before the owner has typed anything: `npm
 * run build` with no environment variables at all (only PATH and HOME, which every shell has). Then
 * each host's committed settings, read with the host's own code (tests/support/hosts/host-settings.ts),
 * must name a folder this build wrote, holding the site's home page; and no host's /admin may name
 * the visitor's own computer (tests/support/admin-policy-files.ts), whether or not the build found a
 * repository (a clone from GitHub has one in its origin). The security grade then checks the same build.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { localAddressProblems } from '../tests/support/admin-policy-files'
import { committedHostFolders } from '../tests/support/hosts/host-settings'
import { bareEnvironment } from '../tests/support/test-environment'

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: bareEnvironment() })
if (build.status !== 0) process.exit(build.status ?? 1)

let problems = 0
for (const [host, published] of Object.entries(await committedHostFolders(resolve('.')))) {
  if (!published) {
    console.log(`  ${host}: its settings are read by wrangler, which needs Node 24 (.ci/run installs it): not checked`)
    continue
  }
  const holds = existsSync(published.home)
  if (!holds) problems++
  const wrote = holds ? 'and the build wrote its home page there' : `but the build wrote no ${published.home}`
  console.log(`  ${holds ? '✓' : '✗'} ${host}: its settings publish ${published.folder}/, ${wrote}`)
}
const local = localAddressProblems(resolve('build'))
for (const problem of local) console.log(`  ✗ /admin: ${problem}`)
if (local.length === 0)
  console.log(
    '  ✓ /admin names no local address on any host (npm start, nginx, Netlify, Cloudflare Pages, Vercel, GitHub Pages)',
  )
process.exit(problems + local.length > 0 ? 1 : 0)

/**
 * `npm run load`: a bounded load test (autocannon, 100 connections, a few seconds per target) of
 * `npm start` and, when installed, nginx serving the same build, both on 127.0.0.1 only. Home page
 * and one hashed asset; prints req/s, latency and errors side by side, then stops both servers.
 * With the local enquiry endpoint, the home page is measured once more while 20 clients post
 * 32 KB enquiries (stored in a temporary directory, removed afterwards).
 * BUILD_DIR picks the build (default: build/); LOAD_SECONDS the duration per run (at most 10).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
// @ts-expect-error autocannon ships no type declarations; the part used is typed as Autocannon below
import untypedAutocannon from 'autocannon'
import { findNginx, startNginx } from '../tests/stand-ins/nginx'
import { startSite } from '../tests/support/site-process'
import { toolEnvironment } from '../tests/support/test-environment'

type Stats = { average: number; p50: number; p99: number }
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  headers: Record<string, string>
  method?: string
  body?: string
}) => Promise<{
  requests: Stats
  latency: Stats
  errors: number
  timeouts: number
  non2xx: number
  statusCodeStats: Record<string, { count: number }>
}>
const autocannon = untypedAutocannon as Autocannon

const buildDir = resolve(toolEnvironment.BUILD_DIR)
const seconds = toolEnvironment.LOAD_SECONDS ?? 5
const CONNECTIONS = 100
const SITE_PORT = toolEnvironment.LOAD_SITE_PORT ?? 4490
const NGINX_PORT = toolEnvironment.LOAD_NGINX_PORT ?? 4491
const P99_GOAL_MS = 50

if (!existsSync(join(buildDir, 'site-manifest.json'))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`)
  process.exit(1)
}

const enquiryDir = mkdtempSync(join(tmpdir(), 'load-enquiries-'))
const localEnquiries =
  JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8')).enquiries === 'local-stand-in'

async function run(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // What a browser sends, so the precompressed files are what's measured.
    headers: { 'accept-encoding': 'gzip, br' },
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

const home = readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')
// A stylesheet at least: a page may have no script.
const asset = home.match(/\/assets\/[\w.-]+\.(?:css|js)/)?.[0]
if (!asset) throw new Error('No hashed asset found in the home page.')
const targets = [
  { name: 'home page /', path: '/' },
  { name: `asset ${asset}`, path: asset },
]

const rows: {
  server: string
  target: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}[] = []
// The same entry point as `npm start`, not an in-process copy; enquiries go to a temporary folder.
const site = await startSite({ buildDir, port: SITE_PORT, env: { ENQUIRY_DIR: enquiryDir }, readyPath: '/robots.txt' })
try {
  for (const target of targets) {
    rows.push({ server: 'npm start', target: target.name, ...(await run(`${site.origin}${target.path}`)) })
  }
  if (localEnquiries) {
    const message = 'x'.repeat(32 * 1024 - 200)
    const body = JSON.stringify({ user_id: 'l', service_id: 'l', template_id: 'l', template_params: { message } })
    const [home, flood] = await Promise.all([
      run(`${site.origin}/`),
      autocannon({
        url: `${site.origin}/api/v1.0/email/send`,
        connections: 20,
        duration: seconds,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
    ])
    rows.push({ server: 'npm start', target: 'home page / under a flood of 32 KB enquiries', ...home })
    const answers = Object.entries(flood.statusCodeStats ?? {}).map(([status, { count }]) => `${count} × ${status}`)
    console.log(`Enquiry flood (20 connections, 32 KB bodies): ${answers.join(', ')}`)
  }
} finally {
  await site.stop()
  rmSync(enquiryDir, { recursive: true, force: true })
}

const nginx = findNginx()
if (nginx && existsSync(join(buildDir, 'nginx.conf'))) {
  const server = await startNginx({ nginx, buildDir, port: NGINX_PORT })
  try {
    for (const target of targets) {
      rows.push({ server: 'nginx', target: target.name, ...(await run(`${server.origin}${target.path}`)) })
    }
  } finally {
    await server.stop()
  }
} else {
  console.log('nginx not installed (or the build has no nginx.conf): measuring npm start only.')
}

console.log(`\n${CONNECTIONS} connections, ${seconds} s per run, 127.0.0.1, build ${buildDir}\n`)
const header = ['server', 'target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']
const table = rows.map((row) => [row.server, row.target, row.rps, row.p50, row.p99, row.errors, row.non2xx].map(String))
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
)
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
console.log(line(header))
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
for (const cells of table) console.log(line(cells))

const failures = rows.filter((row) => row.errors > 0 || row.non2xx > 0)
const slow = rows.filter((row) => row.server === 'npm start' && row.p99 >= P99_GOAL_MS)
console.log(
  `\nGoal: zero errors and non-2xx (${failures.length === 0 ? 'met' : 'NOT met'}); ` +
    `p99 under ${P99_GOAL_MS} ms for npm start (${slow.length === 0 ? 'met' : 'NOT met'}).`,
)
process.exitCode = failures.length > 0 || slow.length > 0 ? 1 : 0

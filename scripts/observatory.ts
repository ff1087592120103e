/**
 * `npm run observatory [buildDir]`: grades every page of a build (default `build`) with the MDN HTTP
 * Observatory (`@mdn/mdn-http-observatory`, the scanner behind developer.mozilla.org/observatory),
 * as a visitor reaches it: `npm start` serving the build behind a TLS endpoint on 127.0.0.1 with a
 * certificate made for this run. Exits non-zero unless every page scores at least MINIMUM_SCORE
 * with no failed or negative test. Ports: OBSERVATORY_PORT (TLS, default 8443) and the next one.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generate } from 'selfsigned'
import { startTlsEndpoint } from '../tests/stand-ins/tls-endpoint'
import { startSite } from '../tests/support/site-process'
import { childEnvironment, toolEnvironment } from '../tests/support/test-environment'
import { toolFile } from './on-demand-tools'

/** The best score within our reach: A+ with every bonus except HSTS preloading and same-origin SRI. */
const MINIMUM_SCORE = 130

type PageGrade = { path: string; status: number; score: number; grade: string; failed: string[] }

/**
 * The package's install script downloads the HSTS preload list into `conf/hsts-preload.json`;
 * tools are installed without install scripts (scripts/on-demand-tools.ts). 127.0.0.1 is on no
 * preload list, so an empty one gives the same grade.
 */
function ensurePreloadList() {
  const file = join(dirname(toolFile('observatory', '@mdn/mdn-http-observatory')), '../conf/hsts-preload.json')
  if (!existsSync(file)) writeFileSync(file, '{}\n')
}

/** Runs a command to its end; resolves with its standard output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<string>((done, failed) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', failed)
    child.on('close', (code) =>
      code === 0 ? done(output) : failed(new Error(`${args.join(' ')} exited with ${code}`)),
    )
  })
}

/** Serves `buildDir` with `node server/start.js` behind the TLS endpoint and scans every page. */
export async function gradeBuild({ buildDir, port }: { buildDir: string; port: number }): Promise<PageGrade[]> {
  ensurePreloadList()
  const manifest = JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8'))
  // The owner's editor (Sveltia CMS, docs/decisions/015-the-owner-editor.md) styles itself with inline
  // styles, so its policy keeps style-src 'unsafe-inline', short of the grade asked of visitors' pages.
  const editorPages = new Set(manifest.editorPages ?? [])
  const pages = (manifest.pages as string[]).filter((page) => !editorPages.has(page))
  const certDir = mkdtempSync(join(tmpdir(), 'observatory-'))
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  const certFile = join(certDir, 'cert.pem')
  writeFileSync(certFile, cert)

  const serverPort = port + 1
  const server = await startSite({ buildDir, port: serverPort })
  const endpoint = await startTlsEndpoint({ port, upstreamPort: serverPort, key, cert }).catch(async (error) => {
    await server.stop()
    throw error
  })
  try {
    const scan = ['--import', 'tsx', 'scripts/observatory-scan.ts', `127.0.0.1:${port}`, ...pages]
    const output = await run(process.execPath, scan, childEnvironment({ NODE_EXTRA_CA_CERTS: certFile }))
    return JSON.parse(output)
  } finally {
    await server.stop()
    await endpoint.close()
    rmSync(certDir, { recursive: true, force: true })
  }
}

export const meetsGoal = (page: PageGrade) => page.score >= MINIMUM_SCORE && page.failed.length === 0

async function main() {
  const buildDir = resolve(process.argv[2] || toolEnvironment.BUILD_DIR)
  const port = toolEnvironment.OBSERVATORY_PORT ?? 8443
  if (!existsSync(join(buildDir, 'site-manifest.json'))) {
    console.error(`No build in ${buildDir}: run "npm run build" first.`)
    process.exit(1)
  }
  console.log(`MDN HTTP Observatory scan of ${buildDir}, served over https at 127.0.0.1:${port}\n`)
  const grades = await gradeBuild({ buildDir, port })
  console.log(`${'path'.padEnd(38)} status  score  grade  failed or negative tests`)
  for (const page of grades) {
    const row = [
      page.path.padEnd(38),
      String(page.status).padEnd(7),
      String(page.score).padEnd(6),
      page.grade.padEnd(6),
    ]
    console.log(`${row.join(' ')} ${page.failed.join('; ') || '-'}`)
  }
  const short = grades.filter((page) => !meetsGoal(page))
  const lowest = Math.min(...grades.map((page) => page.score))
  console.log(`\n${grades.length} pages, lowest score ${lowest}; goal ${MINIMUM_SCORE} (A+) with no failed test:`)
  console.log(short.length === 0 ? 'met on every page.' : `missed on ${short.map((page) => page.path).join(', ')}.`)
  process.exitCode = short.length === 0 && grades.length > 0 ? 0 : 1
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()

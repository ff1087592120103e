/**
 * Scans each path at a local origin with the MDN HTTP Observatory and prints one JSON array.
 * `scripts/observatory.ts` starts it as a child process because the certificate it must trust
 * reaches Node only through NODE_EXTRA_CA_CERTS, which Node reads once, at start-up.
 * Usage: tsx scripts/observatory-scan.ts 127.0.0.1:8443 / /about …
 */
import { importTool } from './on-demand-tools'

type TestOutput = { pass: boolean | null; result: string | null; scoreModifier: number | null }
/** The part of the package's API we use (its src/scanner/index.js; it ships no type declarations). */
type Scan = (hostname: string) => Promise<{
  scan: { grade: string; score: number; statusCode: number; testsFailed: number; testsPassed: number }
  tests: Record<string, TestOutput>
}>

const { scan } = await importTool<{ scan: Scan }>('observatory', '@mdn/mdn-http-observatory')

const [host = '', ...paths] = process.argv.slice(2)
const results: { path: string; status: number; score: number; grade: string; failed: string[] }[] = []
for (const path of paths) {
  try {
    // The package scans a "hostname"; it puts that after the scheme as is, so a port and path ride along.
    const { scan: summary, tests } = await scan(`${host}${path}`)
    const failed = Object.entries(tests)
      .filter(([, test]) => !test.pass || (test.scoreModifier ?? 0) < 0)
      .map(([name, test]) => `${name} (${test.result}, ${test.scoreModifier})`)
    results.push({ path, status: summary.statusCode, score: summary.score, grade: summary.grade, failed })
  } catch (error) {
    results.push({ path, status: 0, score: 0, grade: '-', failed: [`scan failed: ${String(error)}`] })
  }
}
process.stdout.write(JSON.stringify(results))

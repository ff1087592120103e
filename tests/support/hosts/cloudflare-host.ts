/**
 * Cloudflare Pages, answered by Cloudflare's own runtime: `wrangler pages dev` serves the folder
 * with workerd, applying `_headers`, `_redirects`, its trailing-slash and `.html` handling and its
 * nearest-404.html lookup as Pages does. wrangler needs Node 22 or newer: it runs on the Node 24
 * binary `.ci/run` installs, and the host is skipped (with that reason) where there is none.
 */

import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { toolFile } from '../../../scripts/on-demand-tools'
import { hasNode24, NODE24 } from '../node24'
import { waitUntilServing } from '../site-process'
import { childEnvironment } from '../test-environment'
import { answerOverHttp, type Host } from './host'

/** workerd starts in seconds; on two cores shared with a whole npm test, in up to two minutes. */
const START_TIMEOUT_MS = 120_000

export function cloudflareUnavailable(): string {
  return hasNode24() ? '' : 'no Node 24 in .cache/node24 for wrangler (.ci/run installs it)'
}

/**
 * `bindings`: the variables and secrets the project's settings would give its functions (SMTP_URL),
 * as `wrangler pages dev --binding` hands them to the worker's `env`; `kvDir`: a local KV namespace
 * bound as ENQUIRIES (the enquiry store), kept in that folder, a fresh one per run.
 */
export async function startCloudflare(
  dir: string,
  port: number,
  bindings: Record<string, string> = {},
  kvDir = '',
): Promise<Host> {
  const child = spawn(
    NODE24,
    [
      // wrangler's `exports` map lists no bin/ file: found beside its package.json instead.
      join(dirname(toolFile('wrangler', 'wrangler/package.json')), 'bin', 'wrangler.js'),
      'pages',
      'dev',
      dir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      '2026-11-01',
      ...Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
      ...(kvDir ? ['--kv', 'ENQUIRIES', '--persist-to', kvDir] : []),
    ],
    {
      // No telemetry, no update check, no prompts: nothing leaves this machine.
      env: childEnvironment({
        CI: 'true',
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG: 'error',
        NO_UPDATE_NOTIFIER: '1',
      }),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let errors = ''
  child.stderr.on('data', (chunk) => {
    errors += String(chunk)
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = await waitUntilServing(child, `${origin}/robots.txt`, START_TIMEOUT_MS, () => {
    return `wrangler pages dev did not answer on ${origin}:\n${errors}`
  })
  return { name: 'Cloudflare Pages', origin, answer: (path, request) => answerOverHttp(origin, path, request), stop }
}

// @vitest-environment node
/**
 * Each host's settings, committed in the repository, read with that host's own code
 * (tests/support/hosts/host-settings.ts): they run the build and publish the folder it writes for
 * that host (HOST_FOLDERS), on the Node version .node-version names. Connecting the repository is
 * the deploy: docs/owner-guide.md "Deploy". The content check's workflow, which runs whatever the
 * host (scripts/content-check.ts), is read here too, by the parser the GitHub Pages workflow is.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from 'vitest'
import { parseConfiguration } from '../../app/config/configuration-schema'
import { exampleSettings } from '../../tests/support/example-settings'
import {
  cloudflareSettings,
  netlifySettings,
  pagesWorkflow,
  vercelSettings,
} from '../../tests/support/hosts/host-settings'
import { hasNode24 } from '../../tests/support/node24'
import { toolEnvironment } from '../../tests/support/test-environment'
import { readWorkflow } from '../../tests/support/workflows'
import { CONTENT_CHECK_CONTEXT, PAGES_CONTEXT } from '../editor/save-status'
import { vercelRuntime } from './bundle-host-function'
import { NETLIFY_FUNCTIONS } from './enquiry-functions'
import { HOST_FOLDERS, NETLIFY_EDGE_FUNCTIONS } from './write-deploy-files'

const root = resolve('.')
/** The folder a build with no variables at all writes for `host`, relative to the repository. */
const folderOf = (host: keyof typeof HOST_FOLDERS) =>
  join(parseConfiguration({}, exampleSettings()).build.buildDir, HOST_FOLDERS[host].dir)
const nodeMajor = Number(readFileSync('.node-version', 'utf8').trim())

test('netlify.toml, read by @netlify/config, builds and publishes hosts/netlify with its edge function and its functions in production, deploy previews and branch deploys', async () => {
  const buildDir = parseConfiguration({}, exampleSettings()).build.buildDir
  for (const context of ['production', 'deploy-preview', 'branch-deploy']) {
    expect(await netlifySettings(root, context), context).toEqual({
      command: 'npm run build',
      publish: folderOf('netlify'),
      edgeFunctions: join(buildDir, NETLIFY_EDGE_FUNCTIONS),
      // The enquiry function's folder, which a build that sees SMTP_URL fills (./enquiry-functions.ts).
      functions: join(buildDir, NETLIFY_FUNCTIONS),
    })
  }
}, 120_000)

test('wrangler.toml, read as Cloudflare Pages’ build reads it (wrangler pages functions build-env), publishes hosts/cloudflare', (context) => {
  const noWrangler =
    'wrangler needs Node 22.12+: no Node 24 in .cache/node24 on this machine (.ci/run installs it; in CI its absence fails)'
  if (!hasNode24() && !toolEnvironment.CI) context.skip(noWrangler) // reason: no Node 24 for wrangler here, off CI
  expect(cloudflareSettings(root)).toEqual({ vars: {}, pages_build_output_dir: folderOf('cloudflare') })
}, 120_000)

test('vercel.json, read by Vercel’s build utilities, builds and hands Vercel hosts/vercel; Vercel runs the Node of .node-version, the enquiry function too', async () => {
  const vercel = await vercelSettings(root)
  expect(vercel.installCommand).toBe('npm install')
  expect(vercel.steps[0]).toBe('npm run build')
  expect(vercel.output).toBe(folderOf('vercel'))
  // Vercel takes the Node version from package.json's engines alone (it reads no .node-version).
  expect(vercel.nodeMajor).toBe(nodeMajor)
  // The enquiry function runs on that Node, named as Vercel names it.
  expect(vercelRuntime(readFileSync('.node-version', 'utf8'))).toBe(vercel.runtime)
}, 120_000)

test('the GitHub Pages workflow passes GitHub’s own workflow parser, builds on .node-version and uploads hosts/github-pages every night, and says on each commit whether Pages published it', async () => {
  const workflow = await readWorkflow('.github/workflows/publish.yml')
  expect(workflow.errors).toEqual([])
  expect(workflow.events.schedule?.map(({ cron }) => cron)).toEqual(['5 0 * * *'])
  expect(workflow.jobs).toEqual(['pages', 'build', 'deploy', 'report', 'build-hooks'])
  // The actions' inputs, which the parser checks but does not keep, read from the same file.
  const { steps, input, artifact } = pagesWorkflow(root)
  expect(input('actions/setup-node@', 'node-version-file')).toBe('.node-version')
  expect(artifact).toBe(folderOf('githubPages'))
  expect(steps.map((step) => step.run)).toContain('npm run build')
  for (const action of ['actions/configure-pages@', 'actions/deploy-pages@']) {
    expect(
      steps.some((step) => step.uses?.startsWith(action)),
      action,
    ).toBe(true)
  }
  // The commit status /admin's corner reads as GitHub Pages' (pipeline/editor/save-status.ts), posted
  // when the build starts and once the deploy ended, by jobs allowed to post it.
  const { env, jobs } = workflow.yaml
  expect(env?.STATUS_CONTEXT).toBe(PAGES_CONTEXT)
  for (const job of ['build', 'report']) {
    expect(jobs[job]?.permissions?.statuses, job).toBe('write')
    expect(
      jobs[job]?.steps.some((step) => step.run?.includes('-f context="$STATUS_CONTEXT"')),
      job,
    ).toBe(true)
  }
}, 120_000)

test('the content check’s workflow passes GitHub’s own parser too, runs on every push, and posts the status /admin reads as the content check, pending then how it went', async () => {
  const workflow = await readWorkflow('.github/workflows/check-content.yml')
  expect(workflow.errors).toEqual([])
  expect(Object.keys(workflow.events)).toEqual(['push'])
  expect(workflow.jobs).toEqual(['check'])
  const { permissions, jobs } = workflow.yaml
  expect(permissions).toEqual({ contents: 'read', statuses: 'write' })
  const { env, steps = [] } = jobs.check ?? {}
  expect(env?.STATUS_CONTEXT).toBe(CONTENT_CHECK_CONTEXT)
  const runs = steps.map((step) => step.run ?? '')
  expect(runs).toContain('npx tsx scripts/content-check.ts "$GITHUB_OUTPUT" "$GITHUB_STEP_SUMMARY"')
  const posts = runs.flatMap((run, index) => (run.includes('-f context="$STATUS_CONTEXT"') ? [index] : []))
  const check = runs.findIndex((run) => run.includes('scripts/content-check.ts'))
  expect(posts).toEqual([0, steps.length - 1])
  expect(check).toBeGreaterThan(0)
  expect(steps.at(-1)?.if).toBe('always()')
  expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version-file']).toBe(
    '.node-version',
  )
}, 120_000)

test('every host builds on one Node version, and package.json allows it', () => {
  const engines: string = JSON.parse(readFileSync('package.json', 'utf8')).engines.node
  expect(engines.split('||').map((range) => range.trim().replace(/^\^/, '').split('.')[0])).toContain(String(nodeMajor))
})

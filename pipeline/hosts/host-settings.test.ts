// @vitest-environment node
/**
 * Each host's settings, committed in the repository, read with that host's own code
 * (tests/support/hosts/host-settings.ts): they run the build and publish the folder it writes for
 * that host (HOST_FOLDERS), on the Node version .node-version names. Connecting the repository is
 * the deploy: docs/owner-guide.md "Deploy".
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from 'vitest'
import { parseConfiguration } from '../../app/config/configuration-schema'
import { toolDir } from '../../scripts/on-demand-tools'
import { exampleSettings } from '../../tests/support/example-settings'
import {
  cloudflareSettings,
  netlifySettings,
  pagesWorkflow,
  vercelSettings,
} from '../../tests/support/hosts/host-settings'
import { hasNode24 } from '../../tests/support/node24'
import { toolEnvironment } from '../../tests/support/test-environment'
import { NETLIFY_FUNCTIONS, vercelRuntime } from './enquiry-functions'
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
  if (!hasNode24() && !toolEnvironment.CI) {
    context.skip(
      'wrangler needs Node 22.12+: no Node 24 in .cache/node24 on this machine (.ci/run installs it; in CI its absence fails)',
    )
  }
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

type WorkflowParser = {
  parseWorkflow(
    file: { name: string; content: string },
    trace: object,
  ): { context: { errors: { getErrors(): { message: string }[] } }; value: unknown }
  convertWorkflowTemplate(
    context: object,
    root: unknown,
  ): Promise<{ errors?: { Message: string }[]; jobs?: { id: { value: string } }[]; events?: Events }>
  NoOperationTraceWriter: new () => object
}
type Events = { schedule?: { cron: string }[] }

test('the GitHub Pages workflow passes GitHub’s own workflow parser, builds on .node-version and uploads hosts/github-pages every night', async () => {
  // The package's `exports` allow import only: loaded from its own entry file.
  const entry = join(toolDir('github-actions'), 'node_modules', '@actions', 'workflow-parser', 'dist', 'index.js')
  const parser: WorkflowParser = await import(pathToFileURL(entry).href)
  const file = '.github/workflows/publish.yml'
  const parsed = parser.parseWorkflow(
    { name: file, content: readFileSync(file, 'utf8') },
    new parser.NoOperationTraceWriter(),
  )
  expect(parsed.context.errors.getErrors().map((error) => error.message)).toEqual([])
  const workflow = await parser.convertWorkflowTemplate(parsed.context, parsed.value)
  expect(workflow.errors ?? []).toEqual([])
  expect(workflow.events?.schedule?.map(({ cron }) => cron)).toEqual(['5 0 * * *'])
  expect(workflow.jobs?.map((job) => job.id.value)).toEqual(['pages', 'build', 'deploy', 'build-hooks'])
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
}, 120_000)

test('every host builds on one Node version, and package.json allows it', () => {
  const engines: string = JSON.parse(readFileSync('package.json', 'utf8')).engines.node
  expect(engines.split('||').map((range) => range.trim().replace(/^\^/, '').split('.')[0])).toContain(String(nodeMajor))
})

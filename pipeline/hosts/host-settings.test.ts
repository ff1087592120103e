// @vitest-environment node
/**
 * Each host's settings, committed in the repository, read with that host's own code (installed on
 * demand in tools/, scripts/on-demand-tools.ts): they run the build and publish the folder it
 * writes for that host (HOST_FOLDERS), on the Node version .node-version names. Connecting the
 * repository is the deploy: docs/owner-guide.md "Deploy".
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { parseConfiguration } from '../../app/config/configuration-schema'
import { importTool, toolDir, toolFile } from '../../scripts/on-demand-tools'
import { childEnvironment, toolEnvironment } from '../../tests/support/test-environment'
import { HOST_FOLDERS } from './write-deploy-files'

const root = resolve('.')
/** The folder a build with no variables at all writes for `host`, relative to the repository. */
const folderOf = (host: keyof typeof HOST_FOLDERS) =>
  join(parseConfiguration({}).build.buildDir, HOST_FOLDERS[host].dir)
const nodeMajor = Number(readFileSync('.node-version', 'utf8').trim())

type NetlifyConfig = {
  resolveConfig(options: object): Promise<{ config: { build: { command?: string; publish?: string } } }>
}

test('netlify.toml, read by @netlify/config, builds and publishes hosts/netlify in production, deploy previews and branch deploys', async () => {
  const { resolveConfig } = await importTool<NetlifyConfig>('netlify', '@netlify/config')
  for (const context of ['production', 'deploy-preview', 'branch-deploy']) {
    const { config } = await resolveConfig({ repositoryRoot: root, cwd: root, context, offline: true, buffer: true })
    expect(config.build, context).toMatchObject({ command: 'npm run build', publish: join(root, folderOf('netlify')) })
  }
}, 120_000)

const NODE24 = resolve('.cache/node24/node_modules/node/bin/node')

test('wrangler.toml, read as Cloudflare Pages’ build reads it (wrangler pages functions build-env), publishes hosts/cloudflare', (context) => {
  // wrangler needs Node 22.12+: the Node 24 binary .ci/run installs; a developer's machine may lack it.
  if (!existsSync(NODE24) && !toolEnvironment.CI) context.skip()
  const out = mkdtempSync(join(tmpdir(), 'pages-build-env-'))
  try {
    const wrangler = join(dirname(toolFile('wrangler', 'wrangler/package.json')), 'bin', 'wrangler.js')
    const run = spawnSync(
      NODE24,
      [wrangler, 'pages', 'functions', 'build-env', root, '--outfile', join(out, 'env.json')],
      {
        encoding: 'utf8',
        env: childEnvironment({ CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' }),
      },
    )
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(JSON.parse(readFileSync(join(out, 'env.json'), 'utf8'))).toEqual({
      vars: {},
      pages_build_output_dir: folderOf('cloudflare'),
    })
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}, 120_000)

type VercelBuildUtils = {
  readConfigFile(file: string): Promise<{ buildCommand?: string; installCommand?: string } | null>
  getNodeVersion(dir: string): Promise<{ major: number }>
}

test('vercel.json, read by Vercel’s build utilities, builds and hands Vercel hosts/vercel; Vercel runs the Node of .node-version', async () => {
  const vercel = await importTool<VercelBuildUtils>('vercel', '@vercel/build-utils')
  const settings = await vercel.readConfigFile(join(root, 'vercel.json'))
  expect(settings?.installCommand).toBe('npm install')
  const steps = settings?.buildCommand?.split('&&').map((step) => step.trim())
  expect(steps?.[0]).toBe('npm run build')
  expect(steps?.at(-1)).toBe(`cp -r ${folderOf('vercel')} .vercel/output`)
  // Vercel takes the Node version from package.json's engines alone (it reads no .node-version).
  expect((await vercel.getNodeVersion(root)).major).toBe(nodeMajor)
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
type Step = { uses?: string; run?: string; with?: Record<string, string> }

test('the GitHub Pages workflow passes GitHub’s own workflow parser, builds on .node-version and uploads hosts/github-pages every night', async () => {
  // The package's `exports` allow import only: loaded from its own entry file.
  const entry = join(toolDir('github-actions'), 'node_modules', '@actions', 'workflow-parser', 'dist', 'index.js')
  const parser: WorkflowParser = await import(pathToFileURL(entry).href)
  const file = '.github/workflows/publish.yml'
  const content = readFileSync(file, 'utf8')
  const parsed = parser.parseWorkflow({ name: file, content }, new parser.NoOperationTraceWriter())
  expect(parsed.context.errors.getErrors().map((error) => error.message)).toEqual([])
  const workflow = await parser.convertWorkflowTemplate(parsed.context, parsed.value)
  expect(workflow.errors ?? []).toEqual([])
  expect(workflow.events?.schedule?.map(({ cron }) => cron)).toEqual(['5 0 * * *'])
  expect(workflow.jobs?.map((job) => job.id.value)).toEqual(['pages', 'build', 'deploy', 'build-hooks'])
  // The actions' inputs, which the parser checks but does not keep, read from the same file.
  const { jobs } = parse(content) as { jobs: Record<string, { steps: Step[] }> }
  const steps = Object.values(jobs).flatMap((job) => job.steps)
  const input = (action: string, name: string) => steps.find((step) => step.uses?.startsWith(action))?.with?.[name]
  expect(input('actions/setup-node@', 'node-version-file')).toBe('.node-version')
  expect(input('actions/upload-pages-artifact@', 'path')).toBe(folderOf('githubPages'))
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
}, 120_000)

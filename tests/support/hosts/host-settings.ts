/**
 * Each host's settings, committed in the repository, read with that host's own code (installed on
 * demand in tools/, scripts/on-demand-tools.ts): what it runs to build the site and the folder it
 * publishes. pipeline/hosts/host-settings.test.ts checks them against the build's HOST_FOLDERS;
 * scripts/build-without-environment.ts checks that a build with no variables at all wrote them.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { parse } from 'yaml'
import { importTool, toolFile } from '../../../scripts/on-demand-tools'
import { hasNode24, NODE24 } from '../node24'
import { childEnvironment } from '../test-environment'

type NetlifyConfig = {
  resolveConfig(options: object): Promise<{
    config: { build: { command?: string; publish?: string; edge_functions?: string }; functionsDirectory?: string }
  }>
}

/**
 * Netlify's build command, publish folder, edge-functions and functions directories (relative to
 * `root`) in a deploy context, by @netlify/config.
 */
export async function netlifySettings(root: string, context: string) {
  const { resolveConfig } = await importTool<NetlifyConfig>('netlify', '@netlify/config')
  const { config } = await resolveConfig({ repositoryRoot: root, cwd: root, context, offline: true, buffer: true })
  const { command, publish = '', edge_functions: edgeFunctions = '' } = config.build
  return {
    command,
    publish: relative(root, publish),
    edgeFunctions: relative(root, edgeFunctions),
    functions: relative(root, config.functionsDirectory ?? ''),
  }
}

/** What Cloudflare Pages' build reads from the wrangler file, by the command it runs (`wrangler pages functions build-env`). */
export function cloudflareSettings(root: string): { vars: Record<string, string>; pages_build_output_dir: string } {
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
    if (run.status !== 0) throw new Error(`wrangler could not read the Pages settings:\n${run.stdout}${run.stderr}`)
    return JSON.parse(readFileSync(join(out, 'env.json'), 'utf8'))
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

type VercelBuildUtils = {
  readConfigFile(file: string): Promise<{ buildCommand?: string; installCommand?: string } | null>
  getNodeVersion(dir: string): Promise<{ major: number; runtime: string }>
}

/**
 * Vercel's settings by its build utilities: its install and build commands, the folder the build
 * command hands Vercel as its Build Output (the last step, `cp -r <folder> .vercel/output`), and the
 * Node major it builds with (from package.json's engines: Vercel reads no .node-version) and its
 * runtime's name.
 */
export async function vercelSettings(root: string) {
  const vercel = await importTool<VercelBuildUtils>('vercel', '@vercel/build-utils')
  const settings = await vercel.readConfigFile(join(root, 'vercel.json'))
  const steps = settings?.buildCommand?.split('&&').map((step) => step.trim()) ?? []
  return {
    installCommand: settings?.installCommand,
    steps,
    output: /^cp -r (\S+) \.vercel\/output$/.exec(steps.at(-1) ?? '')?.[1] ?? '',
    nodeMajor: (await vercel.getNodeVersion(root)).major,
    /** The runtime Vercel names that Node version by, which a Build Output function declares. */
    runtime: (await vercel.getNodeVersion(root)).runtime,
  }
}

type Step = { uses?: string; run?: string; with?: Record<string, string> }

/** The GitHub Pages workflow's steps, and the folder it uploads as the Pages artifact. */
export function pagesWorkflow(root: string) {
  const { jobs } = parse(readFileSync(join(root, '.github/workflows/publish.yml'), 'utf8')) as {
    jobs: Record<string, { steps: Step[] }>
  }
  const steps = Object.values(jobs).flatMap((job) => job.steps)
  const input = (action: string, name: string) => steps.find((step) => step.uses?.startsWith(action))?.with?.[name]
  return { steps, input, artifact: input('actions/upload-pages-artifact@', 'path') ?? '' }
}

/**
 * The folder each host publishes, as its committed settings say, relative to `root`, and the file
 * in it that must be the site's home page. Cloudflare's reader runs on Node 24: undefined without it.
 */
export async function committedHostFolders(root: string) {
  const netlify = (await netlifySettings(root, 'production')).publish
  const cloudflare = hasNode24() ? cloudflareSettings(root).pages_build_output_dir : undefined
  const vercel = (await vercelSettings(root)).output
  return {
    Netlify: { folder: netlify, home: join(netlify, 'index.html') },
    'Cloudflare Pages':
      cloudflare === undefined ? undefined : { folder: cloudflare, home: join(cloudflare, 'index.html') },
    Vercel: { folder: vercel, home: join(vercel, 'static', 'index.html') },
    'GitHub Pages': { folder: pagesWorkflow(root).artifact, home: join(pagesWorkflow(root).artifact, 'index.html') },
  }
}

/**
 * Tools that only one check needs (the security grade's MDN HTTP Observatory, the benchmark's
 * Lighthouse, Cloudflare's wrangler, the W3C HTML checker, the PDF reader of the print test) are not
 * in the site's package.json: every deploy build on every host would download them (about 650 MB),
 * and some run install scripts that download from the internet or compile C. Each lives in
 * tools/<name>/ with its own package.json and lock file, and is installed there, with no install
 * scripts, the first time a check asks for it (`npx tsx scripts/on-demand-tools.ts` installs all,
 * `… --npm-test` those `npm test` uses, as .ci/run does before it: installing is not testing).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const TOOLS_DIR = resolve(import.meta.dirname, '../tools')
const MANIFESTS = ['package.json', 'package-lock.json']
/** Written last into an installed node_modules: which manifests it was installed from. */
const STAMP = join('node_modules', '.installed-from')

/** The tools `npm test` uses (the benchmark's Lighthouse is installed when `npm run bench` first runs). */
const TEST_TOOLS = ['netlify', 'observatory', 'pdf', 'vnu', 'wrangler']

/** Every tool folder: a folder under tools/ with a package.json. */
function toolNames(): string[] {
  return readdirSync(TOOLS_DIR).filter((name) => existsSync(join(TOOLS_DIR, name, 'package.json')))
}

function manifestHash(dir: string): string {
  const hash = createHash('sha256')
  for (const file of MANIFESTS) hash.update(readFileSync(join(dir, file)))
  return hash.digest('hex')
}

function isInstalled(dir: string, want: string): boolean {
  const stamp = join(dir, STAMP)
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === want
}

/** The tool's folder, installed from its lock file first if it is missing or out of date. */
function ensureTool(tool: string): string {
  const dir = join(TOOLS_DIR, tool)
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`No tool '${tool}': expected tools/${tool}/package.json`)
  const want = manifestHash(dir)
  if (isInstalled(dir, want)) return dir
  // Installed in a folder beside it and moved into place, so that two processes needing the tool
  // at once (two browser-test workers) never see half an install.
  const staging = mkdtempSync(join(dir, '.installing-'))
  try {
    for (const file of MANIFESTS) copyFileSync(join(dir, file), join(staging, file))
    process.stderr.write(`Installing tools/${tool} (first use)\n`)
    const result = spawnSync(
      'npm',
      ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', '--no-update-notifier'],
      // npm's own output goes to stderr: some callers print JSON on stdout.
      { cwd: staging, stdio: ['ignore', 2, 2] },
    )
    if (result.status !== 0) throw new Error(`Installing tools/${tool} failed (npm exited ${result.status})`)
    writeFileSync(join(staging, STAMP), want)
    if (!isInstalled(dir, want)) {
      rmSync(join(dir, 'node_modules'), { recursive: true, force: true })
      renameSync(join(staging, 'node_modules'), join(dir, 'node_modules'))
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  return dir
}

/** A tool's folder, installed first if need be: for a package whose `exports` hide the file wanted. */
export function toolDir(tool: string): string {
  return ensureTool(tool)
}

/** The absolute path of a file or package entry inside a tool, e.g. ('vnu', 'vnu-jar/build/dist/vnu.jar'). */
export function toolFile(tool: string, specifier: string): string {
  return createRequire(join(ensureTool(tool), 'package.json')).resolve(specifier)
}

/** A tool's module, imported from its own folder; the caller names the part of its API it uses. */
export async function importTool<Module>(tool: string, specifier: string): Promise<Module> {
  return (await import(pathToFileURL(toolFile(tool, specifier)).href)) as Module
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const asked = process.argv.slice(2).flatMap((name) => (name === '--npm-test' ? TEST_TOOLS : [name]))
  for (const tool of asked.length ? asked : toolNames()) ensureTool(tool)
}

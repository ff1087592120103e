/**
 * The browser editor's own package, kept apart from the site's: editor/package.json and its lock
 * file pin Sveltia CMS, and `npm ci` installs them into .cache/editor (ignored by Git) the first time
 * a build needs them, so none of its packages ever meets the site's node_modules. A deploy build
 * (`npm install && npm run build`) gets it from the npm registry like the site's own packages.
 * See docs/decisions/015-the-owner-editor.md.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ownOriginHelpers } from './editor-helpers.ts'
import { EDITOR_URL_PATH } from './editor-path.ts'
import { EDITOR_STYLE, EDITOR_STYLESHEET } from './editor-style.ts'

const EDITOR_SOURCE = fileURLToPath(new URL('../../editor/', import.meta.url))
const INSTALL_DIR = resolve(fileURLToPath(new URL('../../.cache/editor/', import.meta.url)))
const PACKAGE = '@sveltia/cms'

/** The version editor/package-lock.json pins. */
function pinnedVersion(): string {
  const lock = JSON.parse(readFileSync(join(EDITOR_SOURCE, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  const version = lock.packages[`node_modules/${PACKAGE}`]?.version
  if (!version) throw new Error(`editor/package-lock.json does not pin ${PACKAGE}`)
  return version
}

function installedVersion(packageDir: string): string | undefined {
  const manifest = join(packageDir, 'package.json')
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : undefined
}

/** npm as the build was started with (`npm run build` sets npm_execpath: the build configuration's `npmCli`), else the one on PATH. */
function runNpm(args: string[], cwd: string, npmCli: string) {
  const [command, commandArgs] =
    npmCli && /npm-cli\.[cm]?js$/.test(npmCli) ? [process.execPath, [npmCli, ...args]] : ['npm', args]
  execFileSync(command, commandArgs, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: process.platform === 'win32',
  })
}

/**
 * Written only once `npm ci` has finished, so an install that stopped halfway (or one from older
 * pins whose lock file was already copied over) never counts as current.
 */
const INSTALLED_FROM = join(INSTALL_DIR, 'installed-from-package-lock.json')

/** The lock file .cache/editor was last fully installed from, if any. */
function installedFrom(): string | undefined {
  return existsSync(INSTALLED_FROM) ? readFileSync(INSTALLED_FROM, 'utf8') : undefined
}

/**
 * Installs the pinned editor and its helpers into .cache/editor unless that install is from the
 * same lock file; returns the editor's package folder. The first build calls it, or
 * scripts/install-editor.ts beforehand, as .ci/run does.
 */
export function installEditor(npmCli: string): string {
  const packageDir = join(INSTALL_DIR, 'node_modules', PACKAGE)
  const version = pinnedVersion()
  const lock = readFileSync(join(EDITOR_SOURCE, 'package-lock.json'), 'utf8')
  const sameLock = installedFrom() === lock
  if (sameLock && installedVersion(packageDir) === version) return packageDir
  mkdirSync(INSTALL_DIR, { recursive: true })
  for (const file of ['package.json', 'package-lock.json'])
    copyFileSync(join(EDITOR_SOURCE, file), join(INSTALL_DIR, file))
  // --ignore-scripts: nothing of the editor's runs on the build machine; it is copied, never executed here.
  runNpm(['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], INSTALL_DIR, npmCli)
  const installed = installedVersion(packageDir)
  if (installed !== version) throw new Error(`installing ${PACKAGE}@${version} into ${INSTALL_DIR} failed`)
  writeFileSync(INSTALLED_FROM, lock)
  return packageDir
}

export { EDITOR_URL_PATH }

/**
 * The prebuilt editor's files as /admin serves them, by path under /admin/: its script, the chunk
 * it loads itself (react-dom, for React-based custom previews), its three fonts with their
 * licences, and our stylesheet over its styles. The script names its fonts on a CDN
 * (cdn.jsdelivr.net/fontsource); the same files ship in the package's npm/assets/, so each URL is
 * pointed at our copy and nothing loads from elsewhere.
 * `basePath`: the site's, for a site served under a path (app/config/base-path.ts).
 */
export function editorFiles(npmCli: string, basePath = ''): Map<string, Buffer> {
  const packageDir = installEditor(npmCli)
  const files = new Map<string, Buffer>()
  const assetsDir = join(packageDir, 'npm', 'assets')
  const assets = readdirSync(assetsDir)
  const fontUrl = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g
  const script = readFileSync(join(packageDir, 'dist', 'sveltia-cms.js'), 'utf8').replace(
    fontUrl,
    (url, family: string, subset: string) => {
      const font = assets.find((name) => name.startsWith(`${family}-${subset}-`) && name.endsWith('.woff2'))
      if (!font) throw new Error(`${PACKAGE} names the font ${url}, but npm/assets/ has no copy of it`)
      files.set(`fonts/${font}`, readFileSync(join(assetsDir, font)))
      const licence = `${family}.LICENSE.txt`
      if (assets.includes(licence)) files.set(`fonts/${licence}`, readFileSync(join(assetsDir, licence)))
      return `${basePath}${EDITOR_URL_PATH}/fonts/${font}`
    },
  )
  const leftOver = /https:\/\/(cdn\.jsdelivr\.net|fonts\.googleapis\.com|fonts\.gstatic\.com)\/[^\s)'"`]*/.exec(script)
  if (leftOver) throw new Error(`${PACKAGE}'s script still loads ${leftOver[0]} from a CDN`)
  const helpers = ownOriginHelpers(
    script,
    packageDir,
    join(INSTALL_DIR, 'node_modules'),
    `${basePath}${EDITOR_URL_PATH}`,
  )
  for (const [path, contents] of helpers.files) files.set(path, contents)
  // The preview pane is drawn into its frame by the editor's own page and runs no script of its own:
  // without allow-scripts beside allow-same-origin, Chromium has nothing to warn about.
  const previewFrame = helpers.script.replace(
    /(<iframe class="preview [\w-]+" sandbox=")allow-same-origin allow-scripts allow-popups allow-forms(")/,
    '$1allow-same-origin allow-popups$2',
  )
  if (previewFrame === helpers.script) throw new Error(`${PACKAGE}'s preview frame is not where it was`)
  files.set('sveltia-cms.js', Buffer.from(previewFrame))
  files.set('chunks/react-dom.js', readFileSync(join(packageDir, 'dist', 'chunks', 'react-dom.js')))
  // Our rules over its styles (./editor-style.ts), served beside it wherever it is.
  files.set(EDITOR_STYLESHEET, Buffer.from(EDITOR_STYLE))
  files.set('LICENSE.txt', readFileSync(join(packageDir, 'LICENSE.txt')))
  return files
}

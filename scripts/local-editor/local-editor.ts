/**
 * `npm run editor`: the browser editor on this computer, saving into the working copy. One local server
 * serves the editor at /admin and, on the same origin, the Git-host stand-in (./server.ts) whose
 * repository is the working copy's content/ folder: each save is written into content/ at once
 * (review with `git diff`, commit as usual). It answers only the token it prints, and only on
 * 127.0.0.1. Once the site has been built (`npm run build`), the preview beside each form shows the
 * entry as the site does, in the stylesheet of that build, which this server serves too. Run: `npm run editor` (port: VITE_EDITOR_LOCAL_PORT, 8081 unless set).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { extname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { basePathOf } from '../../app/config/base-path.ts'
import { loadConfiguration } from '../../app/config/read-environment.ts'
import { contentSettingsOf, copyPlaceholders } from '../../app/content/read-content.ts'
import { prepareBrandAssets } from '../../pipeline/brand/prepare-brand-assets.ts'
import {
  adminPage,
  buildEditorConfig,
  buildEditorContentSecurityPolicy,
  EDITOR_PATH,
  LOCAL_REPOSITORY,
} from '../../pipeline/editor/build-editor.ts'
import { editorFiles } from '../../pipeline/editor/editor-package.ts'
import { previewScript } from '../../pipeline/editor/preview-script.ts'
import { Repository, readFolder } from './repository.ts'
import { type GitHost, type ServedFile, startGitHost } from './server.ts'
import { SIGN_IN } from './sign-in.ts'

const TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
}

/** What the preview takes from the built site: its stylesheet, and the fonts and images a stylesheet may load. */
const SITE_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

/**
 * A file of the built site in `clientDir` that the preview asks for at `path` (its `<base href>` is
 * this server), under the site's base path if it has one; never a page, a script or /admin's own.
 */
function siteFile(clientDir: string, basePath: string, path: string): ServedFile | undefined {
  const type = SITE_TYPES[extname(path)]
  if (!type || path.startsWith(`${EDITOR_PATH}/`)) return undefined
  const inSite = basePath && path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path
  const file = resolve(clientDir, `.${inSite}`)
  if (relative(clientDir, file).startsWith('..') || !existsSync(file)) return undefined
  return { headers: { 'Content-Type': type }, body: readFileSync(file) }
}

export type LocalEditor = GitHost & {
  token: string
  repository: Repository
  adminUrl: string
  /** The built site whose styles the preview shows, or undefined where none has been built. */
  styledFrom: string | undefined
}

/**
 * Starts the editor for the working copy at `root` (its content/ folder) on `port` (0: any free port);
 * its preview is styled by the site built in `builtSite` (BUILD_DIR, build/ unless set) if there is one.
 */
export async function startLocalEditor({
  root = process.cwd(),
  port = loadConfiguration().editor.localPort,
  token = randomBytes(16).toString('hex'),
  builtSite = loadConfiguration().build.buildDir,
}: {
  root?: string
  port?: number
  token?: string
  builtSite?: string
} = {}): Promise<LocalEditor> {
  const configuration = loadConfiguration()
  const { site, build, brand } = configuration
  const [owner = '', name = ''] = LOCAL_REPOSITORY.split('/')
  const repository = new Repository(owner, name, 'main', readFolder(root, 'content'), root)
  const files = new Map<string, ServedFile>()
  const clientDir = resolve(root, builtSite, 'client')
  const styled = existsSync(join(clientDir, 'index.html'))
  const basePath = basePathOf(site.url)
  const host = await startGitHost({
    repository,
    tokens: { [token]: { login: owner, name: 'Site owner', canPush: true } },
    port,
    files: { get: (path) => files.get(path) ?? (styled ? siteFile(clientDir, basePath, path) : undefined) },
  })
  // The configuration names the API by its origin, known once the server listens: this computer's,
  // which only this server's own policy allows (a deployed /admin never does).
  const target = { repo: LOCAL_REPOSITORY, branch: 'main', apiRoot: host.url }
  const page = {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': buildEditorContentSecurityPolicy(target),
    },
    body: adminPage(`Content editor (this computer) | ${site.name}`, '', styled, false),
  }
  files.set(EDITOR_PATH, page)
  files.set(`${EDITOR_PATH}/`, page)
  const contentDir = resolve(join(root, 'content'))
  const config = buildEditorConfig(target, site, contentDir)
  files.set(`${EDITOR_PATH}/config.yml`, { headers: { 'Content-Type': TYPES.yml ?? '' }, body: JSON.stringify(config) })
  if (styled) {
    const placeholders = copyPlaceholders({ ...contentSettingsOf(configuration), contentDir })
    const script = await previewScript(clientDir, config.collections, placeholders)
    files.set(`${EDITOR_PATH}/preview.js`, { headers: { 'Content-Type': TYPES.js ?? '' }, body: script })
  }
  // The editor's logo (buildEditorConfig) is the site's icon, as the build makes it from the settings.
  const { assets } = await prepareBrandAssets({ brand, contentDir, cacheDir: resolve(join(root, '.cache/brand')) })
  const icon = assets.files.find((file) => file.url === '/favicon.svg')
  if (icon) files.set(icon.url, { headers: { 'Content-Type': icon.contentType }, body: readFileSync(icon.cacheFile) })
  for (const [path, body] of editorFiles(build.npmCli)) {
    const type = TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
    files.set(`${EDITOR_PATH}/${path}`, { headers: { 'Content-Type': type }, body })
  }
  return {
    ...host,
    token,
    repository,
    adminUrl: `${host.url}${EDITOR_PATH}/`,
    styledFrom: styled ? clientDir : undefined,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const editor = await startLocalEditor()
  // Stopped by Ctrl+C or by its process id (SIGTERM), it closes its server and exits: nothing keeps
  // the port. `npm run editor` execs this process, so npm's id stops it too (./local-editor.test.ts).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      editor.close().then(() => process.exit(0))
    })
  }
  console.log(`The editor for this working copy: ${editor.adminUrl} (process ${process.pid})`)
  console.log(`Choose "${SIGN_IN.button}" (not "${SIGN_IN.notThis}") and paste this token,`)
  console.log('not one made on GitHub (a new one each start; it works only here):')
  console.log(`\n  ${editor.token}\n`)
  console.log('Saves are written into content/ at once: review them with `git diff`. Stop with Ctrl+C.')
  console.log(
    editor.styledFrom
      ? `The preview shows each entry in the site's styles as last built (${editor.styledFrom}); after changing the colours or logo, run \`npm run build\` and start the editor again to see them there.`
      : 'The preview lists the fields: run `npm run build` once, then start the editor again, to see each entry as the site shows it.',
  )
}

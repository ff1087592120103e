/**
 * `npm run editor`: the browser editor on this computer, saving into the working copy. One local server
 * serves the editor at /admin and, on the same origin, the Git-host stand-in (./server.ts) whose
 * repository is the working copy's content/ folder: each save is written into content/ at once
 * (review with `git diff`, commit as usual). It answers only the token it prints, and only on
 * 127.0.0.1. Run: `npm run editor` (port: VITE_EDITOR_LOCAL_PORT, 8081 unless set).
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfiguration } from '../../app/config/read-environment.ts'
import { prepareBrandAssets } from '../../pipeline/brand/prepare-brand-assets.ts'
import {
  adminPage,
  buildEditorConfig,
  buildEditorContentSecurityPolicy,
  EDITOR_PATH,
  LOCAL_REPOSITORY,
} from '../../pipeline/editor/build-editor.ts'
import { editorFiles } from '../../pipeline/editor/editor-package.ts'
import { Repository, readFolder } from './repository.ts'
import { type GitHost, startGitHost } from './server.ts'
import { SIGN_IN } from './sign-in.ts'

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
}

export type LocalEditor = GitHost & { token: string; repository: Repository; adminUrl: string }

/** Starts the editor for the working copy at `root` (its content/ folder) on `port` (0: any free port). */
export async function startLocalEditor({
  root = process.cwd(),
  port = loadConfiguration().editor.localPort,
  token = randomBytes(16).toString('hex'),
}: {
  root?: string
  port?: number
  token?: string
} = {}): Promise<LocalEditor> {
  const { site, build, brand } = loadConfiguration()
  const [owner = '', name = ''] = LOCAL_REPOSITORY.split('/')
  const repository = new Repository(owner, name, 'main', readFolder(root, 'content'), root)
  const files = new Map<string, { headers: Record<string, string>; body: Buffer | string }>()
  const host = await startGitHost({
    repository,
    tokens: { [token]: { login: owner, name: 'Site owner', canPush: true } },
    port,
    files,
  })
  // The configuration names the API by its origin, known once the server listens: this computer's,
  // which only this server's own policy allows (a deployed /admin never does).
  const target = { repo: LOCAL_REPOSITORY, branch: 'main', apiRoot: host.url }
  const page = {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': buildEditorContentSecurityPolicy(target),
    },
    body: adminPage(`Content editor (this computer) | ${site.name}`, '', false, false),
  }
  files.set(EDITOR_PATH, page)
  files.set(`${EDITOR_PATH}/`, page)
  const config = buildEditorConfig(target, site, resolve(join(root, 'content')))
  files.set(`${EDITOR_PATH}/config.yml`, { headers: { 'Content-Type': TYPES.yml ?? '' }, body: JSON.stringify(config) })
  // The editor's logo (buildEditorConfig) is the site's icon, as the build makes it from the settings.
  const contentDir = resolve(join(root, 'content'))
  const { assets } = await prepareBrandAssets({ brand, contentDir, cacheDir: resolve(join(root, '.cache/brand')) })
  const icon = assets.files.find((file) => file.url === '/favicon.svg')
  if (icon) files.set(icon.url, { headers: { 'Content-Type': icon.contentType }, body: readFileSync(icon.cacheFile) })
  for (const [path, body] of editorFiles(build.npmCli)) {
    const type = TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
    files.set(`${EDITOR_PATH}/${path}`, { headers: { 'Content-Type': type }, body })
  }
  return { ...host, token, repository, adminUrl: `${host.url}${EDITOR_PATH}/` }
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
}

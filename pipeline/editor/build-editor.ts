/**
 * Build step: puts the browser editor (Sveltia CMS) at /admin: its page, its config.yml (forms
 * generated from the content schemas: ./editor-collections.ts, ./editor-page-copy.ts) and its prebuilt
 * files from its own package (./editor-package.ts; nothing comes from a CDN). Its own
 * Content-Security-Policy is given to its page by the serving rules (../write-serving-rules.ts), so
 * `npm start`, nginx, `_headers`, Vercel's routes and GitHub Pages' <meta> all send it.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { basePathOf } from '../../app/config/base-path.ts'
import { type EditorSettings, GITHUB_API_ROOT } from '../../app/config/editor-settings.ts'
import type { SiteConfig } from '../../app/config/site-config.ts'
import { MEDIA_FOLDER, PHOTO_LIMITS } from '../../app/content/photo-schema.ts'
import { contentSettingsOf, copyPlaceholders } from '../../app/content/read-content.ts'
import { ENQUIRY_PATH } from '../../server/enquiry-endpoint.js'
import { pageFile } from '../../server/serving-rules.js'
import type { BuildStep } from '../build-step.ts'
import { OWNER_REPORT_PATH } from '../owner-report.ts'
import { adminDocument, escapeHtml } from './admin-document.ts'
import { CONTENT_FOLDER, editorCollections } from './editor-collections.ts'
import { EDITOR_URL_PATH, editorFiles } from './editor-package.ts'
import { pageCopyCollection } from './editor-page-copy.ts'
import { ownerPagesCollection } from './editor-pages.ts'
import { SIGN_IN_NOTE_STYLE, SIGN_IN_SCRIPT_FILE, signInBackend, signInNote, signInScript } from './editor-sign-in.ts'
import { EDITOR_STYLESHEET } from './editor-style.ts'
import {
  INBOX_DOCUMENT,
  INBOX_PATH,
  INBOX_SCRIPT,
  INBOX_STYLE,
  INBOX_STYLESHEET,
  inboxPage,
  inboxScript,
} from './inbox-page.ts'
import { previewScript } from './preview-script.ts'
import { SAVE_STATUS_FILE, saveStatusScript } from './save-status-script.ts'
import { SAVE_STATUS_STYLE } from './save-status-style.ts'

/** Where the editor lives; it is not a page for visitors, so it is in no sitemap or nav. */
export const EDITOR_PATH = EDITOR_URL_PATH
/** Its one document under client/. */
export const EDITOR_DOCUMENT = pageFile(EDITOR_PATH)

/** The repository `npm run editor` serves: the working copy on this computer (scripts/local-editor/local-editor.ts). */
export const LOCAL_REPOSITORY = 'this-computer/working-copy'

/** Where the editor reads and saves: a repository on a Git host's API. */
export type EditorTarget = { repo: string; branch: string; apiRoot: string }

/**
 * GitHub (or VITE_EDITOR_API_ROOT) once a repository is known (app/config/connection.ts); none
 * otherwise. A deployed /admin never talks to the visitor's own computer: only `npm run editor`
 * (scripts/local-editor/local-editor.ts) names one, with a target of its own.
 */
export function editorTarget(settings: EditorSettings): EditorTarget | undefined {
  return settings.repo ? { repo: settings.repo, branch: settings.branch, apiRoot: settings.apiRoot } : undefined
}

/**
 * Sveltia's config.yml, as JSON (which is YAML too). `signIn`: the build saw the GitHub App's values
 * set, so the editor offers Sign in with GitHub beside the token (./editor-sign-in.ts).
 */
export function buildEditorConfig(target: EditorTarget, site: SiteConfig, contentDir: string, signIn = false) {
  return {
    backend: {
      name: 'github',
      repo: target.repo,
      branch: target.branch,
      ...(target.apiRoot === GITHUB_API_ROOT ? {} : { api_root: target.apiRoot }),
      // A token always; Sign in with GitHub through the site's own endpoint when set up (decision 047).
      ...signInBackend(site.url, signIn),
      commit_messages: { update: 'Edit {{collection}} “{{slug}}” in the browser editor' },
    },
    app_title: `Content editor | ${site.name}`,
    logo: { src: `${basePathOf(site.url)}/favicon.svg` },
    site_url: site.url,
    display_url: site.url,
    // A new entry's file name is its title made safe, and the build takes only lowercase letters,
    // digits and hyphens (app/content/read-content.ts): 'Data & Analytics' must become
    // data-analytics, not data-&-analytics, and 'Café' cafe.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // An optional field left empty is left out of the file, as the schemas expect (updated: '' is not a date).
    output: { omit_empty_optional_fields: true },
    // Uploads go where the build reads the owner's photos (docs/owner-guide.md "Photos"); Sveltia
    // saves a field as /media/<file>, which the photo schema takes (app/content/photo-schema.ts).
    media_folder: `${CONTENT_FOLDER}/${MEDIA_FOLDER}`,
    public_folder: `/${MEDIA_FOLDER}`,
    media_libraries: {
      // An upload over the build's limit is refused before it is committed; 'Team Photo.JPG' is saved
      // as team-photo.jpg.
      default: { config: { max_file_size: PHOTO_LIMITS.maxBytes, slugify_filename: true } },
      // Sveltia's stock-photo pickers call their providers' APIs, which /admin's policy does not allow.
      stock_assets: false,
    },
    collections: [...editorCollections(contentDir), ownerPagesCollection(contentDir), pageCopyCollection(contentDir)],
  }
}

/** The origins a URL's API answers on; `localhost` and 127.0.0.1 are the same computer, either may be used. */
function apiOrigins(apiRoot: string): string[] {
  const { origin, hostname } = new URL(apiRoot)
  if (hostname !== 'localhost' && hostname !== '127.0.0.1') return [origin]
  const port = new URL(apiRoot).port
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

/**
 * The editor's own policy. Sveltia runs without 'unsafe-eval'; it styles itself with inline styles
 * (Svelte), shows its logo and previews from data: and blob: URLs, reads its built-in logo with
 * fetch(data:), and talks to the Git host's API of `target`, the one origin besides this one
 * (none when no repository is known). Every other page keeps the strict policy of
 * server/security-headers.js.
 */
export function buildEditorContentSecurityPolicy(target: EditorTarget | undefined, formAction?: string): string {
  const apiRoot = target?.apiRoot
  const avatars = apiRoot === GITHUB_API_ROOT ? ' https://avatars.githubusercontent.com' : ''
  const api = apiRoot ? ` ${apiOrigins(apiRoot).join(' ')}` : ''
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Photos are the site's own files (docs/decisions/017-photos-on-our-own-origin.md): no photo host.
    `img-src 'self' data: blob:${avatars}`,
    "font-src 'self'",
    // blob: is how it reads a file the owner uploads before committing it.
    `connect-src 'self' data: blob:${api}`,
    "manifest-src 'self' blob:",
    // The preview pane is a document the editor makes from a blob: URL, styled by the site's stylesheet.
    'frame-src blob:',
    // The preview pane's document sets <base href> to this origin, for the site's stylesheet and photos.
    "base-uri 'self'",
    // GitHub's "new GitHub App" page, while /admin offers to create the sign-in app (./sign-in-setup.ts).
    formAction ? `form-action ${formAction}` : "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * /admin of a build that knows no repository: no sign-in that cannot work, but what to do, in plain
 * words, and a way back to the site. Styled by the editor's policy's inline styles; no script.
 */
export function notConnectedPage(siteName: string, basePath = ''): string {
  const style =
    'body{font:1.0625rem/1.6 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1.25rem;color:#1e293b}' +
    'code{background:#f1f5f9;padding:0 .25em;border-radius:.25em}'
  return adminDocument(
    `Content editor (not connected) | ${escapeHtml(siteName)}`,
    `<style>${style}</style>`,
    `<main>
<h1>The editor is not connected yet</h1>
<p>This site was built without knowing which GitHub repository it comes from, so the editor has nowhere to save your changes.</p>
<p>To connect it, do one of these and build the site again:</p>
<ul>
<li>write the repository as <code>owner/name</code> in the site settings, <code>editorRepository: owner/name</code> in <code>content/settings.yaml</code>; or</li>
<li>set the variable <code>VITE_EDITOR_REPO</code> to <code>owner/name</code> where the site is built.</li>
</ul>
<p>On Netlify, Vercel and GitHub Pages, and for any copy of the repository cloned from GitHub, the build finds the repository itself. To edit on your own computer instead, run <code>npm run editor</code> there.</p>
<p><a href="${basePath}/">Back to the site</a></p>
</main>
`,
  )
}

/** Text as HTML: the site's name may hold an ampersand. */

/**
 * The editor's page; `basePath` is the site's, for a site served under a path (app/config/base-path.ts);
 * `withPreview` loads /admin/preview.js (./preview-script.ts), which needs a built site's stylesheet;
 * `withSaveStatus` the strip saying whether the saves went live (./save-status-panel.ts; `npm run editor`'s
 * saves go into the working copy, which no host builds); `signIn` how people sign in: its script,
 * which runs before the editor's, and the note when Sign in with GitHub is not set up (./editor-sign-in.ts).
 */
export function adminPage(
  title: string,
  basePath = '',
  withPreview = true,
  withSaveStatus = true,
  signIn?: { note: string },
): string {
  const script = (file: string) => `<script src="${basePath}${EDITOR_PATH}/${file}"></script>\n`
  const stripStyle = withSaveStatus ? `\n<style>${SAVE_STATUS_STYLE}</style>` : ''
  const noteStyle = signIn?.note ? `\n<style>${SIGN_IN_NOTE_STYLE}</style>` : ''
  return adminDocument(
    title,
    `<link href="${basePath}${EDITOR_PATH}/config.yml" type="application/yaml" rel="cms-config-url">\n<link rel="stylesheet" href="${basePath}${EDITOR_PATH}/${EDITOR_STYLESHEET}">${stripStyle}${noteStyle}`,
    `${signIn ? `${signIn.note}${script(SIGN_IN_SCRIPT_FILE)}` : ''}${script('sveltia-cms.js')}${withPreview ? script('preview.js') : ''}${withSaveStatus ? script(SAVE_STATUS_FILE) : ''}`,
  )
}

export const buildEditor: BuildStep = {
  name: 'buildEditor',
  purpose: 'the browser editor at /admin: its page, its config.yml and the Sveltia CMS files',
  writes: ['documents', 'client files'],
  async run({ clientDir, config }) {
    // The page is admin.html; the editor's files and config.yml go in admin/ beside it.
    const adminDir = join(clientDir, EDITOR_PATH)
    const basePath = basePathOf(config.site.url)
    const target = editorTarget(config.editor)
    if (!target) {
      await writeFile(join(clientDir, EDITOR_DOCUMENT), notConnectedPage(config.site.name, basePath))
      return
    }
    for (const [path, contents] of editorFiles(config.build.npmCli, basePath)) {
      await mkdir(dirname(join(adminDir, path)), { recursive: true })
      await writeFile(join(adminDir, path), contents)
    }
    const { githubSignIn } = config.build
    const { host } = config.build
    const note = signInNote(githubSignIn, host, target.repo, target.branch, target.apiRoot)
    await writeFile(
      join(clientDir, EDITOR_DOCUMENT),
      adminPage(`Content editor | ${config.site.name}`, basePath, true, true, { note }),
    )
    const facts = { host, apiRoot: target.apiRoot, siteName: config.site.name, basePath }
    await writeFile(join(adminDir, SIGN_IN_SCRIPT_FILE), signInScript(githubSignIn, facts))
    const editorConfig = buildEditorConfig(target, config.site, resolve(config.build.contentDir), githubSignIn)
    await writeFile(join(adminDir, 'config.yml'), `${JSON.stringify(editorConfig, null, 2)}\n`)
    const placeholders = copyPlaceholders(contentSettingsOf(config))
    await writeFile(
      join(adminDir, 'preview.js'),
      await previewScript(clientDir, editorConfig.collections, placeholders),
    )
    await writeFile(
      join(adminDir, SAVE_STATUS_FILE),
      saveStatusScript(
        target,
        `${basePath}${OWNER_REPORT_PATH}`,
        `${basePath}${INBOX_PATH}`,
        `${basePath}${ENQUIRY_PATH}`,
      ),
    )
    // The owner's kept enquiries, beside the editor (./inbox-page.ts).
    await writeFile(join(clientDir, INBOX_DOCUMENT), inboxPage(config.site.name, basePath))
    await writeFile(join(adminDir, INBOX_SCRIPT), inboxScript(basePath))
    await writeFile(join(adminDir, INBOX_STYLESHEET), INBOX_STYLE)
  },
}

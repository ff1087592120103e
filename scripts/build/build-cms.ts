/**
 * Build step: puts the browser editor at /admin. Copies the Decap CMS bundle from node_modules
 * (nothing comes from a CDN) and writes its page and its config.yml (collections from
 * ./cms-collections.ts). Its own Content-Security-Policy is given to its page by the serving
 * rules (./write-serving-rules.ts), so `npm start`, nginx and `_headers` all send it.
 */
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { CmsSettings } from '../../app/config/cms-settings.ts'
import type { SiteConfig } from '../../app/config/site-config.ts'
import { pageFile } from '../../server/serving-rules.js'
import type { BuildStep } from './build-step.ts'
import { cmsCollections } from './cms-collections.ts'
import { pageCopyCollection } from './cms-page-copy.ts'

const require = createRequire(import.meta.url)

/** Where the editor lives; it is not a page for visitors, so it is in no sitemap or nav. */
export const CMS_PATH = '/admin'
/** Its one document under client/. */
export const CMS_DOCUMENT = pageFile(CMS_PATH)

function localBackendUrl(settings: CmsSettings): string {
  return `http://localhost:${settings.localPort}/api/v1`
}

/** Decap's config.yml, as JSON (which is YAML too). */
export function buildCmsConfig(settings: CmsSettings, site: SiteConfig, contentDir: string) {
  const online =
    settings.backend === 'git-gateway'
      ? { name: 'git-gateway', branch: settings.branch }
      : settings.repo
        ? {
            name: 'github',
            repo: settings.repo,
            branch: settings.branch,
            ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
          }
        : // No repository configured: the editor can only work against the local working copy.
          { name: 'proxy', proxy_url: localBackendUrl(settings) }
  return {
    backend: { ...online, commit_messages: { update: 'Edit {{collection}} “{{slug}}” in the browser editor' } },
    local_backend: { url: localBackendUrl(settings), allowed_hosts: ['localhost', '127.0.0.1'] },
    site_url: site.url,
    display_url: site.url,
    locale: 'en',
    // A new entry's file name is its title made safe, and the build takes only lowercase letters,
    // digits and hyphens (app/content/read-content.ts): 'Data & Analytics' must become
    // data-analytics, not data-&-analytics, and 'Café' cafe.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    collections: [...cmsCollections, ...[pageCopyCollection(contentDir)].filter((collection) => collection !== undefined)],
  }
}

/**
 * The editor's own policy: Decap compiles its config schema at run time (ajv, hence
 * 'unsafe-eval'), styles itself with inline styles (emotion), previews uploads from blob: and
 * data: URLs and talks to the local backend and the GitHub API. Every other page keeps the strict
 * policy of server/security-headers.js.
 */
export function buildCmsContentSecurityPolicy(settings: CmsSettings, site: SiteConfig): string {
  const github = settings.backend === 'github' && settings.repo ? 'https://api.github.com' : ''
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${site.imageOrigin}${github ? ' https://avatars.githubusercontent.com' : ''}`,
    "font-src 'self' data:",
    `connect-src 'self' http://localhost:${settings.localPort} http://127.0.0.1:${settings.localPort}${github ? ` ${github}` : ''}`,
    "frame-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

function adminPage(title: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="/admin/decap-cms.js"></script>
</body>
</html>
`
}

/** The bundle's entry, its lazily loaded chunks (N.decap-cms.js) and its WebAssembly files; no source maps. */
async function copyBundle(targetDir: string) {
  const distDir = dirname(require.resolve('decap-cms/dist/decap-cms.js'))
  const files = (await readdir(distDir)).filter((file) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(file))
  await Promise.all(files.map((file) => copyFile(join(distDir, file), join(targetDir, file))))
}

export const buildEditor: BuildStep = {
  name: 'buildEditor',
  purpose: 'the browser editor at /admin: its page, its config.yml and the Decap CMS bundle',
  writes: ['documents', 'client files'],
  async run({ clientDir, config }) {
    // The page is admin.html; the bundle and config.yml go in admin/ beside it.
    const adminDir = join(clientDir, CMS_PATH)
    await mkdir(adminDir, { recursive: true })
    await copyBundle(adminDir)
    await writeFile(join(clientDir, CMS_DOCUMENT), adminPage(`Content editor | ${config.site.name}`))
    const cmsConfig = buildCmsConfig(config.cms, config.site, resolve(config.build.contentDir))
    await writeFile(join(adminDir, 'config.yml'), `${JSON.stringify(cmsConfig, null, 2)}\n`)
  },
}

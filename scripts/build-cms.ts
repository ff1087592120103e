/**
 * Build step: puts the browser editor at /admin. Copies the Decap CMS bundle from node_modules
 * (nothing comes from a CDN), writes its page and its config.yml (collections from
 * scripts/cms-collections.ts), and gives it its own Content-Security-Policy.
 */
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { SiteConfig, SiteEnv } from '../app/content/site-config'
import { cmsCollections } from './cms-collections'
import { pageCopyCollection } from './cms-page-copy'

const require = createRequire(import.meta.url)

/** Where the editor lives; it is not a page for visitors, so it is in no sitemap or nav. */
export const CMS_PATH = '/admin'
/** Its one document under client/. */
export const CMS_DOCUMENT = `${CMS_PATH.slice(1)}/index.html`

export type CmsSettings = {
  /** Where saves go online: commits through the GitHub API, or through Netlify's Git Gateway. */
  backend: 'github' | 'git-gateway'
  /** owner/name on GitHub; empty means only the local backend (npm run cms) can be used. */
  repo: string
  branch: string
  /** OAuth helper for GitHub logins outside Netlify (e.g. a Cloudflare Worker); empty = Netlify's. */
  authUrl: string
  /** Port of `npm run cms` (decap-server), the local backend used when /admin is opened on localhost. */
  localPort: number
}

/** Reads the VITE_CMS_* variables, throwing an Error that names the bad one. */
export function parseCmsSettings(env: SiteEnv): CmsSettings {
  const backend = env.VITE_CMS_BACKEND?.trim() || 'github'
  if (backend !== 'github' && backend !== 'git-gateway') {
    throw new Error(`VITE_CMS_BACKEND must be "github" or "git-gateway", got "${backend}".`)
  }
  const repo = env.VITE_CMS_REPO?.trim() ?? ''
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(`VITE_CMS_REPO must be a GitHub repository as owner/name, got "${repo}".`)
  }
  const authUrl = env.VITE_CMS_AUTH_URL?.trim() ?? ''
  if (authUrl && !/^https:\/\/[^/]+$/.test(authUrl)) {
    throw new Error(`VITE_CMS_AUTH_URL must be an https origin such as https://auth.example.com, got "${authUrl}".`)
  }
  const port = Number(env.VITE_CMS_LOCAL_PORT?.trim() || 8081)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`VITE_CMS_LOCAL_PORT must be a port number, got "${env.VITE_CMS_LOCAL_PORT}".`)
  }
  return { backend, repo, branch: env.VITE_CMS_BRANCH?.trim() || 'main', authUrl, localPort: port }
}

function localBackendUrl(settings: CmsSettings): string {
  return `http://localhost:${settings.localPort}/api/v1`
}

/** Decap's config.yml, as JSON (which is YAML too). */
export function buildCmsConfig(settings: CmsSettings, site: SiteConfig) {
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
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    collections: [...cmsCollections, ...[pageCopyCollection()].filter((collection) => collection !== undefined)],
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

/** Writes /admin into the build; returns the policy its page must be served with. */
export async function buildCms(clientDir: string, env: SiteEnv, site: SiteConfig): Promise<string> {
  const settings = parseCmsSettings(env)
  const adminDir = join(clientDir, dirname(CMS_DOCUMENT))
  await mkdir(adminDir, { recursive: true })
  await copyBundle(adminDir)
  await writeFile(join(clientDir, CMS_DOCUMENT), adminPage(`Content editor | ${site.name}`))
  await writeFile(join(adminDir, 'config.yml'), `${JSON.stringify(buildCmsConfig(settings, site), null, 2)}\n`)
  return buildCmsContentSecurityPolicy(settings, site)
}

/**
 * The `_headers` rule giving the editor its policy on a static host, where every rule matching a URL
 * applies. Netlify keeps the last value of a header repeated by a later rule; Cloudflare Pages joins
 * them (two policies: the stricter wins, and the editor breaks) unless the rule first detaches the
 * site-wide one with `!`. Each host announces itself in its build environment (NETLIFY, CF_PAGES);
 * elsewhere the rule is left out, as the syntax differs per host.
 */
export function cmsHeadersRule(policy: string, env: SiteEnv): string {
  const rule = [`${CMS_PATH}`, `${CMS_PATH}/*`]
  if (env.CF_PAGES) {
    return `\n${rule.map((path) => `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}\n`).join('\n')}`
  }
  if (env.NETLIFY) {
    return `\n${rule.map((path) => `${path}\n  Content-Security-Policy: ${policy}\n`).join('\n')}`
  }
  return ''
}

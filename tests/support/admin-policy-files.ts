/**
 * The files of a build that tell a browser where /admin may connect, on every host: npm start's
 * serving rules, nginx.conf, Netlify's and Cloudflare's _headers, Vercel's config.json, GitHub
 * Pages' <meta> policy in admin.html, and the editor's config.yml and save-status.js (the strip that
 * asks the Git host whether saves went live) wherever they were written. A deployed /admin must
 * never reach the visitor's own computer
 * (docs/decisions/028-connected-on-every-host.md); the production build of `npm test` is checked
 * with this (scripts/build-without-environment.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const LOCAL_ADDRESS = /\blocalhost\b|\b127\.\d+\.\d+\.\d+\b|\[::1\]/

/** Each host's file holding /admin's policy or configuration, as `where: path` under `buildDir`. */
export const ADMIN_POLICY_FILES = {
  'npm start': 'site-manifest.json',
  nginx: 'nginx.conf',
  Netlify: 'hosts/netlify/_headers',
  'Cloudflare Pages': 'hosts/cloudflare/_headers',
  Vercel: 'hosts/vercel/config.json',
  'GitHub Pages': 'hosts/github-pages/admin.html',
  "the editor's configuration": 'client/admin/config.yml',
  'the strip saying whether saves went live': 'client/admin/save-status.js',
} as const

/** Written only when a repository is known: a build without one has a page saying how to connect it. */
const ONLY_WITH_A_REPOSITORY: readonly string[] = [
  ADMIN_POLICY_FILES["the editor's configuration"],
  ADMIN_POLICY_FILES['the strip saying whether saves went live'],
]

/** One line per file that names a local address, or that is missing (the editor's own files may be). */
export function localAddressProblems(buildDir: string): string[] {
  return Object.entries(ADMIN_POLICY_FILES).flatMap(([where, path]) => {
    const file = join(buildDir, path)
    if (!existsSync(file)) return ONLY_WITH_A_REPOSITORY.includes(path) ? [] : [`${where}: no ${path}`]
    const local = LOCAL_ADDRESS.exec(readFileSync(file, 'utf8'))
    return local ? [`${where}: ${path} names ${local[0]}`] : []
  })
}

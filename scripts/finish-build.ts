/**
 * Runs after React Router has prerendered every page (react-router.config.ts `buildEnd`):
 * files the not-found pages where servers and static hosts look for them, writes
 * sitemap.xml, robots.txt and every page's share image, precompresses text assets, and writes
 * the serving rules (build/site-manifest.json) that the production server reads and the nginx and
 * static-host files are generated from.
 */
import { appendFile, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { loadEnv } from 'vite'
import { parseAnalyticsConfig } from '../app/content/analytics-config'
import { indexablePages, notFoundPaths } from '../app/content/pages'
import { isProviderConfigured, parseSiteConfig, type SiteConfig, type SiteEnv } from '../app/content/site-config'
import { buildWebManifest } from '../app/content/web-manifest'
import { type AnalyticsTag, analyticsTag } from '../app/features/analytics/analytics-tag'
import { buildHeaderData, type HeaderData } from '../server/security-headers.js'
import { CACHE_POLICY, NOT_SERVED, type ServingRules } from '../server/serving-rules.js'
import { buildCms, CMS_DOCUMENT, CMS_PATH, cmsHeadersRule } from './build-cms'
import { buildHeadersFile, buildNginxConf, buildRedirectsFile } from './deploy-files'
import { renderShareImages } from './render-share-images'
import { writeFeed } from './write-feed'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The serving rules every way of serving the build follows (see server/serving-rules.js). */
export type SiteManifest = ServingRules

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/
/**
 * Brotli's best quality costs seconds per megabyte: the browser editor's 5 MB bundle alone took
 * 14 s at 11 and takes 1 s at 9 (10% larger), which is plenty for a page only the owner opens.
 */
const brotliQuality = (bytes: number) => (bytes > 1_000_000 ? 9 : 11)

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

async function moveNotFoundPage(clientDir: string, path: string, target: string) {
  const from = join(clientDir, path, 'index.html')
  await mkdir(dirname(join(clientDir, target)), { recursive: true })
  await rename(from, join(clientDir, target))
  await rmdir(join(clientDir, path))
}

export function buildSitemapXml(origin: string): string {
  const urls = indexablePages()
    .map((page) => `  <url><loc>${origin}${page.path === '/' ? '/' : page.path}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}

async function precompress(clientDir: string) {
  const files = (await listFiles(clientDir)).filter((file) => COMPRESSIBLE.test(file))
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length) } }),
        gzipAsync(body, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    }),
  )
}

/** True when the build must have real e-mail provider keys (deploy pipelines opt in). */
export function requiresEmailProvider(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['CI_DEPLOY', 'STRICT_DEPLOY'].some((key) => ['1', 'true'].includes(env[key]?.trim().toLowerCase() ?? ''))
}

/**
 * The configuration the client bundle was built with, read the way Vite reads it (.env files, then
 * the environment winning): this runs in the build config, where import.meta.env lacks .env values.
 */
function readBuildEnv(): SiteEnv {
  return { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env }
}

function enquiryDelivery(config: SiteConfig): SiteManifest['enquiries'] {
  return isProviderConfigured(config) ? 'provider' : 'local-stand-in'
}

/** A static host has no stand-in: without keys its visitors' enquiries would go nowhere. */
function checkEnquiryDelivery(config: SiteConfig) {
  if (enquiryDelivery(config) === 'provider') return
  const lines = [
    'No e-mail provider keys (VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID).',
    'Enquiries will only be received by `npm start`, which stores them under .data/enquiries/.',
    'A static host cannot receive them at all. See README "Receiving enquiries".',
  ]
  if (requiresEmailProvider()) {
    throw new Error(`Refusing to build for deployment (CI_DEPLOY/STRICT_DEPLOY is set): ${lines.join(' ')}`)
  }
  const rule = '!'.repeat(100)
  console.warn(`\n${rule}\n${lines.map((line) => `!! ${line}`).join('\n')}\n${rule}\n`)
}

export async function finishBuild(buildDir: string) {
  const env = readBuildEnv()
  const config = parseSiteConfig(env)
  checkEnquiryDelivery(config)
  const clientDir = join(buildDir, 'client')
  const notFound = [
    { prefix: '/services/', file: 'services/404.html', path: notFoundPaths.service },
    { prefix: '/', file: '404.html', path: notFoundPaths.site },
  ]
  for (const page of notFound) await moveNotFoundPage(clientDir, page.path, page.file)
  // Every URL is either prerendered or a 404, so the SPA fallback is never served.
  await rm(join(clientDir, '__spa-fallback.html'), { force: true })
  await moveClientManifest(buildDir)

  await writeFile(join(clientDir, 'sitemap.xml'), buildSitemapXml(config.url))
  await writeFile(join(clientDir, 'robots.txt'), buildRobotsTxt(config.url))
  await writeFile(join(clientDir, 'site.webmanifest'), buildWebManifest(config))
  await writeFeed(clientDir, config)
  await renderShareImages(clientDir)
  // Before precompressing: it writes the editor's files.
  const cmsPolicy = await buildCms(clientDir, env, config)
  await precompress(clientDir)

  const pages = (await listFiles(clientDir))
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => `/${relative(clientDir, dirname(file))}`.replace(/^\/$|\/$/, '') || '/')
    .sort()
  const manifest: SiteManifest = {
    pages,
    notFound: notFound.map(({ prefix, file }) => ({ prefix, file })),
    enquiries: enquiryDelivery(config),
    siteOrigin: config.url,
    headers: await buildHeaders(clientDir, config, analyticsTag(parseAnalyticsConfig(env))),
    cache: CACHE_POLICY,
    notServed: NOT_SERVED,
    editorPages: [CMS_PATH],
  }
  // The editor's page is the one document with its own, looser policy (see scripts/build-cms.ts).
  manifest.headers.csp.documents[CMS_DOCUMENT] = cmsPolicy
  await writeFile(join(buildDir, 'site-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await writeDeployFiles(buildDir, manifest)
  await appendFile(join(clientDir, '_headers'), cmsHeadersRule(cmsPolicy, env))
}

/**
 * Vite's manifest of the client build names each entry's files (bench/first-load.js reads the
 * contact island's from it). It moves beside site-manifest.json: visitors have no use for it.
 */
export const CLIENT_MANIFEST = 'client-manifest.json'

async function moveClientManifest(buildDir: string) {
  const viteDir = join(buildDir, 'client', '.vite')
  await rename(join(viteDir, 'manifest.json'), join(buildDir, CLIENT_MANIFEST))
  await rm(viteDir, { recursive: true, force: true })
}

/** CSP hashes come from the final HTML files, after every rewrite above. */
async function buildHeaders(clientDir: string, config: SiteConfig, analytics?: AnalyticsTag): Promise<HeaderData> {
  const files = (await listFiles(clientDir)).filter((file) => file.endsWith('.html'))
  const documents = Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [relative(clientDir, file).split(sep).join('/'), await readFile(file, 'utf8')]),
    ),
  )
  return buildHeaderData({
    documents,
    imageOrigin: config.imageOrigin,
    connectOrigin: config.emailjs.origin,
    analytics,
  })
}

/**
 * Static hosts read `_headers`/`_redirects` from the published folder; nginx.conf goes beside it
 * (visitors have no business reading it), its root pointing at this build's client folder.
 */
async function writeDeployFiles(buildDir: string, manifest: SiteManifest) {
  const clientDir = join(buildDir, 'client')
  await writeFile(join(clientDir, '_headers'), buildHeadersFile(manifest))
  await writeFile(join(clientDir, '_redirects'), buildRedirectsFile(manifest))
  const nginx = buildNginxConf(manifest, { root: resolve(clientDir), listen: process.env.NGINX_LISTEN || '80' })
  await writeFile(join(buildDir, 'nginx.conf'), nginx)
}

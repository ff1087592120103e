/**
 * Build step: what each way of serving the build reads, all from the serving rules as written, so
 * none can disagree with `npm start`: nginx.conf beside client/ (its root this build's client
 * folder), and one folder per static host under hosts/ holding the files visitors may be served
 * (no precompressed siblings or maps) plus that host's own files. docs/owner-guide.md "Deploy" names the folder
 * each host publishes.
 */
import { readFileSync } from 'node:fs'
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { getTransformedRoutes } from '@vercel/routing-utils'
import { isServable, listFiles, pageFile, readServingRules, type ServingRules } from '../../server/serving-rules.js'
import type { BuildStep } from '../build-step.ts'
import { markFormsByEmail, writeFormsByEmail } from '../keyless-form.ts'
import { buildNginxConf } from './deploy-files.ts'
import {
  CLOUDFLARE_ENQUIRY_MODULE,
  enquiryPathOf,
  enquirySiteOf,
  NETLIFY_FUNCTIONS,
  writeEnquiryFunctions,
} from './enquiry-functions.ts'
import { redirectPage, withMetaPolicy } from './github-pages-files.ts'
import { buildCloudflareRedirects, buildHeadersFile, buildNetlifyRedirects, movedTo } from './host-files.ts'
import { CLOUDFLARE_SIGN_IN_MODULE, signInPathOf, writeSignInFunctions } from './sign-in-functions.ts'
import { cloudflareWorker, type FunctionFile, netlifyEdgeFunction } from './spelling-functions.ts'
import { buildVercelConfig, vercelSettings } from './vercel-files.ts'
import { MIDDLEWARE, middlewareSource, redirectBook } from './vercel-middleware.ts'

/**
 * Each static host's folder under the build directory, and where in it the site's files go; a host
 * that serves the folder at the root of its domain gets a project site's files under its path
 * (`underBase`), GitHub Pages, which serves a project site's folder under the path itself, as they are.
 * The committed host settings name these folders (netlify.toml, wrangler.toml, vercel.json, the
 * GitHub Pages workflow; pipeline/hosts/host-settings.test.ts reads each with its host's own parser).
 */
export const HOST_FOLDERS = {
  cloudflare: { dir: 'hosts/cloudflare', files: '.', underBase: true },
  netlify: { dir: 'hosts/netlify', files: '.', underBase: true },
  /** Vercel's Build Output API: copied to .vercel/output by the build command in vercel.json. */
  vercel: { dir: 'hosts/vercel', files: 'static', underBase: true },
  githubPages: { dir: 'hosts/github-pages', files: '.', underBase: false },
} as const

/** Beside client/: the pages with a form as nginx serves them, by e-mail (see nginx.conf). */
const NGINX_FORMS_BY_EMAIL = 'nginx-forms-by-email'

/**
 * Netlify's edge-functions directory, beside the folder it publishes (never served): netlify.toml
 * names it (`edge_functions`), and its function answers what `_redirects` cannot (./spelling-functions.ts).
 */
export const NETLIFY_EDGE_FUNCTIONS = 'hosts/netlify-edge-functions'

async function copyServable(files: string[], clientDir: string, target: string) {
  await rm(target, { recursive: true, force: true })
  await mkdir(target, { recursive: true })
  await Promise.all(files.map((file) => cp(join(clientDir, file), join(target, file))))
}

async function writeFunctionFiles(dir: string, files: FunctionFile[]) {
  for (const { path, text } of files) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), text)
  }
}

function vercelHeaderRoutes(rules: ServingRules, functionPaths: string[]): unknown[] {
  const { routes, error } = getTransformedRoutes(vercelSettings(rules, functionPaths))
  if (error || !routes) throw new Error(`Vercel rejects the generated settings: ${error?.message}`)
  return routes
}

/**
 * Every document with its own policy in a `<meta>`: the one way to set a CSP on a headerless host.
 * Without upgrade-insecure-requests: GitHub Pages enforces https itself.
 */
async function addMetaPolicies(rules: ServingRules, dir: string) {
  const { documents } = rules.headers.csp
  // Only the documents the folder holds: the enquiry answers have a policy but are never served.
  const served = Object.entries(documents).filter(([file]) => isServable(rules, file))
  await Promise.all(
    served.map(async ([file, policy]) => {
      const html = await readFile(join(dir, file), 'utf8')
      await writeFile(join(dir, file), withMetaPolicy(html, policy))
    }),
  )
}

export const writeDeployFiles: BuildStep = {
  name: 'writeDeployFiles',
  purpose:
    'nginx.conf, and hosts/<host>/ for Cloudflare Pages, Netlify, Vercel and GitHub Pages (with SMTP_URL set, the first three with the enquiry endpoint as a function)',
  reads: ['serving rules', 'client files', 'owner report'],
  async run({ buildDir, clientDir, config }) {
    const rules = readServingRules(buildDir)
    // Whether the form's script sends through the e-mail provider: then, where there is no endpoint,
    // only the form's post without JavaScript goes by e-mail (../keyless-form.ts).
    const scriptSends = rules.enquiries === 'provider'
    // nginx serves client/ itself, and has no endpoint: its pages with a form are copies by e-mail.
    await rm(join(buildDir, NGINX_FORMS_BY_EMAIL), { recursive: true, force: true })
    const byEmail = await writeFormsByEmail(clientDir, join(buildDir, NGINX_FORMS_BY_EMAIL), { scriptSends })
    const nginx = buildNginxConf(rules, {
      root: resolve(clientDir),
      listen: config.build.nginxListen,
      formsByEmail: { root: resolve(buildDir, NGINX_FORMS_BY_EMAIL), files: byEmail },
    })
    await writeFile(join(buildDir, 'nginx.conf'), nginx)
    const folder = (host: keyof typeof HOST_FOLDERS) => join(buildDir, HOST_FOLDERS[host].dir)
    const files = (host: keyof typeof HOST_FOLDERS) =>
      join(folder(host), HOST_FOLDERS[host].files, HOST_FOLDERS[host].underBase ? (rules.basePath ?? '') : '')
    for (const host of Object.keys(HOST_FOLDERS) as (keyof typeof HOST_FOLDERS)[]) {
      await rm(folder(host), { recursive: true, force: true })
    }
    const servable = listFiles(clientDir).filter((file) => isServable(rules, file))
    // With SMTP_URL set, Netlify, Cloudflare Pages and Vercel answer the endpoint with a function of their own.
    // The editor's repository (the inbox asks GitHub whether a signed-in token may push to it) and how long enquiries are kept.
    const enquirySite = config.build.enquiryMailbox
      ? {
          ...enquirySiteOf(rules, clientDir),
          ...(config.editor.repo ? { repository: config.editor.repo } : {}),
          ...(config.enquiries ? { retentionDays: config.enquiries.retentionDays } : {}),
        }
      : undefined
    for (const host of Object.keys(HOST_FOLDERS) as (keyof typeof HOST_FOLDERS)[]) {
      await copyServable(servable, clientDir, files(host))
      // A host with no endpoint receives no enquiry: its form goes by e-mail.
      const endpoint = enquirySite !== undefined && host !== 'githubPages'
      if (!endpoint) await markFormsByEmail(files(host), { scriptSends })
    }
    await writeFile(join(folder('cloudflare'), '_headers'), buildHeadersFile(rules, 'cloudflare'))
    await writeFile(join(folder('cloudflare'), '_redirects'), buildCloudflareRedirects(rules))
    await writeFile(join(folder('netlify'), '_headers'), buildHeadersFile(rules, 'netlify'))
    await writeFile(join(folder('netlify'), '_redirects'), buildNetlifyRedirects(rules))
    // The spellings the static rules cannot answer: each host's own function (./spelling-functions.ts).
    const enquiry = enquirySite && { path: enquiryPathOf(rules), module: CLOUDFLARE_ENQUIRY_MODULE }
    // With the GitHub App's values set, Sign in with GitHub too (./sign-in-functions.ts).
    const signIn = rules.githubSignIn && { path: signInPathOf(rules), module: CLOUDFLARE_SIGN_IN_MODULE }
    await writeFunctionFiles(folder('cloudflare'), cloudflareWorker(rules, servable, enquiry, signIn))
    await rm(join(buildDir, NETLIFY_EDGE_FUNCTIONS), { recursive: true, force: true })
    await writeFunctionFiles(join(buildDir, NETLIFY_EDGE_FUNCTIONS), netlifyEdgeFunction(rules, servable))
    // netlify.toml names the functions directory whether or not this build has a function for it.
    await rm(join(buildDir, NETLIFY_FUNCTIONS), { recursive: true, force: true })
    await mkdir(join(buildDir, NETLIFY_FUNCTIONS), { recursive: true })
    const functionDirs = {
      netlifyFunctionsDir: join(buildDir, NETLIFY_FUNCTIONS),
      vercelDir: folder('vercel'),
      cloudflareWorkerDir: join(folder('cloudflare'), '_worker.js'),
      nodeVersion: readFileSync(new URL('../../.node-version', import.meta.url), 'utf8'),
    }
    if (enquirySite) await writeEnquiryFunctions(rules, enquirySite, functionDirs)
    if (rules.githubSignIn) await writeSignInFunctions(rules, rules.githubSignIn, functionDirs)
    const functionPaths = [enquiry, signIn].flatMap((route) => (route ? [route.path] : []))
    const vercel = buildVercelConfig(rules, vercelHeaderRoutes(rules, functionPaths), enquiry?.path)
    await writeFile(join(folder('vercel'), 'config.json'), `${JSON.stringify(vercel, null, 2)}\n`)
    const middleware = join(folder('vercel'), MIDDLEWARE.dir)
    await mkdir(middleware, { recursive: true })
    await writeFile(join(middleware, '.vc-config.json'), `${JSON.stringify(MIDDLEWARE.settings, null, 2)}\n`)
    await writeFile(join(middleware, MIDDLEWARE.settings.entrypoint), middlewareSource(redirectBook(rules)))
    // Outside a project site's path Cloudflare Pages looks for a 404.html at the top: the site's own.
    const siteNotFound = rules.notFound.at(-1)
    if (rules.basePath && siteNotFound) {
      await cp(join(files('cloudflare'), siteNotFound.file), join(folder('cloudflare'), '404.html'))
    }
    // GitHub Pages runs Jekyll unless told not to, which would hide files starting with `_`.
    await writeFile(join(folder('githubPages'), '.nojekyll'), '')
    await addMetaPolicies(rules, files('githubPages'))
    // GitHub Pages has no redirects: a page at each old address sends the visitor on.
    for (const { from, to } of rules.redirects ?? []) {
      const absolute = to.startsWith('https://') ? to : `${config.site.url}${to}`
      const page = withMetaPolicy(
        redirectPage(movedTo(rules, to), absolute, config.site.name),
        rules.headers.csp.fallback,
      )
      await mkdir(dirname(join(files('githubPages'), pageFile(from))), { recursive: true })
      await writeFile(join(files('githubPages'), pageFile(from)), page)
    }
  },
}

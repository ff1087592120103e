/**
 * The enquiry endpoint as each host's own function, written only when the build sees SMTP_URL set
 * (config.build.enquiryMailbox): Netlify Functions v2, a Vercel Build Output Node.js function and a
 * module of the Cloudflare Pages worker. Each is one ESM file bundled by esbuild from its adapter
 * (./enquiry-functions/) and the one handler every runtime shares (server/enquiry-handler.js), with
 * the build's EnquirySite inlined as JSON, so the host needs nothing but the file and, at run time,
 * the owner's SMTP_URL (and SMTP_FROM) from its own settings: the build never reads their values.
 * Why and what it costs: docs/decisions/033-enquiries-from-each-hosts-function.md.
 */
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ENQUIRY_PATH } from '../../server/enquiry-endpoint.js'
import type { EnquirySite } from '../../server/enquiry-handler.js'
import { readEnquirySite } from '../../server/enquiry-site.js'
import type { ServingRules } from '../../server/serving-rules.js'
import { bundleHostFunction, writeVercelFunction } from './bundle-host-function.ts'
import { GENERATED, urlOf } from './host-files.ts'

/** Netlify's functions directory, beside the folder it publishes (never served): netlify.toml names it. */
export const NETLIFY_FUNCTIONS = 'hosts/netlify-functions'
/** The Netlify function's file in it: Netlify names the function after it. */
export const NETLIFY_ENQUIRY_FILE = 'enquiry.mjs'
/** Netlify's scheduled function beside it, which asks it hourly so that what waits is tried without a visitor. */
export const NETLIFY_RETRY_FILE = 'enquiry-retry.mjs'
export const NETLIFY_RETRY_SCHEDULE = '@hourly'
/** The Cloudflare worker's module (in `_worker.js/`) that answers the endpoint. */
export const CLOUDFLARE_ENQUIRY_MODULE = 'enquiry.js'

/**
 * Netlify's rate limit for the endpoint, applied by Netlify before the function runs (HTTP 429):
 * per visitor's address and the site's domain, in a sliding window. npm start keeps its own limits.
 */
export const NETLIFY_RATE_LIMIT = { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] } as const

/** The endpoint's path on a host, under a project site's base path. */
export const enquiryPathOf = (rules: Pick<ServingRules, 'basePath'>) => urlOf(rules, ENQUIRY_PATH)

/** The Vercel function's folder in the Build Output: its path is the endpoint's. */
export const vercelEnquiryDir = (rules: Pick<ServingRules, 'basePath'>) => `functions${enquiryPathOf(rules)}.func`

const ADAPTERS = dirname(fileURLToPath(import.meta.url))

/** One host's function as a single ESM file: its adapter's factory over the build's site (./bundle-host-function.ts). */
const bundle = (adapter: string, factory: string, site: EnquirySite, outfile: string, exports = '') =>
  bundleHostFunction(join(ADAPTERS, 'enquiry-functions', adapter), factory, site, outfile, exports)

/**
 * Netlify's in-source configuration, an object literal its build reads without running the module
 * (esbuild keeps it one, exported by name): the endpoint's path, in every method (the handler
 * answers 405 itself), and the rate limit.
 */
function netlifyConfig(rules: Pick<ServingRules, 'basePath'>): string {
  return `export const config = ${JSON.stringify({ path: enquiryPathOf(rules), rateLimit: NETLIFY_RATE_LIMIT })}`
}

/**
 * The build's facts the handler needs, with each answer's policy as sent over https (every host
 * serves the site over https); a build without them cannot publish a function.
 */
export function enquirySiteOf(rules: ServingRules, clientDir: string): EnquirySite {
  const read = readEnquirySite(rules, clientDir, { https: true })
  if ('problem' in read) throw new Error(`SMTP_URL is set, but no enquiry function can be written: ${read.problem}`)
  return read.site
}

/**
 * Writes the three functions: Netlify's into `netlifyFunctionsDir`, Vercel's into the Build
 * Output folder `vercelDir`, the Cloudflare worker's module into `cloudflareWorkerDir`
 * (`_worker.js/`, whose entry routes the endpoint to it).
 */
export async function writeEnquiryFunctions(
  rules: ServingRules,
  site: EnquirySite,
  dirs: { netlifyFunctionsDir: string; vercelDir: string; cloudflareWorkerDir: string; nodeVersion: string },
) {
  await bundle(
    'netlify.js',
    'netlifyEnquiry',
    site,
    join(dirs.netlifyFunctionsDir, NETLIFY_ENQUIRY_FILE),
    netlifyConfig(rules),
  )
  // Every request to the enquiry function first tries what waits (server/enquiry-handler.js): a GET,
  // answered 405, is enough. Scheduled functions run on every Netlify plan.
  const retry = [
    `// ${GENERATED}`,
    `import enquiry from './${NETLIFY_ENQUIRY_FILE}'`,
    `export default async () => { await enquiry(new Request('https://scheduled.invalid${enquiryPathOf(rules)}'), {}) }`,
    `export const config = ${JSON.stringify({ schedule: NETLIFY_RETRY_SCHEDULE })}`,
    '',
  ]
  await writeFile(join(dirs.netlifyFunctionsDir, NETLIFY_RETRY_FILE), retry.join('\n'))
  const vercel = join(dirs.vercelDir, vercelEnquiryDir(rules))
  await writeVercelFunction(vercel, dirs.nodeVersion, (outfile) => bundle('vercel.js', 'vercelEnquiry', site, outfile))
  await bundle('cloudflare.js', 'cloudflareEnquiry', site, join(dirs.cloudflareWorkerDir, CLOUDFLARE_ENQUIRY_MODULE))
}

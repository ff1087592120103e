/**
 * The Sign in with GitHub endpoint as each host's own function, written only when the build saw the
 * GitHub App's two values set (rules.githubSignIn): Netlify Functions v2, a Vercel Build Output
 * Node.js function and a module of the Cloudflare Pages worker, published as the enquiry functions
 * are (./enquiry-functions.ts). Each is one ESM file bundled by esbuild from its adapter
 * (./sign-in-functions/) and the one handshake every runtime shares (server/github-sign-in.js), with
 * the editor's API root inlined; the host gives the app's values at run time, never the build.
 * Why: docs/decisions/047-sign-in-with-a-github-app.md.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SIGN_IN_PATH, type SignInSite } from '../../server/github-sign-in.js'
import type { ServingRules } from '../../server/serving-rules.js'
import { bundleHostFunction, writeVercelFunction } from './bundle-host-function.ts'
import { urlOf } from './host-files.ts'

/** The Netlify function's file in Netlify's functions directory (./enquiry-functions.ts NETLIFY_FUNCTIONS). */
const NETLIFY_SIGN_IN_FILE = 'github-sign-in.mjs'
/** The Cloudflare worker's module (in `_worker.js/`) that answers the endpoint. */
export const CLOUDFLARE_SIGN_IN_MODULE = 'github-sign-in.js'

/** The endpoint's path on a host, under a project site's base path. */
export const signInPathOf = (rules: Pick<ServingRules, 'basePath'>) => urlOf(rules, SIGN_IN_PATH)

/** The Vercel function's folder in the Build Output: its path is the endpoint's. */
const vercelSignInDir = (rules: Pick<ServingRules, 'basePath'>) => `functions${signInPathOf(rules)}.func`

const ADAPTERS = dirname(fileURLToPath(import.meta.url))

/** One host's function as a single ESM file: its adapter's factory over the inlined site (./bundle-host-function.ts). */
const bundle = (adapter: string, factory: string, site: SignInSite, outfile: string, exports = '') =>
  bundleHostFunction(join(ADAPTERS, 'sign-in-functions', adapter), factory, site, outfile, exports)

/**
 * Writes the three functions: Netlify's into `netlifyFunctionsDir` (its path in its in-source
 * configuration), Vercel's into the Build Output folder `vercelDir`, the Cloudflare worker's module
 * into `cloudflareWorkerDir` (whose entry routes the endpoint to it: ./spelling-functions.ts).
 */
export async function writeSignInFunctions(
  rules: ServingRules,
  site: SignInSite,
  dirs: { netlifyFunctionsDir: string; vercelDir: string; cloudflareWorkerDir: string; nodeVersion: string },
) {
  const netlifyConfig = `export const config = ${JSON.stringify({ path: signInPathOf(rules), method: ['GET', 'HEAD'] })}`
  await bundle('netlify.js', 'netlifySignIn', site, join(dirs.netlifyFunctionsDir, NETLIFY_SIGN_IN_FILE), netlifyConfig)
  const vercel = join(dirs.vercelDir, vercelSignInDir(rules))
  await writeVercelFunction(vercel, dirs.nodeVersion, (outfile) => bundle('vercel.js', 'vercelSignIn', site, outfile))
  await bundle('cloudflare.js', 'cloudflareSignIn', site, join(dirs.cloudflareWorkerDir, CLOUDFLARE_SIGN_IN_MODULE))
}

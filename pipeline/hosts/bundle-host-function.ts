/**
 * How a host's own function becomes the file the host runs, for every function the site publishes
 * (./enquiry-functions.ts, ./sign-in-functions.ts): one ESM file bundled by esbuild from an adapter,
 * with the build's facts inlined as JSON, and for Vercel the Build Output's function settings.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { build } from 'esbuild'
import { GENERATED } from './host-files.ts'

/** The Vercel function's entry file in its `.func` folder. */
const VERCEL_HANDLER = 'index.mjs'

/** The Vercel runtime of the Node major version every host builds with (.node-version). */
export const vercelRuntime = (nodeVersion: string) => `nodejs${nodeVersion.trim().split('.')[0]}.x`

/**
 * One host's function as a single ESM file: the factory `factory` of the adapter at `adapterPath`
 * over `facts` as its default export, and the module's own declarations the host reads (`exports`,
 * a line of source).
 */
export async function bundleHostFunction(
  adapterPath: string,
  factory: string,
  facts: unknown,
  outfile: string,
  exports = '',
) {
  await build({
    stdin: {
      contents: [
        `import { ${factory} } from ${JSON.stringify(adapterPath)}`,
        `export default ${factory}(${JSON.stringify(facts)})`,
        exports,
      ].join('\n'),
      resolveDir: dirname(adapterPath),
      sourcefile: `${basename(adapterPath)} (with the build's facts)`,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    // Node's built-in modules stay imports: every host's runtime has them (Cloudflare's by nodejs_compat).
    platform: 'node',
    target: 'es2022',
    outfile,
    banner: { js: `// ${GENERATED}` },
    legalComments: 'none',
    logLevel: 'warning',
  })
}

/** A Vercel Build Output Node.js function in the folder `funcDir`: the adapter bundled, and its settings. */
export async function writeVercelFunction(
  funcDir: string,
  nodeVersion: string,
  bundle: (outfile: string) => Promise<void>,
) {
  await bundle(join(funcDir, VERCEL_HANDLER))
  const settings = {
    runtime: vercelRuntime(nodeVersion),
    handler: VERCEL_HANDLER,
    launcherType: 'Nodejs',
    // Node's own request and response, the body unread: an adapter reads it up to its size limit.
    shouldAddHelpers: false,
  }
  await mkdir(funcDir, { recursive: true })
  await writeFile(join(funcDir, '.vc-config.json'), `${JSON.stringify(settings, null, 2)}\n`)
}

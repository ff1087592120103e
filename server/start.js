// @ts-check
/**
 * `npm start`: builds the site if there is no build yet, then serves it on HOST:PORT, switching
 * by itself to each new build once it is whole (server/build-switch.js).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { makeCopiesDir } from './build-copy.js'
import { openBuildSwitch } from './build-switch.js'
import { createEnquiryRoute } from './enquiry-route.js'
import { checkWritable, createEnquiryStore } from './enquiry-store.js'
import { prepareBuild } from './served-build.js'
import { readServerConfiguration } from './server-configuration.js'
import { exitGracefullyOnSignals } from './shutdown.js'
import { createSiteServer } from './site-server.js'

/** @type {ReturnType<typeof readServerConfiguration>} */
let config
try {
  config = readServerConfiguration()
} catch (error) {
  console.error(String(/** @type {Error} */ (error).message ?? error))
  process.exit(1)
}
const { buildDir, enquiries } = config

if (!existsSync(join(buildDir, 'site-manifest.json'))) {
  console.log(`No build in ${buildDir}: running "npm run build" first.`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** What the enquiry route is made from at start; a build that changes it needs a restart. */
const enquiryWiring = (/** @type {import('./serving-rules.js').ServingRules} */ rules) =>
  `${rules.enquiries} for ${rules.siteOrigin}${rules.basePath ?? ''}`

const copiesDir = await makeCopiesDir()
const builds = await openBuildSwitch({
  buildDir,
  copiesDir,
  prepare(build, serving) {
    if (serving && enquiryWiring(build.rules) !== enquiryWiring(serving.rules)) {
      throw new Error(
        `it changes where enquiries go or the site's address (${enquiryWiring(build.rules)}): restart npm start to serve it`,
      )
    }
    return prepareBuild(build, { forceHttps: config.forceHttps })
  },
})

// Only a build without e-mail provider keys posts enquiries here; with keys the route doesn't exist.
const { rules } = builds.current()
const plugins = []
if (rules.enquiries === 'local-stand-in') {
  try {
    checkWritable(enquiries.dir)
  } catch (error) {
    console.error(/** @type {Error} */ (error).message)
    process.exit(1)
  }
  const store = createEnquiryStore(enquiries)
  plugins.push(
    createEnquiryRoute({
      store,
      siteOrigin: rules.siteOrigin ?? '',
      basePath: rules.basePath,
      limits: enquiries.limits,
    }),
  )
  console.log(`No e-mail provider keys in this build: enquiries are stored under ${enquiries.dir}.`)
}

const app = await createSiteServer({
  builds,
  forceHttps: config.forceHttps,
  trustProxy: config.trustProxy,
  plugins,
})
exitGracefullyOnSignals({ server: app.server, close: () => app.close().then(builds.stop) })
await app.listen({ port: config.port, host: config.host })
builds.watch()
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
console.log(`Serving ${buildDir} at http://${shown}:${port} (process ${process.pid})`)
console.log('A new build there is served as soon as it is complete: no restart needed.')

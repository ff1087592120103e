// @ts-check
/**
 * `npm start`: builds the site if there is no build yet, then serves it on HOST:PORT, switching
 * by itself to each new build once it is whole and never to a preview (server/build-switch.js);
 * stores enquiries when the build has no e-mail provider keys, and e-mails them with SMTP_URL
 * (server/enquiry-outbox.js).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { makeCopiesDir } from './build-copy.js'
import { openBuildSwitch } from './build-switch.js'
import { readEnquiries } from './enquiry-files.js'
import { createLocalInbox } from './enquiry-local-inbox.js'
import { createSmtpSender } from './enquiry-mail.js'
import { createEnquiryOutbox } from './enquiry-outbox.js'
import { createEnquiryRoute } from './enquiry-route.js'
import { checkWritable, createEnquiryStore } from './enquiry-store.js'
import { prepareBuild } from './served-build.js'
import { liveBuildEnvironment, readServerConfiguration } from './server-configuration.js'
import { exitGracefullyOnSignals } from './shutdown.js'
import { createSignInRoute } from './sign-in-route.js'
import { createSiteServer } from './site-server.js'

/** @type {ReturnType<typeof readServerConfiguration>} */
let config
try {
  config = readServerConfiguration()
} catch (error) {
  console.error(String(/** @type {Error} */ (error).message ?? error))
  process.exit(1)
}
const { buildDir, enquiries, mail } = config

if (!existsSync(join(buildDir, 'site-manifest.json'))) {
  console.log(`No build in ${buildDir}: running "npm run build" first.`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: liveBuildEnvironment(buildDir) })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * What the enquiry route is made from at start: whether it exists, and the path it is under; a build
 * that changes either needs a restart. A new site address does not: the route asks the build served.
 */
const enquiryWiring = (/** @type {import('./serving-rules.js').ServingRules} */ rules) =>
  `${rules.enquiries} under ${rules.basePath || '/'}`

const copiesDir = await makeCopiesDir()
const builds = await openBuildSwitch({
  buildDir,
  copiesDir,
  prepare(build, serving) {
    if (serving && enquiryWiring(build.rules) !== enquiryWiring(serving.rules)) {
      throw new Error(
        `it changes where enquiries go or the path the site is served under (${enquiryWiring(build.rules)}): restart npm start to serve it`,
      )
    }
    return prepareBuild(build, { forceHttps: config.forceHttps })
  },
})

// The form's script posts here when the build has no e-mail provider keys; the form posts here
// without JavaScript whatever the build, so the route is always there.
const { rules } = builds.current()
const localEndpoint = rules.enquiries === 'local-stand-in'
const plugins = []
/** @type {ReturnType<typeof createEnquiryOutbox> | undefined} */
let outbox
/** @type {ReturnType<typeof createSmtpSender> | undefined} */
let sender
try {
  checkWritable(enquiries.dir)
} catch (error) {
  console.error(/** @type {Error} */ (error).message)
  process.exit(1)
}
const store = createEnquiryStore(enquiries)
if (mail) {
  // The contact address of the build served at each send: a rebuild that changes it needs no restart.
  const recipient = () => ({ contact: builds.current().rules.contact, siteOrigin: builds.current().rules.siteOrigin })
  sender = createSmtpSender({ server: mail.server, from: mail.from, recipient })
  outbox = createEnquiryOutbox({ dir: enquiries.dir, store, send: sender.send })
}
plugins.push(
  createEnquiryRoute({
    store,
    outbox,
    served: () => builds.current(),
    basePath: rules.basePath,
    limits: enquiries.limits,
    // The owner's inbox in /admin, at the same path as on every host (./enquiry-local-inbox.js).
    inbox: createLocalInbox({
      dir: enquiries.dir,
      served: () => builds.current(),
      ...(mail ? { mail } : {}),
      ...(sender ? { sender } : {}),
    }),
  }),
)
console.log(describeEnquiries(rules, outbox?.resume()))
// Sign in with GitHub for /admin, while the build served offers it (docs/owner-guide.md, "Sign in with GitHub").
plugins.push(createSignInRoute({ served: () => builds.current(), secrets: config.signIn, basePath: rules.basePath }))

/**
 * What `npm start` does with enquiries, in one paragraph for its log.
 * @param {import('./serving-rules.js').ServingRules} served
 * @param {{ waiting: number, refused: number } | undefined} due what the outbox resumed
 */
function describeEnquiries(served, due) {
  const lines = []
  if (localEndpoint) {
    lines.push(`No e-mail provider keys in this build: enquiries are stored under ${enquiries.dir}.`)
  } else {
    lines.push(
      `This build sends enquiries through the e-mail provider; those sent without JavaScript are stored under ${enquiries.dir}.`,
    )
  }
  if (!mail) {
    const waiting = readEnquiries(enquiries.dir).enquiries.filter(({ enquiry }) => enquiry.mail?.state === 'waiting')
    lines.push(
      'Set SMTP_URL to have each one e-mailed to the contact address (docs/owner-guide.md, "Receive enquiries").',
    )
    if (waiting.length > 0) lines.push(`${waiting.length} stored earlier wait to be e-mailed, but SMTP_URL is not set.`)
    return lines.join('\n')
  }
  const to = served.contact?.email
  if (to) lines.push(`Each is e-mailed to ${to} through ${mail.server.shown} (SMTP_URL).`)
  if (!to) lines.push(`The build in ${buildDir} records no contact address to e-mail enquiries to: rebuild it.`)
  if (due?.waiting) lines.push(`${due.waiting} stored earlier wait to be e-mailed: sending them now.`)
  if (due?.refused) lines.push(`${due.refused} the mail server refused: trying them once more.`)
  return lines.join('\n')
}

const app = await createSiteServer({
  builds,
  forceHttps: config.forceHttps,
  trustProxy: config.trustProxy,
  plugins,
})
exitGracefullyOnSignals({
  server: app.server,
  // Enquiries stored while closing stay `waiting`: the next start e-mails them.
  close: () => Promise.all([app.close().then(builds.stop), outbox?.stop()]).then(() => sender?.close()),
})
await app.listen({ port: config.port, host: config.host })
builds.watch()
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
console.log(`Serving ${buildDir} at http://${shown}:${port} (process ${process.pid})`)
console.log('A new build there is served as soon as it is complete: no restart needed.')

// @ts-check
/** `npm start`: builds the site if there is no build yet, then serves it on HOST:PORT. */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { createEnquiryEndpoint, ENQUIRY_PATH } from './enquiry-endpoint.js'
import { createSiteHandler } from './site-server.js'

const buildDir = resolve(process.env.BUILD_DIR || 'build')
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '0.0.0.0'

if (!existsSync(join(buildDir, 'site-manifest.json'))) {
  console.log(`No build in ${buildDir}: running "npm run build" first.`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Only a build without e-mail provider keys posts enquiries here; with keys the route doesn't exist.
const { enquiries } = JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8'))
/** @type {Record<string, import('./site-server.js').Handler>} */
const routes = enquiries === 'local-stand-in' ? { [ENQUIRY_PATH]: createEnquiryEndpoint() } : {}
if (enquiries === 'local-stand-in') {
  console.log(
    `No e-mail provider keys in this build: enquiries are stored under ${process.env.ENQUIRY_DIR || '.data/enquiries'}.`,
  )
}
// HTTPS=true: always served over https (TLS ends at a proxy that doesn't send X-Forwarded-Proto).
const forceHttps = ['1', 'true'].includes(process.env.HTTPS?.trim().toLowerCase() ?? '')
const handler = createSiteHandler({ buildDir, routes, forceHttps })
const server = createServer((req, res) => {
  Promise.resolve(handler(req, res)).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Internal Server Error')
  })
})
// Slow or idle clients must not hold sockets forever.
server.requestTimeout = 30_000
server.headersTimeout = 15_000
server.keepAliveTimeout = 5_000

server.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  console.log(`Serving ${buildDir} at http://${shown}:${port}`)
})

function shutDown(/** @type {string} */ signal) {
  console.log(`${signal} received: finishing open requests, then exiting.`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  // Don't hang on a client that never finishes its request.
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGTERM', () => shutDown('SIGTERM'))
process.on('SIGINT', () => shutDown('SIGINT'))

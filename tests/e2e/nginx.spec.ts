import { readFileSync } from 'node:fs'
import { indexablePages } from '../../app/content/pages'
import { findNginx, startNginx } from '../support/nginx.js'
import { SECURITY_HEADERS } from '../support/security-headers.js'
import { NGINX_PORT, TEST_BUILD_DIR } from '../support/test-env.js'
import { expect, test } from './fixtures'

const nginx = findNginx()
const COMPARED_HEADERS = [...SECURITY_HEADERS, 'cache-control', 'location', 'content-encoding']

let server: Awaited<ReturnType<typeof startNginx>> | undefined
const nginxOrigin = `http://127.0.0.1:${NGINX_PORT}`

test.describe('nginx serving the build with the generated config', () => {
  // One nginx for the whole file, on its own port.
  test.describe.configure({ mode: 'serial' })
  // Skipped only on a machine without nginx (a developer's laptop); CI installs it, so there it always runs.
  test.skip(!nginx, 'nginx is not installed: `apt-get install -y nginx-light` (.ci/run does this in CI)')

  test.beforeAll(async () => {
    server = await startNginx({ nginx, buildDir: TEST_BUILD_DIR, port: NGINX_PORT })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('answers every route, redirect, 404 and asset exactly as `npm start` does', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const asset = home.match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    const paths = [
      ...indexablePages().map(({ path }) => path),
      '/About',
      '/SERVICES/AI-Automation',
      '/contact/',
      '/about/index.html',
      '/Case-Studies?ref=mail',
      '/no-such-page',
      '/404',
      '/services/404',
      '/deep/unknown/path',
      '/services/no-such-service',
      '/Services/Unknown',
      asset ?? '',
      `${asset}.map`,
      '/robots.txt',
      '/sitemap.xml',
    ]
    for (const path of paths) {
      for (const encoding of ['gzip', 'identity']) {
        const options = { maxRedirects: 0, headers: { 'Accept-Encoding': encoding } }
        const [ours, theirs] = await Promise.all([
          request.get(path, options),
          request.get(`${nginxOrigin}${path}`, options),
        ])
        const label = `${path} (${encoding})`
        expect(theirs.status(), label).toBe(ours.status())
        for (const name of COMPARED_HEADERS) {
          expect(theirs.headers()[name], `${label} ${name}`).toBe(ours.headers()[name])
        }
        // A redirect's body (nginx writes a little HTML page, we write none) is never shown.
        if (ours.status() === 301) continue
        // Debian's mime.types still says application/javascript; RFC 9239 made text/javascript the name.
        const mediaType = (value = '') => value.split(';')[0]?.replace('application/javascript', 'text/javascript')
        expect(mediaType(theirs.headers()['content-type']), `${label} content-type`).toBe(
          mediaType(ours.headers()['content-type']),
        )
        expect(await theirs.text(), `${label} body`).toBe(await ours.text())
      }
    }
  })

  test('adds upgrade-insecure-requests only when serving https', async ({ request }) => {
    const response = await request.get(`${nginxOrigin}/about`)
    expect(response.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(readFileSync(server?.siteConf ?? '', 'utf8')).toContain('https "; upgrade-insecure-requests";')
  })
})

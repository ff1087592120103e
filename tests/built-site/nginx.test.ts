/**
 * nginx serving the test build with the config the build generated, answering exactly as `npm
 * start` does: every route, redirect, 404 and asset, ranges and conditional requests; only its
 * enquiry forms go by e-mail, as it has no endpoint.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { indexablePages } from '../../app/content/page-list'
import { withFormsByEmail } from '../../pipeline/keyless-form'
import { findNginx, startNginx } from '../stand-ins/nginx'
import { get, rawRequest, siteOrigin } from '../support/built-site'
import { freePort } from '../support/free-port'
import { SECURITY_HEADERS } from '../support/security-headers'
import { TEST_BUILD_DIR, toolEnvironment } from '../support/test-environment'

const nginx = findNginx()
const COMPARED_HEADERS = [...SECURITY_HEADERS, 'cache-control', 'location', 'content-encoding']

let server: Awaited<ReturnType<typeof startNginx>> | undefined
let nginxOrigin = ''

/** A hashed asset the home page links (a stylesheet at least: pages may have no script). */
async function firstAsset(): Promise<string> {
  const home = await (await get('/')).text()
  const asset = home.match(/\/assets\/[\w.-]+\.(?:css|js)/)?.[0]
  expect(asset).toBeTruthy()
  return asset ?? ''
}

const skipReason = !nginx && !toolEnvironment.CI ? 'nginx is not on this machine: apt-get install -y nginx-light' : ''
// Skipped only where a developer's laptop lacks nginx, the reason in the title; in CI (.ci/run
// installs it) a missing nginx fails instead.
const title = `nginx serving the build with the generated config${skipReason ? ` (${skipReason})` : ''}`
describe.skipIf(skipReason !== '' /* reason: no nginx here, off CI */)(title, () => {
  beforeAll(async () => {
    server = await startNginx({ nginx, buildDir: TEST_BUILD_DIR, port: await freePort() })
    nginxOrigin = server.origin
  })

  afterAll(async () => {
    await server?.stop()
  })

  test('answers every route, redirect, 404 and asset exactly as `npm start` does', { timeout: 120_000 }, async () => {
    const asset = await firstAsset()
    const paths = [
      ...indexablePages().map(({ path }) => path),
      '/About',
      '/SERVICES/AI-Automation',
      '/contact/',
      '/about/index.html',
      '/about.html',
      '/Services/AI-Automation.html',
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
      // Forms that once answered 200 with the wrong file, and files never served by their name.
      '///about',
      '//nope',
      '/404.html%3F',
      '/about%3F',
      '/%252D',
      '/_headers',
      '/_redirects',
      '/index.html.gz',
      '/index.html.br',
      `${asset}.gz`,
      '/services/no-such.gz',
    ]
    for (const path of paths) {
      for (const encoding of ['gzip', 'identity']) {
        const headers = { 'Accept-Encoding': encoding }
        const [ours, theirs] = await Promise.all([
          // Absolute, so that `///about` stays a path and is not read as a host.
          rawRequest(siteOrigin(), path, headers),
          rawRequest(nginxOrigin, path, headers),
        ])
        const label = `${path} (${encoding})`
        expect(theirs.status, label).toBe(ours.status)
        for (const name of COMPARED_HEADERS) {
          expect(theirs.header(name), `${label} ${name}`).toBe(ours.header(name))
        }
        // A redirect's body (nginx writes a little HTML page, we write none) is never shown.
        if (ours.status === 301) continue
        // Debian's mime.types still says application/javascript and text/xml; RFC 9239 made
        // text/javascript the name, and RFC 7303 prefers application/xml.
        const mediaType = (value = '') =>
          value
            .split(';')[0]
            ?.replace('application/javascript', 'text/javascript')
            .replace('text/xml', 'application/xml')
        expect(mediaType(theirs.header('content-type')), `${label} content-type`).toBe(
          mediaType(ours.header('content-type')),
        )
        // nginx has no enquiry endpoint: its pages with a form are those pages by e-mail.
        expect(theirs.body, `${label} body`).toBe(withFormsByEmail(ours.body))
      }
    }
  })

  test('answers ranges and conditional requests exactly as `npm start` does', { timeout: 60_000 }, async () => {
    const asset = await firstAsset()
    const origins = { ours: siteOrigin(), theirs: nginxOrigin }
    const validators = async (origin: string, path: string) => {
      const { header } = await rawRequest(origin, path, { 'Accept-Encoding': 'identity' })
      return { etag: header('etag') ?? '', lastModified: header('last-modified') ?? '' }
    }
    const old = 'Mon, 01 Jan 2001 00:00:00 GMT'
    for (const path of ['/about', asset]) {
      const own = { ours: await validators(origins.ours, path), theirs: await validators(origins.theirs, path) }
      expect(own.theirs.lastModified, path).toBe(own.ours.lastModified)
      const cases: { label: string; headers: (server: keyof typeof own) => Record<string, string> }[] = [
        ...['bytes=0-0', 'bytes=-100', 'bytes=10-', 'bytes=0-9007199254740992', 'bytes=100-50', 'bytes=5-3']
          .concat(['bytes=99999999-', 'items=0-5', 'bytes=a-b'])
          .map((range) => ({ label: range, headers: () => ({ Range: range }) })),
        { label: 'If-None-Match', headers: (server) => ({ 'If-None-Match': own[server].etag }) },
        { label: 'If-Modified-Since', headers: (server) => ({ 'If-Modified-Since': own[server].lastModified }) },
        { label: 'If-Modified-Since old', headers: () => ({ 'If-Modified-Since': old }) },
        {
          label: 'If-Range date',
          headers: (server) => ({ Range: 'bytes=0-9', 'If-Range': own[server].lastModified }),
        },
        { label: 'If-Range etag', headers: (server) => ({ Range: 'bytes=0-9', 'If-Range': own[server].etag }) },
        { label: 'If-Range old', headers: () => ({ Range: 'bytes=0-9', 'If-Range': old }) },
      ]
      for (const { label, headers } of cases) {
        const answer = async (server: keyof typeof own) => {
          const response = await rawRequest(origins[server], path, {
            'Accept-Encoding': 'identity',
            ...headers(server),
          })
          const status = response.status
          return {
            status,
            contentRange: response.header('content-range'),
            // Error pages differ in wording; a 304 has no body.
            body: status === 200 || status === 206 ? response.body : '',
          }
        }
        expect(await answer('theirs'), `${path} ${label}`).toEqual(await answer('ours'))
      }
    }
  })

  test('adds upgrade-insecure-requests only when serving https', async () => {
    const response = await rawRequest(nginxOrigin, '/about')
    expect(response.header('content-security-policy')).not.toContain('upgrade-insecure-requests')
    expect(readFileSync(server?.siteConf ?? '', 'utf8')).toContain('https "; upgrade-insecure-requests";')
  })
})

/**
 * A headerless static host such as GitHub Pages, played by a plain static server with GitHub
 * Pages' documented lookup: the exact file, `<path>.html`, then `<path>/index.html`; anything
 * else answers the root 404.html with status 404. It sends no headers of the site's (GitHub Pages
 * allows none) and GitHub's fixed `Cache-Control: max-age=600`: the pages' `<meta>` policies are
 * what protects them, checked in a browser by tests/e2e/hosts.spec.ts.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerOverHttp, type Host } from './host'
import { mediaType, publishedFile } from './static-folder'

/**
 * Serves `dir` on a free port of 127.0.0.1; the returned origin says which. With `basePath`, as
 * GitHub Pages serves a project site's folder: under `/repo/` (`/repo` redirects there), and
 * nothing of the site outside it.
 */
export async function startGithubPages(dir: string, basePath = ''): Promise<Host & { origin: string }> {
  const server = createServer((request, response) => {
    const requested = new URL(request.url ?? '/', 'http://localhost').pathname
    if (basePath && requested === basePath) {
      response.writeHead(301, { location: `${basePath}/`, 'cache-control': 'max-age=600' }).end()
      return
    }
    if (basePath && !requested.startsWith(`${basePath}/`)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found (outside the project site)')
      return
    }
    const path = requested.slice(basePath.length)
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`]
    const found = candidates.map((candidate) => publishedFile(dir, candidate)).find(Boolean)
    const file = found ?? publishedFile(dir, '/404.html')
    response.writeHead(found ? 200 : 404, {
      'content-type': mediaType(file ?? '.html'),
      'cache-control': 'max-age=600',
    })
    response.end(file ? readFileSync(file) : 'Not Found')
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    name: 'GitHub Pages',
    origin,
    answer: (path) => answerOverHttp(origin, path),
    // Every connection ends with it, as in ./host.ts: Chromium's keep-alive held close() open until
    // the test's own timeout once every page had been checked (seen on a fresh clone's run).
    stop: () =>
      new Promise<void>((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      }),
  }
}

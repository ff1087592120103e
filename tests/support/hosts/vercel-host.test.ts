// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { startVercel } from './vercel-host'

// A Build Output folder with one page and two header routes, alike but for `caseSensitive`.
const dir = mkdtempSync(join(tmpdir(), 'vercel-output-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
mkdirSync(join(dir, 'static'))
writeFileSync(join(dir, 'static', 'about.html'), '<title>About</title>')
writeFileSync(join(dir, 'static', '404.html'), '<title>Not found</title>')
writeFileSync(
  join(dir, 'config.json'),
  JSON.stringify({
    version: 3,
    routes: [
      { src: '^/about$', headers: { 'x-any-case': 'yes' }, continue: true },
      { src: '^/about$', headers: { 'x-exact-case': 'yes' }, continue: true, caseSensitive: true },
      { src: '^/team$', middlewarePath: '_middleware', continue: true },
      { handle: 'filesystem' },
      { src: '^/about$', status: 308, headers: { Location: '/about' } },
      { handle: 'error' },
      { src: '^/.*$', dest: '/404.html', status: 404 },
    ],
    overrides: { 'about.html': { path: 'about' } },
  }),
)
// A middleware that sends /team on to /about with the query string, as the build's does.
mkdirSync(join(dir, 'functions', '_middleware.func'), { recursive: true })
writeFileSync(
  join(dir, 'functions', '_middleware.func', '.vc-config.json'),
  JSON.stringify({ runtime: 'edge', entrypoint: 'index.js' }),
)
writeFileSync(
  join(dir, 'functions', '_middleware.func', 'index.js'),
  "export default (request) => new Response(null, { status: 308, headers: { Location: '/about' + new URL(request.url).search } })\n",
)
const vercel = await startVercel(dir)

test('a route without caseSensitive matches its src in any letter case, as Vercel matches it', async () => {
  expect((await vercel.answer('/about')).headers['x-any-case']).toEqual(['yes'])
  expect((await vercel.answer('/ABOUT')).headers['x-any-case']).toEqual(['yes'])
})

test('a route with caseSensitive matches only the exact spelling', async () => {
  expect((await vercel.answer('/about')).headers['x-exact-case']).toEqual(['yes'])
  expect((await vercel.answer('/About')).headers['x-exact-case']).toBeUndefined()
})

test('files match exactly: another spelling falls through to the routes after the file system', async () => {
  const page = await vercel.answer('/about')
  expect([page.status, page.body]).toEqual([200, '<title>About</title>'])
  const other = await vercel.answer('/About')
  expect([other.status, other.headers.location]).toEqual([308, ['/about']])
  expect((await vercel.answer('/nope')).status).toBe(404)
})

test('a route’s own redirect sends its Location as written: the query string is not kept', async () => {
  expect((await vercel.answer('/About?ref=mail')).headers.location).toEqual(['/about'])
})

test('a middleware route calls the function with the whole address and answers with what it returns', async () => {
  const sent = await vercel.answer('/team?ref=mail')
  expect([sent.status, sent.headers.location]).toEqual([308, ['/about?ref=mail']])
})

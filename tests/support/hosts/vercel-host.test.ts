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
      { handle: 'filesystem' },
      { src: '^/about$', status: 308, headers: { Location: '/about' } },
      { handle: 'error' },
      { src: '^/.*$', dest: '/404.html', status: 404 },
    ],
    overrides: { 'about.html': { path: 'about' } },
  }),
)
const vercel = startVercel(dir)

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

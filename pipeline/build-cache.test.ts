import { randomUUID } from 'node:crypto'
import { existsSync, rmSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { buildCache } from './build-cache.ts'

// A cache of the test's own under .cache/, removed after it.
const cache = buildCache(`test-${randomUUID()}`)
afterEach(() => rmSync(cache.dir, { recursive: true, force: true }))

test('a file is made once, and taken from the cache after', async () => {
  let made = 0
  const make = async () => {
    made += 1
    return Buffer.from('made')
  }
  expect((await cache.kept('a.txt', make)).toString()).toBe('made')
  expect((await cache.kept('a.txt', make)).toString()).toBe('made')
  expect(made).toBe(1)
})

test('what no build has used for 30 days is removed, what a build used lately is kept', async () => {
  const make = async () => Buffer.from('x')
  await cache.kept('old.txt', make)
  await cache.kept('recent.txt', make)
  const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000)
  utimesSync(join(cache.dir, 'old.txt'), longAgo, longAgo)
  utimesSync(join(cache.dir, 'recent.txt'), longAgo, longAgo)
  await cache.kept('recent.txt', make)
  await cache.removeUnused()
  expect(existsSync(join(cache.dir, 'old.txt'))).toBe(false)
  expect(existsSync(join(cache.dir, 'recent.txt'))).toBe(true)
})

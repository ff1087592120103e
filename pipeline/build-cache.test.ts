import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, utimesSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { buildCache, writeWhole } from './build-cache.ts'

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

test('a build that reads a file while another writes it gets the whole file, never a part', async () => {
  mkdirSync(cache.dir, { recursive: true })
  const file = join(cache.dir, 'shared.bin')
  // Large enough to be written in several steps, as a photo is.
  const size = 8 * 1024 * 1024
  let writing = true
  const lengthsRead = new Set<number>()
  const reader = (async () => {
    while (writing) {
      const bytes = await readFile(file).catch(() => undefined)
      if (bytes) lengthsRead.add(bytes.length)
      await new Promise((next) => setImmediate(next))
    }
  })()
  for (const fill of [1, 2, 3, 4]) await writeWhole(file, Buffer.alloc(size, fill))
  writing = false
  await reader
  expect([...lengthsRead]).toEqual([size])
  expect((await readFile(file))[0]).toBe(4)
})

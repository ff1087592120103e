import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { readYaml } from './checked-file'
import { parsedOnce } from './parsed-once'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('a file is parsed once per text: an edit is read afresh, and what one reader changes the next does not see', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parsed-once-'))
  dirs.push(dir)
  const file = join(dir, 'page.yaml')
  writeFileSync(file, 'title: Before\nitems: [a]\n')
  const first = readYaml(file) as { title: string; items: string[] }
  first.items.push('changed by a reader')
  expect(readYaml(file)).toEqual({ title: 'Before', items: ['a'] })
  writeFileSync(file, 'title: After\nitems: [a]\n')
  expect(readYaml(file)).toEqual({ title: 'After', items: ['a'] })
})

test('a parse that fails is not kept: each reader meets the error, and a parse that then succeeds is kept', () => {
  const kept = new Map<string, number>()
  const parse = vi.fn<() => number>().mockImplementationOnce(() => {
    throw new Error('bad text')
  })
  parse.mockReturnValue(7)
  expect(() => parsedOnce(kept, 'text', parse)).toThrow('bad text')
  expect(parsedOnce(kept, 'text', parse)).toBe(7)
  expect(parsedOnce(kept, 'text', parse)).toBe(7)
  expect(parse).toHaveBeenCalledTimes(2)
})

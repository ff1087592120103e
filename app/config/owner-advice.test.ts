// @vitest-environment node
import { afterEach, expect, test, vi } from 'vitest'
import { exampleSettings } from '../../tests/support/example-settings'
import { brandPalette } from '../styles/brand-contrast'
import { OwnerAdvice } from './advice-form'
import { ContentError } from './checked-file'
import { parseConfiguration } from './configuration-schema'
import { adviseWhenBuilding, isOwnerAdvice, stopWithAdvice } from './owner-advice'

afterEach(() => vi.restoreAllMocks())

/** The error `work` throws. */
function thrown(work: () => unknown): unknown {
  try {
    work()
  } catch (error) {
    return error
  }
  return undefined
}

test('the content, settings, brand and configuration refusals are all owner advice; a fault of the code is not', () => {
  const settings = exampleSettings()
  expect(isOwnerAdvice(new ContentError('content/x.yaml', [{ path: ['title'], message: 'must not be empty' }]))).toBe(
    true,
  )
  expect(isOwnerAdvice(thrown(() => brandPalette('#1c40b8', '#f5e663')))).toBe(true)
  expect(isOwnerAdvice(thrown(() => parseConfiguration({ PREVIEW: 'yes please' }, settings)))).toBe(true)
  expect(isOwnerAdvice(new OwnerAdvice('several files'))).toBe(true)
  expect(isOwnerAdvice(new TypeError('x is undefined'))).toBe(false)
})

/** What the build prints and its exit code when `error` stops it. */
function stopped(error: unknown): { printed: string; code: unknown } {
  let printed = ''
  vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
    printed += String(text)
    return true
  })
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`)
  })
  expect(() => stopWithAdvice(error)).toThrow('exit 1')
  return { printed, code: exit.mock.calls[0]?.[0] }
}

test('advice is printed alone, without a stack or an error class, and the build exits 1', () => {
  const error = new ContentError('content/settings.yaml', [
    { path: ['email'], message: 'must be an e-mail address', label: 'E-mail' },
  ])
  const { printed, code } = stopped(error)
  expect(code).toBe(1)
  expect(printed).toContain(
    'Invalid content file content/settings.yaml:\n  - email: must be an e-mail address (“E-mail” in the editor)',
  )
  expect(printed).not.toMatch(/^\s+at /m)
  expect(printed).not.toContain('ContentError')
})

test('a fault of the code keeps its stack: it is thrown on, not printed as advice', () => {
  const fault = new TypeError('x is undefined')
  expect(() => stopWithAdvice(fault)).toThrow(fault)
  expect(adviseWhenBuilding(false, () => 'dev server')).toBe('dev server')
})

test('under the dev server a refusal goes on to Vite’s overlay; in a build it stops the build', () => {
  const refusal = new OwnerAdvice('fix it')
  expect(() =>
    adviseWhenBuilding(false, () => {
      throw refusal
    }),
  ).toThrow(refusal)
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`)
  })
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  expect(() =>
    adviseWhenBuilding(true, () => {
      throw refusal
    }),
  ).toThrow('exit 1')
  expect(exit).toHaveBeenCalledWith(1)
})

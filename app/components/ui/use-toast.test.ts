// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { dismissToast, TOAST_REMOVE_DELAY, toast, useToasts } from './use-toast'
import '../../../tests/support/dom-testing'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  act(() => {
    dismissToast()
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY)
  })
  vi.useRealTimers()
})

test('only one toast is shown at a time: a new one replaces the old', () => {
  const { result } = renderHook(() => useToasts())
  act(() => {
    toast({ title: 'Error', description: 'first' })
    toast({ title: 'Error', description: 'second' })
  })
  expect(result.current).toHaveLength(1)
  expect(result.current[0]).toMatchObject({ description: 'second', open: true })
})

test('a toast can be updated, and is removed 1,000,000 ms after it is dismissed', () => {
  const { result } = renderHook(() => useToasts())
  let controls: ReturnType<typeof toast> | undefined
  act(() => {
    controls = toast({ title: 'Sending' })
    controls.update({ title: 'Success', variant: 'success' })
  })
  expect(result.current[0]).toMatchObject({ title: 'Success', variant: 'success' })
  act(() => controls?.dismiss())
  expect(result.current[0]?.open).toBe(false)
  act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1))
  expect(result.current).toHaveLength(1)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toHaveLength(0)
})

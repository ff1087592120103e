import type { QueryFunctionContext } from '@tanstack/react-query'
import { afterEach, expect, test, vi } from 'vitest'
import { createQueryClient, getQueryFn } from './query-client'

afterEach(() => vi.unstubAllGlobals())

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const context = (url: string) => ({ queryKey: [url] }) as unknown as QueryFunctionContext

test('the loader GETs the first key element with credentials and parses JSON', async () => {
  const fetchMock = stubFetch(Response.json({ hello: 'world' }))
  await expect(getQueryFn({ on401: 'throw' })(context('/api/things'))).resolves.toEqual({ hello: 'world' })
  expect(fetchMock).toHaveBeenCalledWith('/api/things', { credentials: 'include' })
})

test('the loader throws on 401 by default', async () => {
  stubFetch(new Response('Sign in first', { status: 401, statusText: 'Unauthorized' }))
  await expect(getQueryFn({ on401: 'throw' })(context('/api/me'))).rejects.toThrow('401: Sign in first')
})

test('the returnNull variant resolves null on 401', async () => {
  stubFetch(new Response('Sign in first', { status: 401 }))
  await expect(getQueryFn({ on401: 'returnNull' })(context('/api/me'))).resolves.toBeNull()
})

test('a non-OK answer throws "{status}: {body}", or the status text when the body is empty', async () => {
  stubFetch(new Response('Database down', { status: 500, statusText: 'Internal Server Error' }))
  await expect(getQueryFn({ on401: 'throw' })(context('/x'))).rejects.toThrow(/^500: Database down$/)
  stubFetch(new Response(null, { status: 404, statusText: 'Not Found' }))
  await expect(getQueryFn({ on401: 'returnNull' })(context('/x'))).rejects.toThrow(/^404: Not Found$/)
})

test('the cache never goes stale, never refetches on focus or by polling, and never retries', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions()
  expect(queries).toMatchObject({
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  })
  expect(mutations).toMatchObject({ retry: false })
})

/**
 * The data cache (docs/product.md#data-cache): data never goes stale, no refetch on focus, no polling, no retries.
 * It lives with the contact form because the form is its only user and is loaded lazily, so none of
 * TanStack Query reaches a page's first load.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query'

export type UnauthorizedBehavior = 'throw' | 'returnNull'

/** Rejects a non-OK response with `{status}: {body text, or status text when the body is empty}`. */
async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const body = await response.text()
  throw new Error(`${response.status}: ${body || response.statusText}`)
}

/**
 * The default loader: GETs the URL in the query key's first element with credentials and parses
 * JSON. A 401 throws like any other failure, unless `on401` is 'returnNull'.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include' })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfResponseNotOk(response)
    return (await response.json()) as T
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
